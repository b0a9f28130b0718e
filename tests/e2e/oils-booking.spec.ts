/**
 * An oils order's card books its parcel with a connected courier as a perfume order's does, once the owner has written
 * who and where it goes from the customer's chat: PostEx gets the order's number, that name and address, city and
 * cash, the card shows the order shipped, and its packing slip is the one a perfume order prints; delivered, its cash
 * is owed by PostEx like a perfume order's.
 */
import { OILS } from '#schema/catalog/oils';
import { amount } from '#schema/money';
import { expect, test } from './support/test';
import { openAdminConsole, registerUser, theOwner } from './support/accounts';
import { connectedCourier, moveParcel, parcelsOf } from './support/couriers';
import { csrfHeaders } from './support/csrf';
import { findOilsOrder, openOrder } from './support/console-orders';
import { placeOilsOrderViaApi } from './support/orders';

test('the owner books an oils order with PostEx from its card', async ({ page, couriers }) => {
  const account = await connectedCourier(page.request, couriers, 'postex');
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
  const trader = await registerUser(page.request, { username: `Trader${Date.now().toString(36)}` });
  const order = await placeOilsOrderViaApi(page.request, trader.token, OILS[0]!, 100);

  try {
    // The print dialog would take the slips away as it closes: the test reads them instead.
    await page.addInitScript(() => (window.print = () => {}));
    await openAdminConsole(page);
    const filters = page.getByRole('form', { name: 'Filter oils orders' });
    await filters.getByRole('searchbox', { name: 'Find an oils order' }).fill(trader.username);
    await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
    const card = await openOrder(page, order.displayOrderId, 'Oils order');
    // Its page asked only a phone and a city: the owner writes who and where from the customer's chat first.
    const booking = card.getByRole('form', { name: /with a courier$/ });
    await expect(booking.getByRole('textbox', { name: 'Name on the parcel' })).toHaveValue(trader.username);
    await booking.getByRole('button', { name: 'Book with PostEx' }).click();
    await expect(booking.getByRole('button', { name: 'Yes, book with PostEx' })).toHaveCount(0);
    await booking.getByRole('textbox', { name: 'Name on the parcel' }).fill('Hamid Traders');
    await booking.getByRole('textbox', { name: 'Street address' }).fill('Shop 14, Hussain Agahi Bazaar');
    await booking.getByRole('button', { name: 'Book with PostEx' }).click();
    await card.getByRole('button', { name: 'Yes, book with PostEx' }).click();
    await expect(card.locator('.status-badge')).toHaveText('Shipped');
    await expect(card.getByRole('form', { name: /with a courier$/ })).toHaveCount(0);
    const [parcel] = await parcelsOf(account);
    expect(parcel).toMatchObject({ reference: order.displayOrderId, city: 'Multan', codAmount: order.totalPrice });
    expect(parcel!.fields).toMatchObject({
      customerName: 'Hamid Traders',
      deliveryAddress: 'Shop 14, Hussain Agahi Bazaar',
    });
    await expect(card.getByText('Hamid Traders, Shop 14, Hussain Agahi Bazaar', { exact: true })).toBeVisible();
    // The card says who carries it and its tracking number, as a perfume order's does.
    await expect(card.getByText(parcel!.trackingNumber, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Track on PostEx' })).toBeVisible();

    // Its packing slip names who and where, the city and phone, the oil at its volume and the cash to collect.
    await card.getByRole('button', { name: 'Print packing slip' }).click();
    await page.emulateMedia({ media: 'print' });
    const slip = page.getByRole('article', { name: `Packing slip for order ${order.displayOrderId}` });
    await expect(slip).toContainText('Hamid Traders');
    await expect(slip).toContainText('Shop 14, Hussain Agahi Bazaar');
    await expect(slip).toContainText('Multan');
    await expect(slip).toContainText('Phone: 0300-1234567');
    await expect(slip).toContainText(`${OILS[0]!.name}100 ml`);
    await expect(slip).toContainText(`Cash to collect ${amount(order.totalPrice)}`);
    await page.emulateMedia({ media: 'screen' });

    // PostEx delivers it and holds its cash, as for a perfume order: the payout form lists it with the rest.
    await moveParcel(account, parcel!.trackingNumber, '0005');
    expect((await page.request.post('/api/admin/couriers/sync', { headers, data: {} })).ok()).toBe(true);
    // The console read the couriers' cash when it opened: opened again, it reads it as the sync left it.
    await page.goto('/orders#cash');
    await page.reload();
    const cash = page.getByRole('region', { name: 'Couriers’ cash' });
    await cash.getByRole('button', { name: 'Record PostEx payout' }).click();
    const payout = cash.getByRole('form', { name: 'PostEx payout' });
    await expect(payout.getByRole('checkbox', { name: new RegExp(`^${order.displayOrderId} `) })).toBeChecked();
  } finally {
    // Other journeys on this worker's shop connect PostEx through the console themselves.
    await page.request.delete('/api/admin/couriers/postex', { headers });
  }
});

test("an oils order's card follows what PostEx says of its parcel and offers to cancel the booking, as a perfume order's does", async ({
  page,
  couriers,
}) => {
  const account = await connectedCourier(page.request, couriers, 'postex');
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
  const trader = await registerUser(page.request, { username: `Rider${Date.now().toString(36)}` });
  const order = await placeOilsOrderViaApi(page.request, trader.token, OILS[0]!, 100);

  try {
    const booked = await page.request.post(`/api/admin/orders/${order._id}/booking`, {
      headers,
      data: { courier: 'postex', deliverTo: { name: trader.username, address: 'Shop 3, Liberty Market' } },
    });
    expect(booked.status()).toBe(201);
    const [parcel] = await parcelsOf(account);
    await moveParcel(account, parcel!.trackingNumber, '0013', 'Customer not available');
    expect((await page.request.post('/api/admin/couriers/sync', { headers, data: {} })).ok()).toBe(true);

    await openAdminConsole(page);
    const card = await findOilsOrder(page, trader.username, order.displayOrderId);
    await expect(card.getByText(/^Latest from PostEx: .*Attempt Made/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  } finally {
    // Other journeys on this worker's shop connect PostEx through the console themselves.
    await page.request.delete('/api/admin/couriers/postex', { headers });
  }
});
