import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const oilsCartRoutes = new Hono<AppEnv>();
