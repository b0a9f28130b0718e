/**
 * A parcel the courier cancelled in its own system (its portal, or a cancel whose answer never came): the sync puts
 * the order back to processing, and its card says why among its notes and in its timeline, in the console's language,
 * on a 360 px phone: the courier cancelled the parcel, to book again.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { connectedCourier, moveParcel, parcelsOf } from './support/couriers';
import { findOrderIn } from './support/console-orders';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';

test.use({ viewport: { width: 360, height: 740 } });

test('the card says the courier cancelled the parcel and the order is back to processing', async ({
  page,
  couriers,
}) => {
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
  const postex = await connectedCourier(page.request, couriers, 'postex');
  try {
    const shopper = await someShopper(page.request);
    const surname = `Mansookh${Date.now().toString(36)}`;
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Nadia',
      lastName: surname,
      city: 'Lahore',
    });
    const booked = await page.request.post(`/api/admin/orders/${order._id}/booking`, {
      headers,
      data: { courier: 'postex' },
    });
    expect(booked.status()).toBe(201);
    const [parcel] = await parcelsOf(postex);
    await moveParcel(postex, parcel!.trackingNumber, 'cancelled');
    expect((await page.request.post('/api/admin/couriers/sync', { headers, data: {} })).ok()).toBe(true);

    await logInWithToken(page, theOwner().token);
    const card = await findOrderIn(page, 'en', surname, order.displayOrderId);
    await expect(card.locator('.status-badge')).toHaveText('Processing');
    const said = 'The courier cancelled the parcel; the order is back to processing, to book again.';
    await expect(card.getByRole('region', { name: `Notes on order ${order.displayOrderId}` })).toContainText(said);
    await expect(card.getByRole('button', { name: 'Book with PostEx' })).toBeVisible();

    const urdu = await findOrderIn(page, 'ur', surname, order.displayOrderId);
    await expect(urdu).toContainText('کورئیر نے پارسل منسوخ کر دیا؛ آرڈر واپس تیاری میں ہے، دوبارہ بُک کرنے کے لیے۔');
  } finally {
    // Other journeys on this worker's shop connect PostEx through the console themselves.
    await page.request.delete('/api/admin/couriers/postex', { headers });
  }
});
