/**
 * Airway bills for booked orders, one or many in one print: the courier's own PDF where it gives one for all of
 * them at once (PostEx, up to its limit), else the shop's labels, drawn by Astro with the site's ShippingLabels
 * (at LABELS_PAGE). Any order with a tracking number has
 * a label, a hand-typed one too; a courier that refuses or cannot be reached gets the shop's labels rather than
 * leaving the parcels unprinted, since the rider scans the same tracking number on either.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { COURIER_OF_API, isCourierApiId } from '#schema/courier-apis';
import { orderDisplayNumber } from '#schema/display-number';
import { courierBookings, orders, users } from '#schema/tables';
import { LABELS_PAGE, type ShippingLabel } from '#schema/pages/on-demand';
import type { Db } from '../db';
import type { AppEnv, Env } from '../env';
import { ApiError } from '../http/errors';
import { ORDER_NOT_FOUND } from '../orders/lifecycle';
import { recipientOf, riderNotesOf } from './booking';
import { CourierRefused, CourierUnreachable } from './courier';
import { connectedCourier } from './connections';

type Row = typeof orders.$inferSelect;

/** The courier's PDF for these orders, or null when it gives none for them together. */
async function courierPdf(db: Db, env: Env, rows: Row[]): Promise<Response | null> {
  const ids = rows.map((row) => row.id);
  const booked = await db
    .select({ orderId: courierBookings.orderId, courier: courierBookings.courier })
    .from(courierBookings)
    .where(and(inArray(courierBookings.orderId, ids), eq(courierBookings.state, 'booked')));
  const couriers = new Set(booked.map((row) => row.courier));
  const [courier] = couriers;
  if (booked.length !== rows.length || couriers.size !== 1 || !courier || !isCourierApiId(courier)) return null;
  // The order's own number: a booking's is the same unless the shop retyped it by hand, and the label prints it.
  if (rows.some((row) => row.courier !== COURIER_OF_API[courier])) return null;
  try {
    const { adapter } = await connectedCourier(db, env, courier);
    return await adapter.airwayBill(rows.map((row) => row.trackingNumber!));
  } catch (err) {
    if (err instanceof ApiError || err instanceof CourierRefused || err instanceof CourierUnreachable) return null;
    throw err;
  }
}

/** The shop's labels, drawn by Astro: a page of their own, which may be printed from a frame of the console's. */
async function labelsPage(c: Context<AppEnv>, labels: ShippingLabel[], name: string): Promise<Response> {
  if (!c.var.draw)
    throw new Error('This Worker draws no pages: the labels are drawn by the one `astro build` bundles.');
  const drawn = await c.var.draw(c, { kind: 'labels', labels }, LABELS_PAGE);
  const page = new Response(drawn.body, drawn);
  // Saved as a file where the browser keeps the console from opening a tab: its encoding goes with it.
  page.headers.set('content-type', 'text/html; charset=utf-8');
  page.headers.set('content-disposition', `inline; filename="labels-${name}.html"`);
  // Its own policy, which the API's does not replace: styles only (the page's own, which its <meta> names too).
  page.headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
  return page;
}

export async function airwayBills(c: Context<AppEnv>, ids: string[]): Promise<Response> {
  const db = c.var.db;
  const unique = [...new Set(ids)];
  const found = await db
    .select({ order: orders, username: users.username })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, unique));
  const printable = unique.flatMap((id) => found.filter((row) => row.order.id === id).map((row) => row.order));
  if (printable.length !== unique.length) throw new ApiError(404, ORDER_NOT_FOUND, { code: 'not_found' });
  const usernameOf = (row: Row) => found.find((each) => each.order.id === row.id)?.username ?? '';
  const unbooked = printable.filter((row) => !row.trackingNumber);
  if (unbooked.length > 0) {
    const numbers = unbooked.map((row) => orderDisplayNumber(row)).join(', ');
    throw new ApiError(409, `${numbers} has no tracking number yet: book or ship it first.`, {
      code: 'no_tracking_number',
    });
  }
  const name = printable.length === 1 ? orderDisplayNumber(printable[0]!) : `${printable.length}-parcels`;

  const pdf = await courierPdf(db, c.env, printable);
  if (pdf)
    return new Response(pdf.body, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="airway-bills-${name}.pdf"`,
      },
    });

  return labelsPage(
    c,
    printable.map((row) => ({
      displayOrderId: orderDisplayNumber(row),
      courier: row.courier,
      trackingNumber: row.trackingNumber!,
      ...recipientOf(row, usernameOf(row)),
      phone: row.phone,
      city: row.city,
      codAmount: row.total,
      ...riderNotesOf(row),
    })),
    name,
  );
}
