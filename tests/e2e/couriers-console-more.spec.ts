/**
 * More of the couriers in the console on a 360 px phone, against the couriers' stand-ins: the owner's rule for the
 * bottles of a parcel a courier returns, Cancel booking on a booked order's card (asked first, the courier's refusal
 * in its words), and a staff member booking from the cards and the selection as the owner does.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import {
  idOf,
  logInViaApi,
  logInWithToken,
  openAdminConsole,
  registerUser,
  someShopper,
  theOwner,
} from './support/accounts';
import { connectedCourier, moveParcel, parcelsOf, type MerchantAccount } from './support/couriers';
import { openOrder } from './support/console-orders';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

async function asOwner(request: APIRequestContext, method: 'put' | 'post', path: string, data: unknown) {
  const response = await request[method](path, {
    data,
    headers: { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(request)) },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response;
}

// Each test connects PostEx with a merchant account of its own; the worker's other tests find it as they expect, not
// connected.
test.afterEach(async ({ page }) => {
  await page.request.delete('/api/admin/couriers/postex', {
    headers: { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) },
  });
});

async function filterOrders(page: Page, surname: string) {
  await page.goto('/orders#orders');
  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
}

const trackingOf = async (account: MerchantAccount, reference: string) =>
  (await parcelsOf(account)).find((parcel) => parcel.reference === reference && parcel.status !== 'cancelled')!
    .trackingNumber;

test('the owner sets what becomes of a returned parcel’s bottles, and Sync now follows it', async ({
  page,
  couriers,
}) => {
  const account = await connectedCourier(page.request, couriers, 'postex');
  const shopper = await someShopper(page.request);
  const surname = `Kept${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], {
    firstName: 'Rabia',
    lastName: surname,
    city: 'Lahore',
  });
  await asOwner(page.request, 'post', `/api/admin/orders/${order._id}/booking`, { courier: 'postex' });
  try {
    await openAdminConsole(page);
    await page.goto('/orders#couriers');
    const rule = page.getByRole('form', { name: 'Returned parcels' });
    const never = rule.getByRole('radio', { name: /^Never/ });
    await expect(rule.getByRole('radio', { name: /unless the courier says it came back damaged/ })).toBeChecked();
    await never.check();
    await rule.getByRole('button', { name: 'Save' }).click();
    await expect(rule.getByRole('status')).toHaveText('Saved.');
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Returned parcels' }).getByRole('radio', { name: /^Never/ }),
    ).toBeChecked();

    await moveParcel(account, await trackingOf(account, order.displayOrderId), '0006', 'Refused by customer');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByRole('list', { name: 'What the sync did' })).toContainText('1 returned');
    await filterOrders(page, surname);
    const card = await openOrder(page, order.displayOrderId);
    const progress = card.getByRole('region', { name: `Order progress of ${order.displayOrderId}` });
    await expect(progress).toContainText('Returned: Refused at the door');
    await expect(progress).not.toContainText('back in stock');
  } finally {
    // The worker's other tests expect the shop's default.
    await asOwner(page.request, 'put', '/api/admin/settings', { courierRestock: 'unless-damaged' });
  }
});

test('Cancel booking asks first, puts the order back to processing, and shows PostEx’s refusal in its words', async ({
  page,
  couriers,
}) => {
  const account = await connectedCourier(page.request, couriers, 'postex');
  const shopper = await someShopper(page.request);
  const surname = `Cancel${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Usman',
    lastName: surname,
    city: 'Lahore',
  });
  await asOwner(page.request, 'post', `/api/admin/orders/${order._id}/booking`, { courier: 'postex' });
  const first = await trackingOf(account, order.displayOrderId);

  await openAdminConsole(page);
  await filterOrders(page, surname);
  const card = await openOrder(page, order.displayOrderId);
  await expect(card.locator('.status-badge')).toHaveText('Shipped');

  // One tap only asks; Keep booking leaves it booked.
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const asked = card.getByRole('group', { name: `Cancel the PostEx booking of ${order.displayOrderId}?` });
  await expect(asked).toContainText(first);
  expect(await sidewaysOverflow(page)).toBe(0);
  await asked.getByRole('button', { name: 'Keep booking' }).click();
  await expect(asked).toBeHidden();
  expect((await parcelsOf(account)).find((parcel) => parcel.trackingNumber === first)?.status).toBe('0001');

  await card.getByRole('button', { name: 'Cancel booking' }).click();
  await asked.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(card.locator('.status-badge')).toHaveText('Processing');
  await expect(card.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  expect((await parcelsOf(account)).find((parcel) => parcel.trackingNumber === first)?.status).toBe('cancelled');

  // Booked again, and picked up by PostEx before the owner cancels: PostEx says no, and the order stays shipped.
  await card.getByRole('button', { name: 'Book with PostEx' }).click();
  await card.getByRole('button', { name: 'Yes, book with PostEx' }).click();
  await expect(card.locator('.status-badge')).toHaveText('Shipped');
  await moveParcel(account, await trackingOf(account, order.displayOrderId), '0003');
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  await asked.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(card.getByRole('alert')).toContainText('PostEx says: Order cannot be cancelled in its current status');
  await expect(card.locator('.status-badge')).toHaveText('Shipped');
  expect(await sidewaysOverflow(page)).toBe(0);
});

test('a staff member books from an order’s card and from the selection, as the owner does', async ({
  page,
  couriers,
}) => {
  const account = await connectedCourier(page.request, couriers, 'postex');
  const helper = await registerUser(page.request, { username: `Helper ${Date.now().toString(36)}` });
  await page.request.patch(`/api/admin/staff/${idOf(helper)}`, {
    data: { role: 'staff' },
    headers: { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) },
  });
  const shopper = await someShopper(page.request);
  const surname = `Staff${Date.now().toString(36)}`;
  const place = (firstName: string) =>
    placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], { firstName, lastName: surname, city: 'Lahore' });
  const one = await place('Ali');
  const two = await place('Sana');

  await logInWithToken(page, await logInViaApi(page.request, helper));
  await filterOrders(page, surname);
  // The Couriers section stays the owner's.
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Couriers' }),
  ).toHaveCount(0);

  const card = await openOrder(page, one.displayOrderId);
  await card.getByRole('button', { name: 'Book with PostEx' }).click();
  await card.getByRole('button', { name: 'Yes, book with PostEx' }).click();
  await expect(card.locator('.status-badge')).toHaveText('Shipped');
  await expect(card.locator('.shipment')).toContainText(await trackingOf(account, one.displayOrderId));
  await expect(card.getByRole('button', { name: 'Cancel booking' })).toBeVisible();

  await page.getByRole('checkbox', { name: `Select order ${two.displayOrderId}` }).check();
  const bar = page.getByRole('region', { name: 'Selected orders' });
  await bar.getByRole('button', { name: 'Book 1 order with PostEx' }).click();
  await expect(bar).toContainText('Booked 1 of 1 order.');
  await expect(bar.getByRole('list', { name: 'Booking results' })).toContainText(
    `${two.displayOrderId}: booked, tracking number ${await trackingOf(account, two.displayOrderId)}`,
  );
  expect(await sidewaysOverflow(page)).toBe(0);
});
