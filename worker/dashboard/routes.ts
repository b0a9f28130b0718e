/**
 * GET /api/admin/dashboard (owner or staff): the console's overview, computed in SQL on every call (figures.ts).
 * Staff get the same counts without any revenue.
 */
import { Hono } from 'hono';
import { DASHBOARD } from '#schema/api';
import type { Dashboard } from '#schema/answers/dashboard';
import { requireStaff } from '../auth/session';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { dashboardFigures } from './figures';

export const dashboardRoutes = new Hono<AppEnv>();

const countsOnly = <Figures extends { revenue?: number; takings?: unknown }>({
  revenue: _revenue,
  takings: _takings,
  ...rest
}: Figures) => rest;

export function withoutRevenue(figures: Dashboard): Dashboard {
  const { periods, cod } = figures;
  const { inTransit, withCouriers, remitted30Days, charges30Days: _charges, ...rates } = cod;
  return {
    ...figures,
    periods: {
      today: countsOnly(periods.today),
      last7Days: countsOnly(periods.last7Days),
      last30Days: countsOnly(periods.last30Days),
    },
    salesByDay: figures.salesByDay.map((day) => countsOnly(day)),
    bestSellers: figures.bestSellers.map((seller) => countsOnly(seller)),
    cod: {
      ...rates,
      inTransit: { orders: inTransit.orders },
      withCouriers: withCouriers.map(({ amount: _amount, ...owes }) => owes),
      remitted30Days: { payouts: remitted30Days.payouts },
    },
  };
}

handle(dashboardRoutes, DASHBOARD.read, requireStaff, async (c) => {
  const figures = await dashboardFigures(c.var.db);
  const shown = c.var.user.role === 'owner' ? figures : withoutRevenue(figures);
  return { success: true, ...shown };
});
