/**
 * PostEx books a parcel under a tracking number another order already ships under: the owner, on a 412 px phone,
 * reads on the order's card which order has it and what to do (in English, then in the Urdu console around PostEx's
 * number), and the order stays as it was, to book again once PostEx has corrected it.
 */
import { expect, test, type Page } from './support/test';
import { logInWithToken, openAdminConsole, someShopper, theOwner } from './support/accounts';
import { findOrderIn, openOrder } from './support/console-orders';
import { connectedCourier, nextNumber } from './support/couriers';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 412, height: 915 } });

const ownerHeaders = async (page: Page) => ({
  authorization: `Bearer ${theOwner().token}`,
  ...(await csrfHeaders(page.request)),
});

test('the card says PostEx booked the parcel under a number another order has, in English and in Urdu', async ({
  page,
  couriers,
}) => {
  const headers = await ownerHeaders(page);
  const account = await connectedCourier(page.request, couriers, 'postex');
  try {
    const shopper = await someShopper(page.request);
    const surname = `Dohra${Date.now().toString(36)}`;
    const place = () =>
      placeOrderViaApi(page.request, shopper.token, [['khas', 1]], { firstName: 'Sadia', lastName: surname });
    const [holder, order, urduOrder] = [await place(), await place(), await place()];
    const taken = `4153${Date.now()}`;
    for (const data of [{ status: 'processing' }, { status: 'shipped', courier: 'PostEx', trackingNumber: taken }])
      expect((await page.request.patch(`/api/orders/${holder._id}/status`, { headers, data })).ok()).toBe(true);

    await openAdminConsole(page);
    await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
    await page.getByRole('button', { name: 'Filter Orders' }).click();
    const card = await openOrder(page, order.displayOrderId);
    await nextNumber(account, taken);
    await card.getByRole('button', { name: 'Book with PostEx' }).click();
    await card.getByRole('button', { name: 'Yes, book with PostEx' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      `PostEx booked the parcel under tracking number ${taken}, which order ${holder.displayOrderId} already has: ask PostEx to correct it, then book again.`,
    );
    await expect(card.locator('.status-badge')).toHaveText('Pending');
    expect(await sidewaysOverflow(page)).toBe(0);

    await logInWithToken(page, theOwner().token);
    const urduCard = await findOrderIn(page, 'ur', surname, urduOrder.displayOrderId);
    await nextNumber(account, taken);
    await urduCard.getByRole('button', { name: 'PostEx سے بُک کریں' }).click();
    await urduCard.getByRole('button', { name: 'جی ہاں، PostEx سے بُک کریں' }).click();
    const refusal = urduCard.getByRole('alert');
    await expect(refusal).toHaveText(
      `PostEx نے پارسل ٹریکنگ نمبر \u2066${taken}\u2069 پر بُک کیا، جو آرڈر \u2066${holder.displayOrderId}\u2069 کے پاس پہلے سے ہے: PostEx سے اسے درست کروائیں، پھر دوبارہ بُک کریں۔`,
    );
    await expect(urduCard.locator('.status-badge')).toHaveText('نیا');
    expect(await sidewaysOverflow(page)).toBe(0);

    for (const { _id } of [order, urduOrder]) {
      const still = await page.request.get(`/api/orders/${_id}`, { headers });
      expect(((await still.json()) as { order: { status: string } }).order.status).toBe('pending');
    }
  } finally {
    // Other journeys on this worker's shop connect PostEx through the console themselves.
    await page.request.delete('/api/admin/couriers/postex', { headers });
  }
});
