import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const cartRoutes = new Hono<AppEnv>();
