/**
 * A courier booking cancelled from the Urdu console, on a 360 px phone: the order's notes and timeline say which
 * booking ended in Urdu (the courier's name and the tracking number as they are), where they said it in English.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { connectedCourier, parcelsOf } from './support/couriers';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

test('the Urdu console says in Urdu which PostEx booking was cancelled, in the notes and the timeline', async ({
  page,
  couriers,
}) => {
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
  const account = await connectedCourier(page.request, couriers, 'postex');
  try {
    const shopper = await someShopper(page.request);
    const surname = `Mansookh${Date.now().toString(36)}`;
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Usman',
      lastName: surname,
      city: 'Lahore',
    });
    const booked = await page.request.post(`/api/admin/orders/${order._id}/booking`, {
      headers,
      data: { courier: 'postex' },
    });
    expect(booked.ok()).toBe(true);
    const [parcel] = (await parcelsOf(account)).filter((one) => one.reference === order.displayOrderId);

    await logInWithToken(page, theOwner().token);
    await page.goto('/ur/orders#orders');
    await page.getByRole('searchbox', { name: 'چھانٹیں' }).fill(surname);
    await page.getByRole('button', { name: 'آرڈرز چھانٹیں' }).click();
    await page.getByRole('button', { name: new RegExp(`^آرڈر ${order.displayOrderId}`) }).click();
    const card = page.getByRole('article', { name: `آرڈر ${order.displayOrderId}` });
    await card.getByRole('button', { name: 'بکنگ منسوخ کریں' }).click();
    await card.getByRole('button', { name: 'جی ہاں، بکنگ منسوخ کریں' }).click();
    await expect(card.getByRole('button', { name: 'بکنگ منسوخ کریں' })).toHaveCount(0);

    const said = new RegExp(`PostEx کی بکنگ \\W*${parcel!.trackingNumber}\\W* منسوخ ہوئی؛ آرڈر واپس تیاری میں ہے۔`);
    const notes = card.getByRole('region', { name: new RegExp(`^آرڈر .*${order.displayOrderId}.* کے نوٹ$`) });
    await expect(notes.getByRole('listitem')).toHaveText(said);
    // The timeline, unfolded, says it too.
    await card.getByText(/میں کب کیا ہوا$/).click();
    await expect(card.getByRole('listitem').filter({ hasText: said })).toHaveCount(2);
    await expect(card).not.toContainText('was cancelled');
    expect(await sidewaysOverflow(page)).toBe(0);
  } finally {
    // The worker's other tests find PostEx as they expect, not connected.
    await page.request.delete('/api/admin/couriers/postex', { headers });
  }
});
