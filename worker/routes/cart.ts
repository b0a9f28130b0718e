/**
 * The shopper's cart (SPEC §7), one per user in D1, keyed by product id. Every answer is the whole cart.
 * A line holds 1 to 10; adding what is already there raises its quantity, within that limit and the stock.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { Hono } from 'hono';
import { addByNameSchema, addToCartSchema, setQuantitySchema } from '../../schema/payloads/cart';
import { MAX_LINE_QUANTITY } from '../../schema/shop';
import { MAX_ORDER_LINES } from '../../schema/payloads/checkout';
import { cartItems, products } from '../../schema/tables';
import { requireUser } from '../auth/session';
import { cartBody, cartLines, stockShortage } from '../cart/lines';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';

export const cartRoutes = new Hono<AppEnv>();
cartRoutes.use(requireUser);

const NO_SUCH_PRODUCT = 'Sorry, that perfume is not available.';

type Product = typeof products.$inferSelect;

async function productById(db: DrizzleD1Database, id: string): Promise<Product> {
  const [product] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!product) throw new ApiError(404, NO_SUCH_PRODUCT);
  return product;
}

async function quantityInCart(db: DrizzleD1Database, userId: string, productId: string): Promise<number> {
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return line?.quantity ?? 0;
}

const tooMany = (product: Product) => new ApiError(400, `You can order at most ${MAX_LINE_QUANTITY} of ${product.name}.`);

async function add(db: DrizzleD1Database, userId: string, product: Product, quantity: number): Promise<void> {
  const wanted = (await quantityInCart(db, userId, product.id)) + quantity;
  if (wanted > MAX_LINE_QUANTITY) throw tooMany(product);
  const shortage = stockShortage(product.name, product.stock, wanted);
  if (shortage) throw new ApiError(409, shortage);
  // Both limits are checked again in the one statement that writes, so adds at once can neither push a line past
  // 10 nor the cart past as many different perfumes as one order can take (D1 binds at most 100 values a statement).
  const result = await db.run(sql`
    INSERT INTO cart_items (user_id, product_id, quantity, added_at)
    SELECT ${userId}, ${product.id}, ${quantity}, ${Date.now()}
    WHERE (SELECT count(*) FROM cart_items WHERE user_id = ${userId}) < ${MAX_ORDER_LINES}
      OR EXISTS (SELECT 1 FROM cart_items WHERE user_id = ${userId} AND product_id = ${product.id})
    ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity
      WHERE cart_items.quantity + excluded.quantity <= ${MAX_LINE_QUANTITY}`);
  if (result.meta.changes > 0) return;
  if ((await quantityInCart(db, userId, product.id)) > 0) throw tooMany(product);
  throw new ApiError(409, `Your cart can hold ${MAX_ORDER_LINES} different perfumes at most. Please order these first.`);
}

cartRoutes.get('/', async (c) => c.json(cartBody(await cartLines(c.var.db, c.var.user.id))));

cartRoutes.post('/add', validate('json', addToCartSchema), async (c) => {
  const { productId, quantity } = c.req.valid('json');
  const db = c.var.db;
  await add(db, c.var.user.id, await productById(db, productId), quantity);
  return c.json(cartBody(await cartLines(db, c.var.user.id)));
});

cartRoutes.post('/add-by-name', validate('json', addByNameSchema), async (c) => {
  const { productName } = c.req.valid('json');
  const db = c.var.db;
  const [product] = await db
    .select()
    .from(products)
    .where(eq(sql`lower(${products.name})`, productName.toLowerCase()))
    .limit(1);
  if (!product) throw new ApiError(404, NO_SUCH_PRODUCT);
  await add(db, c.var.user.id, product, 1);
  return c.json(cartBody(await cartLines(db, c.var.user.id)));
});

cartRoutes.put('/:productId', validate('json', setQuantitySchema), async (c) => {
  const { quantity } = c.req.valid('json');
  const db = c.var.db;
  const userId = c.var.user.id;
  const product = await productById(db, c.req.param('productId'));
  const shortage = stockShortage(product.name, product.stock, quantity);
  if (shortage) throw new ApiError(409, shortage);
  const result = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id)));
  if (result.meta.changes === 0) throw new ApiError(404, `${product.name} is not in your cart.`);
  return c.json(cartBody(await cartLines(db, userId)));
});

cartRoutes.delete('/:productId', async (c) => {
  const db = c.var.db;
  const userId = c.var.user.id;
  const product = await productById(db, c.req.param('productId'));
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id)));
  return c.json(cartBody(await cartLines(db, userId)));
});

cartRoutes.delete('/', async (c) => {
  await c.var.db.delete(cartItems).where(eq(cartItems.userId, c.var.user.id));
  return c.json(cartBody([]));
});
