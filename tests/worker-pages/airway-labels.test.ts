/**
 * The shop's printable labels (GET /api/admin/orders/{id}/airway-bill, GET /api/admin/airway-bills?ids=) where the
 * courier gives no airway bill or cannot be reached: drawn by Astro with the site's ShippingLabels, one a 4 × 6 inch
 * page, each with the order's number, the customer, the cash to collect and the tracking number as a Code 128
 * barcode.
 */
import { beforeAll, expect, it } from 'vitest';
import { airwayBillDesk, fileOf } from '../worker/airway-bill-desk';
import { ADMIN_BOOKINGS } from '#schema/api';
import { code128Modules } from '../../site/components/admin/labels/code128';
import { insertOilsOrders } from '../worker/admin-fixtures';
import { call, request } from '../worker/client';
import { nextCall } from '../worker/courier-stand-ins';

let desk: Awaited<ReturnType<typeof airwayBillDesk>>;

beforeAll(async () => {
  desk = await airwayBillDesk();
});

/** The widths of the barcode's bars, read back from the label's SVG, as the modules they stand for. */
const barsOf = (svg: string) =>
  [...svg.matchAll(/<rect x="(\d+)" y="0" width="(\d+)"/g)].map(([, x, width]) => [Number(x), Number(width)]);
const modulesOf = (bars: number[][]) => {
  const start = bars[0]![0]!;
  const end = bars.at(-1)![0]! + bars.at(-1)![1]!;
  const modules = Array<string>(end - start).fill('0');
  for (const [x, width] of bars) modules.fill('1', x! - start, x! - start + width!);
  return modules.join('');
};

it('labels an oils parcel with the name and street address the owner wrote when booking it, and its city', async () => {
  const [id] = (await insertOilsOrders(desk.shopper.id, 1, Date.now(), 0, 'processing', '03451234567')) as [string];
  const booked = await request(ADMIN_BOOKINGS.book, {
    params: { id },
    body: { courier: 'leopards', deliverTo: { name: 'Hamid Traders', address: 'Shop 14, Hussain Agahi' } },
    token: desk.owner.token,
  });
  expect(booked.status).toBe(201);
  const html = await fileOf(await desk.one(id)).text();
  expect(html).toContain('<div class="name">Hamid Traders</div>');
  expect(html).toContain('Shop 14, Hussain Agahi');
  expect(html).toContain('03451234567');
  expect(html).toContain('<div class="city">Multan</div>');
});

it('prints the shop’s label for a Leopards parcel, with the tracking number as a Code 128 barcode', async () => {
  const order = await desk.bookedOrder('leopards', {
    firstName: 'Sana',
    lastName: 'Iqbal <b>',
    address: 'House 9, Block C',
    landmark: 'Near Mall',
    phone: '03211234567',
  });
  const file = fileOf(await desk.one(order.id, desk.owner.token));
  expect(file.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(file.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
  const html = await file.text();
  expect(html).toMatch(/@page\s*\{\s*size:\s*4in 6in/);
  expect(html.match(/class="label"/g)).toHaveLength(1);
  for (const shown of [order.displayOrderId, 'Sana Iqbal &lt;b&gt;', '03211234567', 'House 9, Block C, Near Mall'])
    expect(html).toContain(shown);
  expect(html).toContain('Karachi');
  expect(html).toContain(`COD Rs ${order.total.toLocaleString('en-PK')}`);
  expect(html).toContain(`aria-label="Barcode ${order.trackingNumber}"`);
  const svg = /<svg[\s\S]*?<\/svg>/.exec(html)![0];
  expect(modulesOf(barsOf(svg))).toBe(code128Modules(order.trackingNumber));
});

it('prints the customer’s other number and delivery notes on the label, for the rider', async () => {
  const order = await desk.bookedOrder('leopards', {
    phone: '03211234567',
    alternatePhone: '03331112222',
    deliveryNotes: 'Call before coming <please>',
  });
  const html = await fileOf(await desk.one(order.id, desk.owner.token)).text();
  expect(html).toContain('03211234567 · 03331112222');
  expect(html).toContain('<div class="notes">Call before coming &lt;please&gt;</div>');
});

it('prints the shop’s labels for a mix of couriers, one a page, in the order asked for', async () => {
  const a = await desk.bookedOrder('postex');
  const b = await desk.bookedOrder('postex');
  const c = await desk.bookedOrder('leopards');
  const html = await fileOf(await desk.many([c.id, a.id, b.id])).text();
  expect(html.match(/class="label"/g)).toHaveLength(3);
  const order = [c, a, b].map((parcel) => html.indexOf(`Barcode ${parcel.trackingNumber}`));
  expect(order).toEqual([...order].sort((x, y) => x - y));
  expect(html).toMatch(/\.label:last-child\s*\{\s*break-after:\s*auto/);
});

it('prints the shop’s label when PostEx cannot be reached', async () => {
  const order = await desk.bookedOrder('postex');
  await nextCall('postex', desk.postex, 'down');
  const fallback = fileOf(await desk.one(order.id));
  expect(fallback.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await fallback.text()).toContain(`Barcode ${order.trackingNumber}`);
});

it('draws labels only for the API: a browser sent to the labels’ own address goes home', async () => {
  const answer = await call('/airway-labels');
  expect(answer.status).toBe(302);
  expect(answer.headers.get('location')).toBe('/home');
});
