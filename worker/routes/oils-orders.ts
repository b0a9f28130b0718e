import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const oilsOrderRoutes = new Hono<AppEnv>();
