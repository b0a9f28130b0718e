/**
 * Airway bills (GET /api/admin/orders/{id}/airway-bill, GET /api/admin/airway-bills?ids=): PostEx's own PDF for
 * parcels booked with it, else the shop's printable labels, one a 4 × 6 inch page, each with the order's number, the
 * customer, the cash to collect and the tracking number as a Code 128 barcode.
 */
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_BOOKINGS } from '#schema/api';
import { code128Modules } from '../../worker/couriers/code128';
import { insertOilsOrders, insertOrder, type OrderFixture } from './admin-fixtures';
import { makeUser, request } from './client';
import { connectedAccount, nextCall, type MerchantAccount } from './courier-stand-ins';

let owner: Awaited<ReturnType<typeof makeUser>>;
let staff: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
let postex: MerchantAccount;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  staff = await makeUser({ role: 'staff', username: 'Bilal' });
  shopper = await makeUser();
  postex = await connectedAccount('postex', owner.token);
  await connectedAccount('leopards', owner.token);
});

async function bookedOrder(courier: 'postex' | 'leopards', fixture: Partial<OrderFixture> = {}) {
  const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi', ...fixture });
  const booked = await request(ADMIN_BOOKINGS.book, {
    params: { id: order.id },
    body: { courier },
    token: owner.token,
  });
  expect(booked.status).toBe(201);
  return { ...order, trackingNumber: booked.body.booking.trackingNumber, total: booked.body.order.totalPrice };
}

const one = (id: string, token = staff.token) => request(ADMIN_BOOKINGS.airwayBill, { params: { id }, token });
const many = (ids: string[], token = staff.token) =>
  request(ADMIN_BOOKINGS.airwayBills, { query: `ids=${ids.join(',')}`, token });

const fileOf = (answer: { body: unknown }) => answer.body as Response;

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

it('labels an oils parcel with the shopper’s account name and city, which is all its order has', async () => {
  const [id] = (await insertOilsOrders(shopper.id, 1, Date.now(), 0, 'processing', '03451234567')) as [string];
  const booked = await request(ADMIN_BOOKINGS.book, {
    params: { id },
    body: { courier: 'leopards' },
    token: owner.token,
  });
  expect(booked.status).toBe(201);
  const html = await fileOf(await one(id)).text();
  expect(html).toContain(`<div class="name">${shopper.username}</div>`);
  expect(html).toContain('03451234567');
  expect(html).toContain('<div class="city">Multan</div>');
});

it('answers PostEx’s own airway bill as a PDF', async () => {
  const order = await bookedOrder('postex');
  const answer = await one(order.id);
  expect(answer.status).toBe(200);
  const file = fileOf(answer);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect((await file.text()).startsWith('%PDF')).toBe(true);
});

it('prints the shop’s label for a Leopards parcel, with the tracking number as a Code 128 barcode', async () => {
  const order = await bookedOrder('leopards', {
    firstName: 'Sana',
    lastName: 'Iqbal <b>',
    address: 'House 9, Block C',
    landmark: 'Near Mall',
    phone: '03211234567',
  });
  const file = fileOf(await one(order.id, owner.token));
  expect(file.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(file.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
  const html = await file.text();
  expect(html).toContain('@page { size: 4in 6in;');
  expect(html.match(/class="label"/g)).toHaveLength(1);
  for (const shown of [order.displayOrderId, 'Sana Iqbal &lt;b&gt;', '03211234567', 'House 9, Block C, Near Mall'])
    expect(html).toContain(shown);
  expect(html).toContain('Karachi');
  expect(html).toContain(`COD Rs ${order.total.toLocaleString('en-PK')}`);
  expect(html).toContain(`aria-label="Barcode ${order.trackingNumber}"`);
  const svg = /<svg[\s\S]*?<\/svg>/.exec(html)![0];
  expect(modulesOf(barsOf(svg))).toBe(code128Modules(order.trackingNumber));
});

it('prints many at once: one PostEx PDF for PostEx parcels, the shop’s labels in the order asked for a mix', async () => {
  const a = await bookedOrder('postex');
  const b = await bookedOrder('postex');
  const c = await bookedOrder('leopards');
  const pdf = fileOf(await many([a.id, b.id]));
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  await pdf.body?.cancel();

  const html = await fileOf(await many([c.id, a.id, b.id])).text();
  expect(html.match(/class="label"/g)).toHaveLength(3);
  const order = [c, a, b].map((parcel) => html.indexOf(`Barcode ${parcel.trackingNumber}`));
  expect(order).toEqual([...order].sort((x, y) => x - y));
  expect(html).toContain('.label:last-child { break-after: auto;');
});

it('prints the shop’s label when PostEx cannot be reached', async () => {
  const order = await bookedOrder('postex');
  await nextCall('postex', postex, 'down');
  const fallback = fileOf(await one(order.id));
  expect(fallback.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await fallback.text()).toContain(`Barcode ${order.trackingNumber}`);
});

it('refuses orders with no tracking number, unknown orders, shoppers and an empty list', async () => {
  const waiting = await insertOrder({ userId: shopper.id, status: 'processing' });
  const booked = await bookedOrder('leopards');
  expect(await one(waiting.id)).toMatchObject({ status: 409, body: { code: 'no_tracking_number' } });
  expect(await many([booked.id, waiting.id])).toMatchObject({ status: 409, body: { code: 'no_tracking_number' } });
  expect((await one('no-such-order')).status).toBe(404);
  expect((await one(booked.id, shopper.token)).status).toBe(403);
  expect(await many([])).toMatchObject({ status: 400, body: { field: 'ids' } });
});
