/**
 * How SQLite reads the console's orders lists: a page from an index in the list's own order, never every perfume
 * order sorted (D1 keeps no statistics, so the plan is the one a million orders get too), and a name the search
 * index knows as a few orders looked up by their seq. The oils list, the same query of the other kind, reads a
 * phone, a tracking number and an order number from the same indexes, and a page in its own order (by number) from
 * orders_kind_number. A tracking number is matched by its key (schema/tracking-key.ts) wherever the shop matches one,
 * each read from the key's index.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import type { OrderKindName } from '#schema/order-kinds';
import type { OrderListQuery } from '#schema/payloads/order-lists';
import { and, eq, sql } from 'drizzle-orm';
import { courierBookings, orders } from '#schema/tables';
import { trackingKeySql } from '#schema/tracking-key';
import { inJson } from '../../worker/db';
import { newestFirst, newestOilsFirst, orderListWhere, type ResolvedSearch } from '../../worker/orders/list-query';
import { noOtherHolder } from '../../worker/orders/tracking-holder';

async function plan(
  filters: Partial<OrderListQuery>,
  search: ResolvedSearch | null = null,
  kind: OrderKindName = 'perfume',
  userId: string | null = null,
) {
  const query = drizzle(env.DB)
    .select()
    .from(orders)
    .where(orderListWhere(filters as OrderListQuery, search, userId, { kind }))
    .orderBy(...(kind === 'oils' ? newestOilsFirst : newestFirst))
    .limit(51)
    .toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
    .bind(...query.params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail).join('\n');
}

describe('the orders list', () => {
  it('reads its first page, a courier or a city newest first from orders_created_at, sorting nothing', async () => {
    for (const filters of [{}, { courier: 'Trax' }, { city: 'Karachi' }, { shippedDaysAgo: 5 }] as const) {
      const read = await plan(filters);
      expect(read, JSON.stringify(filters)).toMatch(/orders_created_at/);
      expect(read, JSON.stringify(filters)).not.toMatch(/TEMP B-TREE|orders_kind_number/);
    }
  });

  it("finds an order by its number in orders_kind_number, and a phone's orders in the phone indexes", async () => {
    expect(await plan({}, { kind: 'order', number: 427 })).toMatch(/orders_kind_number \(kind=\? AND number=\?\)/);
    const phone = await plan({}, { kind: 'phone', phone: '03001234567' });
    expect(phone).toMatch(/orders_phone/);
    expect(phone).toMatch(/orders_alternate_phone/);
  });

  it('reads the few orders the search index found by their seq', async () => {
    const read = await plan({}, { kind: 'contains', text: 'mehreen zafar', among: [3, 1, 2] });
    expect(read).toMatch(/INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(read).not.toMatch(/SCAN orders/);
  });
});

describe('the oils orders list', () => {
  it('reads its first page, its next, a status and cash newest first backwards along orders_kind_number, sorting nothing', async () => {
    for (const filters of [{}, { cursor: '70' }, { status: 'pending' }, { cash: 'with-courier' }] as const) {
      const read = await plan(filters, null, 'oils');
      expect(read, JSON.stringify(filters)).toMatch(/orders_kind_number \(kind=\?/);
      expect(read, JSON.stringify(filters)).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("reads a shopper's own orders from orders_user_seq, not every oils order", async () => {
    const read = await plan({}, null, 'oils', 'u1');
    expect(read).toMatch(/orders_user_seq \(user_id=\?\)/);
    expect(read).not.toMatch(/orders_kind_number/);
  });

  it('finds an order by its number in orders_kind_number, and by its phone or tracking number in their indexes', async () => {
    expect(await plan({}, { kind: 'order', number: 1 }, 'oils')).toMatch(
      /orders_kind_number \(kind=\? AND number=\?\)/,
    );
    const phone = await plan({}, { kind: 'phone', phone: '03001234567' }, 'oils');
    expect(phone).toMatch(/orders_phone/);
    expect(phone).toMatch(/orders_alternate_phone/);
    const tracking = await plan({}, { kind: 'tracking', trackingKey: 'TRX1234' }, 'oils');
    expect(tracking).toMatch(/orders_tracking_key/);
    expect(`${phone}\n${tracking}`).not.toMatch(/orders_kind_number/);
  });

  it("reads a name's few orders by their seq and buyer", async () => {
    const named = await plan({}, { kind: 'contains', text: 'attar', among: [3, 1], buyers: ['u1'] }, 'oils');
    expect(named).toMatch(/INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(named).toMatch(/orders_user_seq/);
    expect(named).not.toMatch(/SCAN orders|orders_kind_number/);
  });
});

describe("a tracking number's key", () => {
  const explain = async (query: { sql: string; params: unknown[] }) => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    return results.map((row) => row.detail).join('\n');
  };
  const db = () => drizzle(env.DB);
  const keyOf = trackingKeySql(orders.trackingNumber);

  it('finds perfume orders by a tracking number from orders_tracking_key', async () => {
    const read = await plan({}, { kind: 'tracking', trackingKey: 'LE12345678' });
    expect(read).toMatch(/orders_tracking_key/);
    expect(read).not.toMatch(/SCAN orders/);
  });

  it('reads the order holding a number, and guards shipping under one, from orders_tracking_key', async () => {
    const holder = db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(keyOf, 'LE12345678'), sql`${orders.courier} = 'Leopards'`))
      .limit(1)
      .toSQL();
    expect(await explain(holder)).toMatch(/orders_tracking_key/);
    const shipping = db()
      .update(orders)
      .set({ status: 'shipped' })
      .where(and(eq(orders.id, 'o1'), noOtherHolder({ courier: 'Leopards', trackingNumber: 'LE-1234-5678' }, 'o1')))
      .toSQL();
    const guarded = await explain(shipping);
    expect(guarded).toMatch(/orders_tracking_key/);
    expect(guarded).not.toMatch(/SCAN holder/);
  });

  it("reads a payment sheet's orders and a courier's bookings by the key's indexes", async () => {
    const sheet = db()
      .select({ id: orders.id })
      .from(orders)
      .where(inJson(keyOf, ['LE12345678', 'PE99887766']))
      .toSQL();
    expect(await explain(sheet)).toMatch(/orders_tracking_key/);
    const booked = db()
      .select({ orderId: courierBookings.orderId })
      .from(courierBookings)
      .where(
        and(eq(courierBookings.courier, 'leopards'), eq(trackingKeySql(courierBookings.trackingNumber), 'LE12345678')),
      )
      .toSQL();
    expect(await explain(booked)).toMatch(/courier_bookings_tracking_key \(courier=\? AND <expr>=\?\)/);
  });
});
