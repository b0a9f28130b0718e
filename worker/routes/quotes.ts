import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const quoteRoutes = new Hono<AppEnv>();
