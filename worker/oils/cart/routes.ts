import { Hono } from 'hono';
import { OILS_CART } from '#schema/api';
import { oilPrice } from '#schema/oil-pricing';
import { addOilPayload } from '#schema/payloads/oils';
import { requireUser } from '../../auth/session';
import type { AppEnv } from '../../env';
import { ApiError } from '../../http/errors';
import { handle } from '../../http/handle';
import { validate } from '../../http/validate';
import { addOilsCartLine, cartAnswer, clearOilsCart, findOilByName, removeOilsCartLine } from './lines';

/**
 * The shopper's oils cart. Reading it answers its lines as a bare list, as the oils list is read; every change
 * answers `{ success, cart }` with the cart as it now is.
 */
export const oilsCartRoutes = new Hono<AppEnv>();

oilsCartRoutes.use(requireUser);

handle(oilsCartRoutes, OILS_CART.read, async (c) => (await cartAnswer(c.var.db, c.var.user.id)).cart);

handle(oilsCartRoutes, OILS_CART.add, validate('json', addOilPayload), async (c) => {
  const { name, volume, price } = c.req.valid('json');
  const oil = await findOilByName(c.var.db, name);
  // The server prices the line; a different price on the page means it is stale (or was tampered with).
  if (price !== oilPrice(oil.price, volume)) {
    throw new ApiError(409, `The price of ${oil.name} has changed. Please check the new price and add it again.`, {
      code: 'price_changed',
      field: 'price',
    });
  }
  await addOilsCartLine(c.var.db, c.var.user.id, oil, volume, price);
  return await cartAnswer(c.var.db, c.var.user.id);
});

handle(oilsCartRoutes, OILS_CART.remove, async (c) => {
  await removeOilsCartLine(c.var.db, c.var.user.id, c.req.param('id'));
  return await cartAnswer(c.var.db, c.var.user.id);
});

handle(oilsCartRoutes, OILS_CART.empty, async (c) => {
  await clearOilsCart(c.var.db, c.var.user.id);
  return await cartAnswer(c.var.db, c.var.user.id);
});
