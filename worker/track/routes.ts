/**
 * POST /api/track { orderNumber, phone }: anyone, logged in or not, follows an order with its number and the phone
 * on it (find.ts). Each try takes a slot per client address and per order number on the client's network first, so
 * neither many numbers from one place nor one number from one network's many addresses can be tried more than ten
 * times a quarter of an hour, and nobody elsewhere can use up a customer's tries. Digits alone name two orders, the
 * perfume and the oils one, and take a slot of each, so they are no way round either's ten. Only wrong tries count:
 * a found order gives every slot back, so a customer checking their parcel again and again never locks themselves out.
 */
import { Hono } from 'hono';
import { TRACK } from '#schema/api';
import { trackPayload } from '#schema/payloads/track';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { clientAddress, clientNetwork, giveBack, takeSlot } from '../http/throttle';
import { validate } from '../http/validate';
import { orderOnNetwork, TRACK_BY_ADDRESS, TRACK_BY_ORDER, trackOrder } from './find';

export const trackRoutes = new Hono<AppEnv>();

handle(trackRoutes, TRACK.find, validate('json', trackPayload), async (c) => {
  const { orderNumber, phone } = c.req.valid('json');
  const byAddress = await takeSlot(c.var.db, TRACK_BY_ADDRESS, clientAddress(c));
  const byOrder = [];
  for (const named of orderNumber)
    byOrder.push(await takeSlot(c.var.db, TRACK_BY_ORDER, orderOnNetwork(named, clientNetwork(c))));
  const order = await trackOrder(c.var.db, orderNumber, phone);
  await Promise.all([byAddress, ...byOrder].map((slot) => giveBack(c.var.db, slot)));
  return { success: true, order };
});
