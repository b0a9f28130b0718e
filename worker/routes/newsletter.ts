import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const newsletterRoutes = new Hono<AppEnv>();
