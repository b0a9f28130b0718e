/**
 * Couriers by API, for the owner: list the couriers with whether each is connected, connect one (its credentials
 * checked by one call to the courier), disconnect it.
 */
import { Hono } from 'hono';
import { ADMIN_COURIERS } from '#schema/api';
import { connectCourierPayload } from '#schema/payloads/couriers';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { connectCourier, courierIdOf, disconnectCourier, listCouriers } from './connections';
import { syncCouriers } from './sync';

export const courierRoutes = new Hono<AppEnv>();
courierRoutes.use(requireOwner);

handle(courierRoutes, ADMIN_COURIERS.list, async (c) => ({ success: true, couriers: await listCouriers(c.var.db) }));

handle(courierRoutes, ADMIN_COURIERS.sync, async (c) => ({
  success: true,
  synced: await syncCouriers(c.var.db, c.env),
}));

handle(courierRoutes, ADMIN_COURIERS.connect, validate('json', connectCourierPayload), async (c) => {
  const id = courierIdOf(c.req.param('id'));
  const courier = await connectCourier(c.var.db, c.env, id, c.req.valid('json'), c.var.user.id);
  return { success: true, courier };
});

handle(courierRoutes, ADMIN_COURIERS.disconnect, async (c) => ({
  success: true,
  courier: await disconnectCourier(c.var.db, courierIdOf(c.req.param('id'))),
}));
