/** The shopper's cart, one per user in D1, keyed by product id. Every answer is the whole cart. */
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { CART } from '../../schema/api';
import { addByNameSchema, addToCartSchema, setQuantitySchema } from '../../schema/payloads/cart';
import { cartItems, products } from '../../schema/tables';
import { requireUser } from '../auth/session';
import { addToCart, NO_SUCH_PRODUCT, productById, productOnSale } from './add';
import { cartBody, cartLines, stockShortage } from './lines';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { reply } from '../http/reply';
import { validate } from '../http/validate';

export const cartRoutes = new Hono<AppEnv>();
cartRoutes.use(requireUser);

cartRoutes.get(CART.read.route, async (c) => reply(c, CART.read, cartBody(await cartLines(c.var.db, c.var.user.id))));

cartRoutes.post(CART.add.route, validate('json', addToCartSchema), async (c) => {
  const { productId, quantity } = c.req.valid('json');
  const db = c.var.db;
  await addToCart(db, c.var.user.id, await productOnSale(db, productId), quantity);
  return reply(c, CART.add, cartBody(await cartLines(db, c.var.user.id)));
});

cartRoutes.post(CART.addByName.route, validate('json', addByNameSchema), async (c) => {
  const { productName } = c.req.valid('json');
  const db = c.var.db;
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(sql`lower(${products.name})`, productName.toLowerCase()), eq(products.archived, false)))
    .limit(1);
  if (!product) throw new ApiError(404, NO_SUCH_PRODUCT);
  await addToCart(db, c.var.user.id, product, 1);
  return reply(c, CART.addByName, cartBody(await cartLines(db, c.var.user.id)));
});

cartRoutes.put(CART.setQuantity.route, validate('json', setQuantitySchema), async (c) => {
  const { quantity } = c.req.valid('json');
  const db = c.var.db;
  const userId = c.var.user.id;
  const product = await productOnSale(db, c.req.param('productId'));
  const shortage = stockShortage(product.name, product.stock, quantity);
  if (shortage) throw new ApiError(409, shortage, { code: 'out_of_stock' });
  const result = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id)));
  if (result.meta.changes === 0) throw new ApiError(404, `${product.name} is not in your cart.`);
  return reply(c, CART.setQuantity, cartBody(await cartLines(db, userId)));
});

cartRoutes.delete(CART.remove.route, async (c) => {
  const db = c.var.db;
  const userId = c.var.user.id;
  const product = await productById(db, c.req.param('productId'));
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id)));
  return reply(c, CART.remove, cartBody(await cartLines(db, userId)));
});

cartRoutes.delete(CART.empty.route, async (c) => {
  await c.var.db.delete(cartItems).where(eq(cartItems.userId, c.var.user.id));
  return reply(c, CART.empty, cartBody([]));
});
