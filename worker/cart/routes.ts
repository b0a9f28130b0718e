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
  const { productName } = c.req.valid('json');
  const db = c.var.db;
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(sql`lower(${products.name})`, productName.toLowerCase()), eq(products.archived, false)))
    .limit(1);
  if (!product) throw new ApiError(404, NO_SUCH_PRODUCT);
  await addToCart(db, c.var.user.id, product, 1);
  return cartBody(await cartLines(db, c.var.user.id));
});

handle(cartRoutes, CART.setQuantity, validate('json', setQuantitySchema), async (c) => {
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
  return cartBody(await cartLines(db, userId));
});

handle(cartRoutes, CART.remove, async (c) => {
  const db = c.var.db;
  const userId = c.var.user.id;
  const product = await productById(db, c.req.param('productId'));
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id)));
  return cartBody(await cartLines(db, userId));
});

handle(cartRoutes, CART.empty, async (c) => {
  await c.var.db.delete(cartItems).where(eq(cartItems.userId, c.var.user.id));
  return cartBody([]);
});
