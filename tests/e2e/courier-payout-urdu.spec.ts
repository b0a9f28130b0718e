/**
 * A payout the courier's own payment report recorded, read in the Urdu console on a 360 px phone: Leopards delivers
 * a parcel and pays for it, the sync records the payout, and the Cash section says the courier recorded it in Urdu.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { connectedCourier, moveParcel, payParcel } from './support/couriers';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { latinWordsIn } from './support/urdu';

test.use({ viewport: { width: 360, height: 740 } });

test('a payout Leopards reported is listed in Urdu as recorded by the courier', async ({ page, couriers }) => {
  const owner = theOwner();
  const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
  const account = await connectedCourier(page.request, couriers, 'leopards');
  try {
    const shopper = await someShopper(page.request);
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Rehana',
      lastName: 'Paid',
      city: 'Lahore',
    });
    const booked = await page.request.post(`/api/admin/orders/${order._id}/booking`, {
      headers,
      data: { courier: 'leopards' },
    });
    expect(booked.status()).toBe(201);
    const { trackingNumber } = ((await booked.json()) as { order: { trackingNumber: string } }).order;
    const reference = `CHQ${Date.now().toString(36).toUpperCase()}`;
    await moveParcel(account, trackingNumber, 'Delivered');
    await payParcel(account, trackingNumber, { reference, amount: order.totalPrice - 150, date: '2026-11-20' });
    expect((await page.request.post('/api/admin/couriers/sync', { headers, data: {} })).ok()).toBe(true);

    await logInWithToken(page, owner.token);
    await page.goto('/ur/orders#cash');
    const payout = page
      .getByRole('list', { name: 'درج ادائیگیاں' })
      .getByRole('listitem')
      .filter({ hasText: reference });
    await expect(payout).toContainText('کورئیر (');
    await expect(payout).not.toContainText('Courier');
    expect(await latinWordsIn(payout, ['Leopards', reference])).toEqual([]);
  } finally {
    // Other journeys on this worker's shop connect Leopards through the console themselves.
    await page.request.delete('/api/admin/couriers/leopards', { headers });
  }
});
