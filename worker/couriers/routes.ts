/**
 * Couriers by API. The owner lists the couriers with whether each is connected, connects one (its credentials
 * checked by one call to the courier) and disconnects it; the shop (owner or staff) sees which are connected and
 * books an order's parcel with one.
 */
import { Hono } from 'hono';
import { ADMIN_BOOKINGS, ADMIN_COURIERS } from '#schema/api';
import { airwayBillsQuery, bookingPayload, bulkBookingPayload, connectCourierPayload } from '#schema/payloads/couriers';
import { requireOwner, requireStaff } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { answered, handle } from '../http/handle';
import { validate } from '../http/validate';
import type { Db } from '../db';
import { readOrder } from '../orders/read';
import { ORDER_NOT_FOUND } from '../orders/lifecycle';
import { airwayBills } from './airway-bills';
import { bookOrder } from './booking';
import { readOilsOrder } from '../oils/orders/read';
import { bookOrders } from './bulk-booking';
import { cancelBooking } from './cancel-booking';
import { bookingCouriers, connectCourier, courierIdOf, disconnectCourier, listCouriers } from './connections';
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

/** Mounted at /api/admin beside the other admin routers, so each route guards itself rather than the whole prefix. */
export const bookingRoutes = new Hono<AppEnv>();

handle(bookingRoutes, ADMIN_BOOKINGS.couriers, requireStaff, async (c) => ({
  success: true,
  couriers: await bookingCouriers(c.var.db),
}));
/** The order as the shop sees it, in its own kind's shape (an oils order's as /api/oilsOrders answers it). */
async function bookedOrder(db: Db, id: string) {
  const order = (await readOrder(db, id, { timeline: true, risk: true })) ?? (await readOilsOrder(db, id, true));
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND, { code: 'not_found' });
  return order;
}

handle(bookingRoutes, ADMIN_BOOKINGS.book, requireStaff, validate('json', bookingPayload), async (c) => {
  const id = c.req.param('id');
  const booking = await bookOrder(c.var.db, c.env, id, c.req.valid('json'), c.var.user);
  return answered({ success: true, order: await bookedOrder(c.var.db, id), booking }, 201);
});

handle(bookingRoutes, ADMIN_BOOKINGS.bookMany, requireStaff, validate('json', bulkBookingPayload), async (c) => {
  const { orderIds, ...request } = c.req.valid('json');
  return { success: true, results: await bookOrders(c.var.db, c.env, orderIds, request, c.var.user) };
});

handle(bookingRoutes, ADMIN_BOOKINGS.cancel, requireStaff, async (c) => {
  const id = c.req.param('id');
  await cancelBooking(c.var.db, c.env, id, c.var.user);
  return { success: true, order: await bookedOrder(c.var.db, id) };
});

handle(bookingRoutes, ADMIN_BOOKINGS.airwayBill, requireStaff, (c) => airwayBills(c, [c.req.param('id')]));

handle(bookingRoutes, ADMIN_BOOKINGS.airwayBills, requireStaff, validate('query', airwayBillsQuery), (c) =>
  airwayBills(c, c.req.valid('query').ids),
);
