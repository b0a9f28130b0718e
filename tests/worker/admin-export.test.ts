import { beforeAll, describe, expect, it } from 'vitest';
import { insertManyOrders, insertOrder, pk } from './admin-fixtures';
import { call, makeUser } from './client';

let admin: Awaited<ReturnType<typeof makeUser>>;
let tricky: { id: string; displayOrderId: string };

const HEADER =
  'Order,Date (PKT),Status,First name,Last name,Email,Phone,Alternate phone,Address,Apartment,City,Country,Product,Format,Quantity,Price,Line total,Subtotal,Shipping,Order total';

beforeAll(async () => {
  admin = await makeUser({ isAdmin: true });
  const shopper = await makeUser();
  tricky = await insertOrder({
    userId: shopper.id,
    createdAt: pk(2025, 3, 14, 15, 5),
    firstName: 'Ayesha "Shanno"',
    lastName: 'Khan',
    alternatePhone: '03217654321',
    address: 'House 5, Street 2',
    apartment: 'Flat 3\nBlock B',
    lines: [
      { productId: 'rawayat', quantity: 2 },
      { productId: 'khas', quantity: 1 },
    ],
  });
  // More orders than one chunk of the stream, on another day.
  await insertManyOrders(shopper.id, 1200, pk(2025, 2, 1), 1000);
});

async function csv(query = '') {
  const response = await call(`/api/orders/export.csv${query}`, { token: admin.token });
  return { response, bytes: new Uint8Array(await response.clone().arrayBuffer()), text: await response.text() };
}

describe('GET /api/orders/export.csv', () => {
  it('is a UTF-8 CSV download that starts with a byte order mark', async () => {
    const { response, bytes, text } = await csv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
  });

  // Phones as 0300-1234567: a bare 03001234567 loses its leading zero when Excel, Sheets or LibreOffice open the file.
  it('writes one row per order line, quoting commas, quotes and line breaks, phones in their local form', async () => {
    const { text } = await csv('?from=2025-03-14&to=2025-03-14');
    const common = `${tricky.displayOrderId},2025-03-14 15:05,pending,"Ayesha ""Shanno""",Khan,ayesha@example.pk,0300-1234567,0321-7654321,"House 5, Street 2","Flat 3\nBlock B",Lahore,Pakistan`;
    expect(text).toBe(
      `\uFEFF${HEADER}\r\n` +
        `${common},Khas,50ml,1,1399,1399,4597,200,4797\r\n` +
        `${common},Rawayat,50ml,2,1599,3198,4597,200,4797\r\n`,
    );
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
    const { text } = await csv('?status=shipped&cursor=1.1');
    expect(text).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('refuses bad filters with the JSON error', async () => {
    const response = await call('/api/orders/export.csv?to=yesterday', { token: admin.token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Please pick dates as YYYY-MM-DD.' });
  });
});
