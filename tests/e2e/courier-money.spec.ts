/**
 * The owner on a 360 px phone follows the couriers' money: the orders list narrowed to one courier's parcels in one
 * city whose cash it still holds, or shipped a while ago; and a courier's payment sheet brought in, its short-paid
 * row shown apart before the rows paid right are recorded.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openAdminConsole, someShopper } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { orderRow, orderRows } from './support/console-orders';
import { requestsSent } from './support/requests-sent';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 780 } });

async function moveOrder(request: APIRequestContext, token: string, id: string, body: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(request)) };
  const response = await request.patch(`/api/orders/${id}/status`, { headers, data: body });
  if (!response.ok()) throw new Error(`Moving ${id} answered ${response.status()}`);
}

/** Ships the order with `courier` under a tracking number of its own, and delivers it unless told not to. */
async function sent(request: APIRequestContext, token: string, id: string, courier: string, deliver: boolean) {
  const trackingNumber = `T${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
  await moveOrder(request, token, id, { status: 'processing' });
  await moveOrder(request, token, id, { status: 'shipped', courier, trackingNumber });
  if (deliver) await moveOrder(request, token, id, { status: 'delivered' });
  return trackingNumber;
}

const scrollsSideways = (page: Page) => sidewaysOverflow(page).then((px) => px > 0);

test("the orders list narrows to one courier's parcels in one city whose cash it holds", async ({ page }) => {
  test.slow();
  const admin = await openAdminConsole(page);
  const shopper = await someShopper(page.request);
  const surname = `Cash${Date.now().toString(36)}`;
  const place = (city: string) =>
    placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], { firstName: 'Zara', lastName: surname, city });
  const held = await place('Karachi');
  await sent(page.request, admin.token, held._id, 'TCS', true);
  const onTheRoad = await place('Karachi');
  await sent(page.request, admin.token, onTheRoad._id, 'TCS', false);
  const lahore = await place('Lahore');
  await sent(page.request, admin.token, lahore._id, 'TCS', true);
  await place('Karachi');

  await page.reload();
  const filters = page.getByRole('form', { name: 'Filter perfume orders' });
  await filters.getByRole('searchbox', { name: 'Filter' }).fill(surname);
  await filters.getByRole('button', { name: 'More filters' }).click();
  await filters.getByRole('combobox', { name: 'Courier' }).selectOption('TCS');
  await filters.getByRole('combobox', { name: 'City' }).fill('karachi');
  await filters.getByRole('combobox', { name: 'Cash' }).selectOption('with-courier');
  expect(await scrollsSideways(page)).toBe(false);
  await filters.getByRole('button', { name: 'Filter Orders' }).click();
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRow(page, held.displayOrderId)).toBeVisible();

  // Shipped more than 0 days ago and still shipped: the Karachi parcel on the road.
  await filters.getByRole('combobox', { name: 'Cash' }).selectOption('');
  await filters.getByRole('combobox', { name: 'Status' }).selectOption('shipped');
  await filters.getByRole('spinbutton', { name: 'Shipped more than (days ago)' }).fill('0');
  await filters.getByRole('button', { name: 'Filter Orders' }).click();
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRow(page, onTheRoad.displayOrderId)).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test("a courier's payment sheet shows its short-paid row apart and records the rows paid right", async ({ page }) => {
  test.slow();
  const admin = await openAdminConsole(page);
  const shopper = await someShopper(page.request);
  const surname = `Sheet${Date.now().toString(36)}`;
  const rows = [];
  for (const productId of ['rawayat', 'deodar', 'rawayat']) {
    const order = await placeOrderViaApi(page.request, shopper.token, [[productId, 1]], {
      firstName: 'Omar',
      lastName: surname,
    });
    rows.push({ order, trackingNumber: await sent(page.request, admin.token, order._id, 'PostEx', true) });
  }
  const [right, short, back] = rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
  // The third parcel came back to the shop, yet the sheet pays for it.
  const returned = { status: 'returned', returnReason: 'customer-return', restock: true };
  await moveOrder(page.request, admin.token, back.order._id, returned);
  const reference = `CPR-${Date.now()}`;
  const csv =
    '\uFEFFTracking Number,COD Amount,Delivery Charges,Net Amount,CPR Number\r\n' +
    `${right.trackingNumber},${right.order.totalPrice},180,${right.order.totalPrice - 180},${reference}\r\n` +
    `${short.trackingNumber},${short.order.totalPrice},180,${short.order.totalPrice - 480},${reference}\r\n` +
    `${back.trackingNumber},${back.order.totalPrice},180,${back.order.totalPrice - 180},${reference}\r\n`;

  await page.reload();
  const cash = page.getByRole('region', { name: 'Couriers’ cash' });
  await cash.getByRole('button', { name: 'Bring in a payment sheet' }).click();
  const form = cash.getByRole('form', { name: 'Payment sheet' });
  await form.getByRole('combobox', { name: 'Courier' }).selectOption('PostEx');
  await form
    .getByLabel('Payment sheet (CSV)')
    .setInputFiles({ name: 'postex.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await form.getByRole('button', { name: 'Check the sheet' }).click();
  await expect(form).toContainText('1 paid as expected');
  const mismatched = form.getByRole('list', { name: 'Not matching' });
  await expect(mismatched).toContainText(short.order.displayOrderId);
  await expect(mismatched).toContainText('paid a different amount');
  await expect(mismatched.getByRole('listitem').filter({ hasText: back.order.displayOrderId })).toContainText(
    'came back to the shop: not delivered',
  );
  expect(await scrollsSideways(page)).toBe(false);

  await form.getByRole('button', { name: 'Record 1 paid parcel' }).click();
  const payouts = cash.getByRole('list', { name: 'Payouts recorded' });
  await expect(payouts).toContainText(reference);
  expect(await scrollsSideways(page)).toBe(false);

  // Recorded by mistake: Undo asks first; Keep keeps it, and yes puts its order's cash back with PostEx.
  const cashOf = async () => {
    const answer = await page.request.get(`/api/orders/${right.order._id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    return ((await answer.json()) as { order: { cash: string } }).order.cash;
  };
  expect(await cashOf()).toBe('remitted');
  const payout = payouts.getByRole('listitem').filter({ hasText: reference });
  await payout.getByRole('button', { name: `Undo ${reference}` }).click();
  const ask = payout.getByRole('group', { name: `Undo the payout ${reference}?` });
  await expect(ask).toContainText('The cash of its 1 order is with the courier again');
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toHaveCount(0);
  expect(await cashOf()).toBe('remitted');
  await payout.getByRole('button', { name: `Undo ${reference}` }).click();
  // A double tap undoes it once: the second tap finds the button waiting, not a payout already undone.
  const undos = requestsSent(page, 'DELETE', '/api/admin/remittances/');
  await ask.getByRole('button', { name: 'Yes, undo it' }).dblclick();
  await expect(payouts.getByRole('listitem').filter({ hasText: reference })).toHaveCount(0);
  await expect(cash.getByRole('alert')).toHaveCount(0);
  expect(undos).toHaveLength(1);
  expect(await cashOf()).toBe('with-courier');
  await expect(cash.getByRole('list', { name: 'Still owed by courier' })).toContainText('PostEx');
  expect(await scrollsSideways(page)).toBe(false);
});
