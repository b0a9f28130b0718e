/**
 * A courier that did not answer, read in the Urdu console on a 412 px phone: PostEx is down as the owner books an
 * order from its card, and the card names PostEx and says to book it again with PostEx; booking it then with Leopards
 * is refused naming PostEx, the courier that may hold its parcel, and what to do. The order stays new throughout.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { connectedCourier, nextCall } from './support/couriers';
import { findOrderIn } from './support/console-orders';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 412, height: 915 } });

test('the Urdu card names the courier that did not answer, and says to book again with it', async ({
  page,
  couriers,
}) => {
  const owner = theOwner();
  const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
  const postex = await connectedCourier(page.request, couriers, 'postex');
  await connectedCourier(page.request, couriers, 'leopards');
  try {
    const shopper = await someShopper(page.request);
    const surname = `Khamosh${Date.now().toString(36)}`;
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Rabia',
      lastName: surname,
      city: 'Lahore',
    });

    await logInWithToken(page, owner.token);
    const card = await findOrderIn(page, 'ur', surname, order.displayOrderId);

    await nextCall(postex, 'down');
    await card.getByRole('button', { name: 'PostEx سے بُک کریں' }).click();
    await card.getByRole('button', { name: 'جی ہاں، PostEx سے بُک کریں' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'PostEx سے رابطہ نہیں ہو سکا۔ آرڈر نہیں بدلا۔ ہو سکتا ہے PostEx نے پارسل بُک کر لیا ہو: اسے دوبارہ PostEx سے ہی بُک کریں، دکان دوسرا پارسل بُک کرنے کے بجائے وہی پارسل ڈھونڈ لے گی۔',
    );
    await expect(card.locator('.status-badge')).toHaveText('نیا');

    await card.getByRole('button', { name: 'Leopards سے بُک کریں' }).click();
    await card.getByRole('button', { name: 'جی ہاں، Leopards سے بُک کریں' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'PostEx نے اس آرڈر کی پچھلی بکنگ کا جواب نہیں دیا، اور ہو سکتا ہے پارسل اس کے پاس ہو: اسے دوبارہ PostEx سے ہی بُک کریں، یا کورئیر سیکشن میں "کورئیرز سے ابھی پوچھیں" دبائیں تاکہ PostEx بتا دے کہ پارسل اس کے پاس ہے یا نہیں۔',
    );
    await expect(card.locator('.status-badge')).toHaveText('نیا');
    expect(await sidewaysOverflow(page)).toBe(0);
  } finally {
    // Other journeys on this worker's shop connect the couriers through the console themselves.
    for (const courier of ['postex', 'leopards'])
      await page.request.delete(`/api/admin/couriers/${courier}`, { headers });
  }
});
