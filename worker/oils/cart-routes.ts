import { Hono } from 'hono';
import { OILS_CART } from '../../schema/api';
import { oilPrice } from '../../schema/oil-pricing';
import { addOilPayload } from '../../schema/payloads/oils';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { reply } from '../http/reply';
import { validate } from '../http/validate';
import { addOilsCartLine, cartAnswer, clearOilsCart, findOilByName, removeOilsCartLine } from './cart';

/** The shopper's oils cart. Every call answers `{ success, cart }` with the cart as it now is. */
export const oilsCartRoutes = new Hono<AppEnv>();

oilsCartRoutes.use(requireUser);

oilsCartRoutes.get(OILS_CART.read.route, async (c) =>
  reply(c, OILS_CART.read, await cartAnswer(c.var.db, c.var.user.id)),
);

oilsCartRoutes.post(OILS_CART.add.route, validate('json', addOilPayload), async (c) => {
  const { name, volume, price } = c.req.valid('json');
  const oil = await findOilByName(c.var.db, name);
  // The server prices the line; a different price on the page means it is stale (or was tampered with).
  if (price !== oilPrice(oil.price, volume)) {
    throw new ApiError(409, `The price of ${oil.name} has changed. Please check the new price and add it again.`, {
      code: 'prices_changed',
      field: 'price',
    });
  }
  await addOilsCartLine(c.var.db, c.var.user.id, oil, volume, price);
  return reply(c, OILS_CART.add, await cartAnswer(c.var.db, c.var.user.id));
});

oilsCartRoutes.delete(OILS_CART.remove.route, async (c) => {
  await removeOilsCartLine(c.var.db, c.var.user.id, c.req.param('id'));
  return reply(c, OILS_CART.remove, await cartAnswer(c.var.db, c.var.user.id));
});

oilsCartRoutes.delete(OILS_CART.empty.route, async (c) => {
  await clearOilsCart(c.var.db, c.var.user.id);
  return reply(c, OILS_CART.empty, await cartAnswer(c.var.db, c.var.user.id));
});
