/** GET /api/admin/dashboard (admin): the console's overview, computed in SQL on every call (figures.ts). */
import { Hono } from 'hono';
import { DASHBOARD } from '../../schema/api';
import { requireAdmin } from '../auth/session';
import type { AppEnv } from '../env';
import { reply } from '../http/reply';
import { dashboardFigures } from './figures';

export const dashboardRoutes = new Hono<AppEnv>();

dashboardRoutes.get(DASHBOARD.read.route, requireAdmin, async (c) =>
  reply(c, DASHBOARD.read, { success: true, ...(await dashboardFigures(c.var.db)) }),
);
