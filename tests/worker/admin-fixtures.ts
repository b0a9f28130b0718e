/**
 * Orders written straight into D1, for tests that need many orders or orders at chosen times (which placing
 * them through checkout cannot give). Rows look exactly like checkout's: lines priced from the catalog,
 * shipping 200, a first 'pending' entry in the status history. Stock is left alone: checkout's own tests cover it.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { sellingPrice } from '#schema/catalog/sale-price';
import { products } from '#schema/tables';

/** A product's name, photo and today's price (a running sale's, else its own), as checkout charges it. */
const fromCatalog = (productId: string) =>
  drizzle(env.DB)
    .select({ name: products.name, image: products.image, price: sellingPrice })
    .from(products)
    .where(eq(products.id, productId))
    .get();

export interface OrderFixture {
  userId: string;
  createdAt?: number;
  status?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  alternatePhone?: string | null;
  address?: string;
  apartment?: string | null;
  city?: string;
  province?: string | null;
  landmark?: string | null;
  deliveryNotes?: string | null;
  lines?: Array<{ productId: string; quantity: number }>;
}

export async function insertOrder(fixture: OrderFixture): Promise<{ id: string; seq: number; displayOrderId: string }> {
  const id = `order-${crypto.randomUUID()}`;
  const createdAt = fixture.createdAt ?? Date.now();
  const lines = fixture.lines ?? [{ productId: 'rawayat', quantity: 1 }];
  const priced = await Promise.all(
    lines.map(async (line) => {
      const product = await fromCatalog(line.productId);
      if (!product) throw new Error(`no product ${line.productId}`);
      return { ...line, ...product };
    }),
  );
  const subtotal = priced.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const [inserted] = await env.DB.batch<{ seq: number }>([
    env.DB.prepare(
      `INSERT INTO orders (id, user_id, status, first_name, last_name, email, phone, alternate_phone, address, apartment, city,
        province, landmark, delivery_notes, country, shipping_method, subtotal, shipping_cost, gift_wrapping_cost, total,
        created_at, confirm_token)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Pakistan', 'standard', ?, 200, 0, ?, ?, lower(hex(randomblob(16)))) RETURNING seq`,
    ).bind(
      id,
      fixture.userId,
      fixture.status ?? 'pending',
      fixture.firstName ?? 'Ayesha',
      fixture.lastName ?? 'Khan',
      fixture.email ?? 'ayesha@example.pk',
      fixture.phone ?? '03001234567',
      fixture.alternatePhone ?? null,
      fixture.address ?? 'House 5, Street 2',
      fixture.apartment ?? null,
      fixture.city ?? 'Lahore',
      fixture.province ?? null,
      fixture.landmark ?? null,
      fixture.deliveryNotes ?? null,
      subtotal,
      subtotal + 200,
      createdAt,
    ),
    ...priced.map((line) =>
      env.DB.prepare(
        'INSERT INTO order_items (order_id, product_id, name, image, price, quantity) VALUES (?, ?, ?, ?, ?, ?)',
      ).bind(id, line.productId, line.name, line.image, line.price, line.quantity),
    ),
    env.DB.prepare('INSERT INTO order_status_history (order_id, status, at) VALUES (?, ?, ?)').bind(
      id,
      'pending',
      createdAt,
    ),
  ]);
  const seq = inserted!.results[0]!.seq;
  return { id, seq, displayOrderId: `FS-${10000 + seq}` };
}

/** The price the perfume sells at now (a running sale's, else its own), as checkout charges it. */
export async function priceOf(productId: string): Promise<number> {
  return (await fromCatalog(productId))!.price;
}

export async function stockOf(productId: string): Promise<number> {
  const row = await env.DB.prepare('SELECT stock FROM products WHERE id = ?')
    .bind(productId)
    .first<{ stock: number }>();
  return row!.stock;
}

/** A moment in Pakistan time (UTC+5): pk(2025, 3, 14, 23, 59) is 14 March 2025, 11:59 pm in Lahore. */
export function pk(year: number, month: number, day: number, hour = 12, minute = 0, second = 0, ms = 0): number {
  return Date.UTC(year, month - 1, day, hour - 5, minute, second, ms);
}

/**
 * `count` one-line orders for `userId` in one statement each for orders, lines and history, `stepMs` apart from
 * `startAt` (a step of 0 gives them all the same time, so paging must break ties by seq).
 */
export async function insertManyOrders(
  userId: string,
  count: number,
  startAt: number,
  stepMs = 60_000,
  firstName = 'Bulk',
): Promise<void> {
  const tag = crypto.randomUUID();
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;
  await env.DB.batch([
    env.DB.prepare(
      `${numbers}
       INSERT INTO orders (id, user_id, status, first_name, last_name, email, phone, address, city, country, shipping_method,
         subtotal, shipping_cost, gift_wrapping_cost, total, created_at, confirm_token)
       SELECT ? || '-' || i, ?, 'pending', ?, 'Customer', 'bulk@example.pk', '03331234567', 'House ' || i, 'Multan', 'Pakistan',
         'standard', 1399, 200, 0, 1599, ? + i * ?, lower(hex(randomblob(16))) FROM n`,
    ).bind(tag, userId, firstName, startAt, stepMs),
    env.DB.prepare(
      `${numbers}
       INSERT INTO order_items (order_id, product_id, name, image, price, quantity)
       SELECT ? || '-' || i, 'khas', 'Khas', '/images/products/khas.svg', 1399, 1 FROM n`,
    ).bind(tag),
    env.DB.prepare(
      `${numbers} INSERT INTO order_status_history (order_id, status, at) SELECT ? || '-' || i, 'pending', ? + i * ? FROM n`,
    ).bind(tag, startAt, stepMs),
  ]);
}

/**
 * `count` oils orders of one 50 ml line each for `userId`, `stepMs` apart from `startAt`, in `status` (pending unless
 * told), with the phone and city the wholesale page asks for.
 */
export async function insertOilsOrders(
  userId: string,
  count: number,
  startAt: number,
  stepMs = 60_000,
  status = 'pending',
): Promise<string[]> {
  const oil = await env.DB.prepare('SELECT id, name, price FROM oils ORDER BY id LIMIT 1').first<{
    id: string;
    name: string;
    price: number;
  }>();
  const ids = Array.from({ length: count }, () => `oils-${crypto.randomUUID()}`);
  await env.DB.batch(
    ids.flatMap((id, i) => [
      env.DB.prepare(
        `INSERT INTO oils_orders (id, user_id, total_price, created_at, phone, city, status, confirm_token)
         VALUES (?, ?, ?, ?, '03001234567', 'Multan', ?, lower(hex(randomblob(16))))`,
      ).bind(id, userId, oil!.price * 2, startAt + i * stepMs, status),
      env.DB.prepare(
        'INSERT INTO oils_order_items (order_id, position, oil_id, name, volume, price) VALUES (?, 1, ?, ?, 50, ?)',
      ).bind(id, oil!.id, oil!.name, oil!.price * 2),
      env.DB.prepare(`INSERT INTO oils_order_status_history (order_id, status, at) VALUES (?, 'pending', ?)`).bind(
        id,
        startAt + i * stepMs,
      ),
    ]),
  );
  return ids;
}
