/**
 * Airway bills (GET /api/admin/orders/{id}/airway-bill, GET /api/admin/airway-bills?ids=): PostEx's own PDF for
 * parcels booked with it, and who may ask for which. The shop's own labels, which Astro draws, are tested with the
 * Worker that has Astro's pages (tests/worker-pages/airway-labels.test.ts).
 */
import { beforeAll, expect, it } from 'vitest';
import { airwayBillDesk, fileOf } from './airway-bill-desk';
import { insertOrder } from './admin-fixtures';

let desk: Awaited<ReturnType<typeof airwayBillDesk>>;

beforeAll(async () => {
  desk = await airwayBillDesk();
});

it('answers PostEx’s own airway bill as a PDF', async () => {
  const order = await desk.bookedOrder('postex');
  const answer = await desk.one(order.id);
  expect(answer.status).toBe(200);
  const file = fileOf(answer);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect((await file.text()).startsWith('%PDF')).toBe(true);
});

it('prints many PostEx parcels as one PostEx PDF', async () => {
  const a = await desk.bookedOrder('postex');
  const b = await desk.bookedOrder('postex');
  const pdf = fileOf(await desk.many([a.id, b.id]));
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  await pdf.body?.cancel();
});

it('refuses orders with no tracking number, unknown orders, shoppers and an empty list', async () => {
  const waiting = await insertOrder({ userId: desk.shopper.id, status: 'processing' });
  const booked = await desk.bookedOrder('leopards');
  expect(await desk.one(waiting.id)).toMatchObject({ status: 409, body: { code: 'no_tracking_number' } });
  expect(await desk.many([booked.id, waiting.id])).toMatchObject({ status: 409, body: { code: 'no_tracking_number' } });
  expect((await desk.one('no-such-order')).status).toBe(404);
  expect((await desk.one(booked.id, desk.shopper.token)).status).toBe(403);
  expect(await desk.many([])).toMatchObject({ status: 400, body: { field: 'ids' } });
});
