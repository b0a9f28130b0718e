/**
 * PostEx's own system reports a delivered parcel paid without saying how much: the owner on a 360 px phone sees the
 * report on the order's card and in the payout form, where one tap ticks the orders it covers and fills in its
 * reference, and records the payout with what reached the bank.
 */
import { amount } from '#schema/money';
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { connectedCourier, moveParcel, payParcel } from './support/couriers';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { openOrder } from './support/console-orders';

test.use({ viewport: { width: 360, height: 740 } });

test('a payout PostEx reported is recorded from its report in two taps', async ({ page, couriers }) => {
  const account = await connectedCourier(page.request, couriers, 'postex');
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
  try {
    const shopper = await someShopper(page.request);
    const surname = `Paid${Date.now().toString(36)}`;
    const place = () =>
      placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], { firstName: 'Sadia', lastName: surname });
    const [paid, unpaid] = [await place(), await place()];
    const booked: Record<string, string> = {};
    for (const order of [paid, unpaid]) {
      const booking = await page.request.post(`/api/admin/orders/${order._id}/booking`, {
        headers,
        data: { courier: 'postex' },
      });
      expect(booking.status()).toBe(201);
      const trackingNumber = ((await booking.json()) as { booking: { trackingNumber: string } }).booking.trackingNumber;
      booked[order._id] = trackingNumber;
      await moveParcel(account, trackingNumber, '0005');
    }
    const reference = `CPR-${Date.now().toString(36).toUpperCase()}`;
    await payParcel(account, booked[paid._id]!, { reference, amount: paid.totalPrice, date: '2026-11-28' });
    // Twice: the first sync delivers both, the next reads what PostEx paid for them.
    for (let i = 0; i < 2; i++)
      expect((await page.request.post('/api/admin/couriers/sync', { headers, data: {} })).ok()).toBe(true);

    await logInWithToken(page, theOwner().token);
    await page.goto('/orders');
    const filters = page.getByRole('form', { name: 'Filter perfume orders' });
    await filters.getByRole('searchbox', { name: 'Filter' }).fill(surname);
    await filters.getByRole('button', { name: 'Filter Orders' }).click();
    const card = await openOrder(page, paid.displayOrderId);
    await expect(card).toContainText(`PostEx reports it paid under ${reference}: record the payout in Cash.`);

    await page.goto('/orders#cash');
    const cash = page.getByRole('region', { name: 'Couriers’ cash' });
    await cash.getByRole('button', { name: 'Record PostEx payout' }).click();
    const form = cash.getByRole('form', { name: 'PostEx payout' });
    await expect(form).toContainText(`PostEx reports 1 order paid under ${reference}.`);
    // A reference typed otherwise than PostEx reported is pointed out before it is saved so.
    await form.getByRole('textbox', { name: 'PostEx’s payment reference' }).fill(`${reference}9`);
    await expect(form.getByRole('status')).toHaveText(
      `PostEx reports some of the ticked orders paid under ${reference}, not ${reference}9: check the reference before saving.`,
    );
    await form.getByRole('button', { name: `Fill in ${reference}` }).click();
    await expect(form.getByRole('status')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'PostEx’s payment reference' })).toHaveValue(reference);
    await expect(form.getByRole('checkbox', { name: new RegExp(`^${paid.displayOrderId} `) })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: new RegExp(`^${unpaid.displayOrderId} `) })).not.toBeChecked();
    await form.getByRole('spinbutton', { name: 'Amount received (Rs)' }).fill(String(paid.totalPrice - 150));
    await form.getByRole('button', { name: 'Save payout' }).click();

    const payouts = cash.getByRole('list', { name: 'Payouts recorded' });
    await expect(payouts).toContainText(reference);
    await expect(payouts).toContainText(`received ${amount(paid.totalPrice - 150)}`);
  } finally {
    // Other journeys on this worker's shop connect PostEx through the console themselves.
    await page.request.delete('/api/admin/couriers/postex', { headers });
  }
});
