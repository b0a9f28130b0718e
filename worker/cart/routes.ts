/** The shopper's cart, one per user in D1, keyed by product id. Every answer is the whole cart. */
import { Hono } from 'hono';
import { CART } from '#schema/api';
import { addByNameSchema, addToCartSchema, setQuantitySchema } from '#schema/payloads/cart';
import { requireUser } from '../auth/session';
import { addToCart, productOnSale, productOnSaleByName } from './add';
import { emptyCart, removeLine, setQuantity } from './change';
import { cartBody, cartLines } from './lines';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { validate } from '../http/validate';

export const cartRoutes = new Hono<AppEnv>();
cartRoutes.use(requireUser);

handle(cartRoutes, CART.read, async (c) => cartBody(await cartLines(c.var.db, c.var.user.id)));

handle(cartRoutes, CART.add, validate('json', addToCartSchema), async (c) => {
  const { productId, quantity } = c.req.valid('json');
  const db = c.var.db;
  await addToCart(db, c.var.user.id, await productOnSale(db, productId), quantity);
  return cartBody(await cartLines(db, c.var.user.id));
});

handle(cartRoutes, CART.addByName, validate('json', addByNameSchema), async (c) => {
  const db = c.var.db;
  await addToCart(db, c.var.user.id, await productOnSaleByName(db, c.req.valid('json').productName), 1);
  return cartBody(await cartLines(db, c.var.user.id));
});

handle(cartRoutes, CART.setQuantity, validate('json', setQuantitySchema), async (c) => {
  await setQuantity(c.var.db, c.var.user.id, c.req.param('productId'), c.req.valid('json').quantity);
  return cartBody(await cartLines(c.var.db, c.var.user.id));
});

handle(cartRoutes, CART.remove, async (c) => {
  await removeLine(c.var.db, c.var.user.id, c.req.param('productId'));
  return cartBody(await cartLines(c.var.db, c.var.user.id));
});

handle(cartRoutes, CART.empty, async (c) => {
  await emptyCart(c.var.db, c.var.user.id);
  return cartBody([]);
});
