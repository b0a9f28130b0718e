/**
 * Orders written straight into D1, for tests that need many orders or orders at chosen times (which placing
 * them through checkout cannot give). Rows look exactly like checkout's: lines priced from the catalog,
 * shipping 200, a first 'pending' entry in the status history. Stock is left alone: checkout's own tests cover it.
 */
import { env } from 'cloudflare:test';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core';
import { sellingPrice } from '#schema/catalog/sale-price';
import { orderDisplayNumber } from '#schema/display-number';
import type { OrderKindName } from '#schema/order-kinds';
import type { OrderStatus } from '#schema/order-status';
import { oils, orderItems, orders, orderStatusHistory, products } from '#schema/tables';
import { nextNumber } from '../../worker/orders/number';
import { batch, insertNumbered, rowNumber } from './fixtures';

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
  status?: OrderStatus;
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

const db = () => drizzle(env.DB);

/** A new order's row of `kind` as checkout and the wholesale page write it, numbered on from the kind's last order. */
const orderRow = (kind: OrderKindName) =>
  ({
    kind,
    number: nextNumber(kind),
    confirmation: 'not-contacted',
    confirmToken: sql`lower(hex(randomblob(16)))`,
  }) satisfies Partial<SQLiteInsertValue<typeof orders>>;

export async function insertOrder(
  fixture: OrderFixture,
): Promise<{ id: string; number: number; displayOrderId: string }> {
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
  const [[inserted]] = await db().batch([
    db()
      .insert(orders)
      .values({
        id,
        ...orderRow('perfume'),
        userId: fixture.userId,
        status: fixture.status ?? 'pending',
        firstName: fixture.firstName ?? 'Ayesha',
        lastName: fixture.lastName ?? 'Khan',
        email: fixture.email ?? 'ayesha@example.pk',
        phone: fixture.phone ?? '03001234567',
        alternatePhone: fixture.alternatePhone ?? null,
        address: fixture.address ?? 'House 5, Street 2',
        apartment: fixture.apartment ?? null,
        city: fixture.city ?? 'Lahore',
        province: fixture.province ?? null,
        landmark: fixture.landmark ?? null,
        deliveryNotes: fixture.deliveryNotes ?? null,
        country: 'Pakistan',
        shippingMethod: 'standard',
        subtotal,
        shippingCost: 200,
        giftWrappingCost: 0,
        total: subtotal + 200,
        createdAt,
      })
      .returning({ kind: orders.kind, number: orders.number }),
    db()
      .insert(orderItems)
      .values(
        priced.map((line) => ({
          orderId: id,
          productId: line.productId,
          name: line.name,
          image: line.image,
          price: line.price,
          quantity: line.quantity,
        })),
      ),
    db().insert(orderStatusHistory).values({ orderId: id, status: 'pending', at: createdAt }),
  ]);
  return { id, number: inserted!.number, displayOrderId: orderDisplayNumber(inserted!) };
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
  const id = sql`${tag} || '-' || ${rowNumber}`;
  const at = sql`${startAt} + ${rowNumber} * ${stepMs}`;
  await batch([
    insertNumbered(orders, count, {
      id,
      number: sql`${nextNumber('perfume')} + ${rowNumber}`,
      userId,
      status: 'pending',
      firstName,
      lastName: 'Customer',
      email: 'bulk@example.pk',
      phone: '03331234567',
      address: sql`'House ' || ${rowNumber}`,
      city: 'Multan',
      country: 'Pakistan',
      shippingMethod: 'standard',
      subtotal: 1399,
      shippingCost: 200,
      giftWrappingCost: 0,
      total: 1599,
      createdAt: at,
      confirmToken: sql`lower(hex(randomblob(16)))`,
    }),
    insertNumbered(orderItems, count, {
      orderId: id,
      productId: 'khas',
      name: 'Khas',
      image: '/images/products/khas.svg',
      price: 1399,
      quantity: 1,
    }),
    insertNumbered(orderStatusHistory, count, { orderId: id, status: 'pending', at }),
  ]);
}

/**
 * `count` oils orders of one 50 ml line each for `userId`, `stepMs` apart from `startAt`, in `status` (pending unless
 * told), with the phone (03001234567 unless told) and city the wholesale page asks for.
 */
export async function insertOilsOrders(
  userId: string,
  count: number,
  startAt: number,
  stepMs = 60_000,
  status: OrderStatus = 'pending',
  phone = '03001234567',
): Promise<string[]> {
  const [oil] = await db().select().from(oils).orderBy(oils.id).limit(1);
  const ids = Array.from({ length: count }, () => `oils-${crypto.randomUUID()}`);
  const total = oil!.price * 2;
  const empty = { firstName: '', lastName: '', email: '', address: '', country: '', shippingMethod: '' };
  const written = ids.flatMap((id, i) => [
    db()
      .insert(orders)
      .values({
        id,
        ...orderRow('oils'),
        ...empty,
        userId,
        status,
        phone,
        city: 'Multan',
        ...{ subtotal: total, shippingCost: 0, giftWrappingCost: 0, total },
        createdAt: startAt + i * stepMs,
      }),
    db()
      .insert(orderItems)
      .values({ orderId: id, oilId: oil!.id, position: 1, name: oil!.name, volume: 50, price: total }),
    db()
      .insert(orderStatusHistory)
      .values({ orderId: id, status: 'pending', at: startAt + i * stepMs }),
  ]);
  await db().batch(written as [(typeof written)[number], ...typeof written]);
  return ids;
}

/** How many orders of a kind a user has, read through the table. */
export const countOrdersOf = (kind: OrderKindName, userId: string) =>
  db().$count(orders, and(eq(orders.kind, kind), eq(orders.userId, userId)));

/** How many lines an order has. */
export const countLinesOf = (orderId: string) => db().$count(orderItems, eq(orderItems.orderId, orderId));

/** One order's row as the table holds it. */
export const orderRowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
