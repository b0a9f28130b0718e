import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const authRoutes = new Hono<AppEnv>();
