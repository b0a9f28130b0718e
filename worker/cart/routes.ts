/** The shopper's cart, one per user in D1, a line per perfume and size. Every answer is the whole cart. */
import { Hono } from 'hono';
import { CART } from '#schema/api';
import { addByNameSchema, addToCartSchema, cartLineQuery, setQuantitySchema } from '#schema/payloads/cart';
import { requireUser } from '../auth/session';
import { addToCart, productOnSale, productOnSaleByName, sellableOf } from './add';
import { emptyCart, removeLine, setQuantity } from './change';
import { cartBody, cartLines } from './lines';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { validate } from '../http/validate';

export const cartRoutes = new Hono<AppEnv>();
cartRoutes.use(requireUser);

handle(cartRoutes, CART.read, async (c) => cartBody(await cartLines(c.var.db, c.var.user.id)));

handle(cartRoutes, CART.add, validate('json', addToCartSchema), async (c) => {
  const { productId, quantity, ml } = c.req.valid('json');
  const db = c.var.db;
  await addToCart(db, c.var.user.id, await sellableOf(db, await productOnSale(db, productId), ml), quantity);
  return cartBody(await cartLines(db, c.var.user.id));
});

handle(cartRoutes, CART.addByName, validate('json', addByNameSchema), async (c) => {
  const db = c.var.db;
  const product = await productOnSaleByName(db, c.req.valid('json').productName);
  await addToCart(db, c.var.user.id, await sellableOf(db, product), 1);
  return cartBody(await cartLines(db, c.var.user.id));
});

handle(
  cartRoutes,
  CART.setQuantity,
  validate('query', cartLineQuery),
  validate('json', setQuantitySchema),
  async (c) => {
    const ml = c.req.valid('query').ml ?? 0;
    await setQuantity(c.var.db, c.var.user.id, c.req.param('productId'), ml, c.req.valid('json').quantity);
    return cartBody(await cartLines(c.var.db, c.var.user.id));
  },
);

handle(cartRoutes, CART.remove, validate('query', cartLineQuery), async (c) => {
  await removeLine(c.var.db, c.var.user.id, c.req.param('productId'), c.req.valid('query').ml ?? 0);
  return cartBody(await cartLines(c.var.db, c.var.user.id));
});

handle(cartRoutes, CART.empty, async (c) => {
  await emptyCart(c.var.db, c.var.user.id);
  return cartBody([]);
});
