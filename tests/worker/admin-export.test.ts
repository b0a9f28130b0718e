import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { insertManyOrders, insertOrder, pk } from './admin-fixtures';
import { ORDERS } from '#schema/api';
import { call, makeUser, request } from './client';

let admin: Awaited<ReturnType<typeof makeUser>>;
let tricky: { id: string; displayOrderId: string };
let longName: { id: string; displayOrderId: string };
const LONG_NAME = ['Muhammad Abdul Rehman Saleem', 'Chaudhry Niazi Qureshi Siddiqui'] as const;

const HEADER =
  'Order,Date (PKT),Status,COD confirmation,Courier,Tracking number,First name,Last name,Email,Phone,Alternate phone,Address,Apartment,City,Province,Landmark,Delivery notes,Country,Product,Format,Quantity,Price,Line total,Subtotal,Shipping,Order total,Cash,Payout reference,Return reason';

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  const shopper = await makeUser();
  tricky = await insertOrder({
    userId: shopper.id,
    createdAt: pk(2025, 3, 14, 15, 5),
    firstName: 'Ayesha "Shanno"',
    lastName: 'Khan',
    alternatePhone: '03217654321',
    address: 'House 5, Street 2',
    apartment: 'Flat 3\nBlock B',
    province: 'Punjab',
    landmark: 'Opposite the Jamia Masjid',
    deliveryNotes: 'Call first, then ring twice',
    lines: [
      { productId: 'rawayat', quantity: 2 },
      { productId: 'khas', quantity: 1 },
    ],
  });
  longName = await insertOrder({
    userId: shopper.id,
    createdAt: pk(2025, 4, 1),
    firstName: LONG_NAME[0],
    lastName: LONG_NAME[1],
  });
  // More orders than one chunk of the stream, on another day.
  await insertManyOrders(shopper.id, 1200, pk(2025, 2, 1), 1000);
});

async function csv(query = '') {
  const response = await call(`/api/orders/export.csv${query}`, { token: admin.token });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Response.text() drops a leading byte order mark; the test reads the file as a spreadsheet would, mark included.
  return { response, bytes, text: new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes) };
}

describe('GET /api/orders/export.csv', () => {
  it('is a UTF-8 CSV download that starts with a byte order mark', async () => {
    const { response, bytes, text } = await csv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
  });

  // Phones as 0300-1234567: a bare 03001234567 loses its leading zero when Excel, Sheets or LibreOffice open the file.
  it('writes one row per order line, quoting commas, quotes and line breaks, phones in their local form', async () => {
    const { text } = await csv('?from=2025-03-14&to=2025-03-14');
    const common = `${tricky.displayOrderId},2025-03-14 15:05,pending,Not contacted,,,"Ayesha ""Shanno""",Khan,ayesha@example.pk,0300-1234567,0321-7654321,"House 5, Street 2","Flat 3\nBlock B",Lahore,Punjab,Opposite the Jamia Masjid,"Call first, then ring twice",Pakistan`;
    expect(text).toBe(
      `\uFEFF${HEADER}\r\n` +
        `${common},Khas,50ml,1,1399,1399,4597,200,4797,No cash collected,,\r\n` +
        `${common},Rawayat,50ml,2,1599,3198,4597,200,4797,No cash collected,,\r\n`,
    );
  });

  it('carries the COD confirmation, the courier and the tracking number the console recorded', async () => {
    const { id, displayOrderId } = await insertOrder({
      userId: admin.id,
      createdAt: pk(2025, 5, 2),
      status: 'processing',
    });
    const confirmed = await request(ORDERS.changeConfirmation, {
      params: { id },
      body: { confirmation: 'confirmed' },
      token: admin.token,
    });
    expect(confirmed.status).toBe(200);
    const shipped = await request(ORDERS.changeStatus, {
      params: { id },
      body: { status: 'shipped', courier: 'Leopards', trackingNumber: 'LE7531902' },
      token: admin.token,
    });
    expect(shipped.status).toBe(200);
    const rows = (await csv('?from=2025-05-02&to=2025-05-02')).text.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(new RegExp(`^${displayOrderId},2025-05-02 12:00,shipped,Confirmed,Leopards,LE7531902,`));
  });

  it('writes a tracking number of digits so a spreadsheet keeps it whole, not as 9.68623E+13', async () => {
    const { id, displayOrderId } = await insertOrder({
      userId: admin.id,
      createdAt: pk(2025, 5, 3),
      status: 'processing',
    });
    const shipped = await request(ORDERS.changeStatus, {
      params: { id },
      body: { status: 'shipped', courier: 'PostEx', trackingNumber: '96862300012345' },
      token: admin.token,
    });
    expect(shipped.status).toBe(200);
    const rows = (await csv('?from=2025-05-03&to=2025-05-03')).text.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`${displayOrderId},2025-05-03 12:00,shipped,`);
    expect(rows[0]).toContain(`,PostEx,"=""96862300012345""",`);
  });

  it('exports every filtered order, across many chunks, once each', async () => {
    const { text } = await csv('?q=Bulk');
    const rows = text.slice(1).split('\r\n').filter(Boolean);
    expect(rows[0]).toBe(HEADER);
    const orderIds = rows.slice(1).map((row) => row.split(',')[0]);
    expect(orderIds).toHaveLength(1200);
    expect(new Set(orderIds).size).toBe(1200);
  });

  it('applies the filters and ignores a paging cursor', async () => {
    // cursor=1.1 is a page after every order: a list would be empty, the export still has the day's order.
    const rows = (await csv('?from=2025-03-14&to=2025-03-14&cursor=1.1')).text.split('\r\n').filter(Boolean);
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual([tricky.displayOrderId, tricky.displayOrderId]);
    expect((await csv('?status=delivered')).text).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it.each([
    ['?to=yesterday', 'Please pick dates as YYYY-MM-DD.'],
    ['?from=1999-01-01', 'Please pick a real date.'],
    [`?q=${'x'.repeat(101)}`, 'Please search with at most 100 characters.'],
  ])('refuses %s with the JSON error and no file', async (query, message) => {
    const response = await call(`/api/orders/export.csv${query}`, { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toMatchObject({ success: false, message });
  });

  it('exports what a long filter text finds', async () => {
    const { response, text } = await csv(`?q=${encodeURIComponent(LONG_NAME.join(' '))}`);
    expect(response.status).toBe(200);
    const rows = text.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(
      new RegExp(
        `^${longName.displayOrderId},2025-04-01 12:00,pending,Not contacted,,,${LONG_NAME[0]},${LONG_NAME[1]},`,
      ),
    );
    const none = await csv(`?q=${'x'.repeat(100)}`);
    expect(none.response.status).toBe(200);
    expect(none.text).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('answers the JSON error, and no file, when the orders cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.DB.exec('ALTER TABLE order_items RENAME TO order_items_away');
    try {
      const response = await call('/api/orders/export.csv', { token: admin.token });
      expect(response.status).toBe(500);
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(await response.json()).toMatchObject({
        success: false,
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await env.DB.exec('ALTER TABLE order_items_away RENAME TO order_items');
      logged.mockRestore();
    }
  });
});
