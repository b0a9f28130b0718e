/**
 * A courier that takes a booking but answers without its tracking number, on a 360 px phone: the order's card says
 * PostEx holds the parcel and to book it again with PostEx (in English and in Urdu), the order stays as it was, and
 * booking it again ships the order with the one parcel PostEx holds, its number and all: never a second parcel.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { connectedPostEx, nextCall, parcelsOf } from './support/couriers';
import { findOrderIn } from './support/console-orders';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

const JOURNEYS = [
  {
    lang: 'en',
    book: ['Book with PostEx', 'Yes, book with PostEx'],
    said: 'PostEx took the booking but gave no tracking number. The order is unchanged. PostEx holds the parcel: book it again with PostEx, and the shop finds that parcel and its number rather than booking a second.',
    waiting: 'Pending',
    shipped: 'Shipped',
  },
  {
    lang: 'ur',
    book: ['PostEx سے بُک کریں', 'جی ہاں، PostEx سے بُک کریں'],
    said: 'PostEx نے بکنگ قبول کر لی مگر ٹریکنگ نمبر نہیں دیا۔ آرڈر نہیں بدلا۔ پارسل PostEx کے پاس ہے: اسے دوبارہ PostEx سے ہی بُک کریں، دکان دوسرا پارسل بُک کرنے کے بجائے وہی پارسل اور اس کا نمبر ڈھونڈ لے گی۔',
    waiting: 'نیا',
    shipped: 'روانہ',
  },
] as const;

for (const journey of JOURNEYS) {
  test(`(${journey.lang}) a booking PostEx took without a tracking number is booked again with its one parcel`, async ({
    page,
    couriers,
  }) => {
    const owner = theOwner();
    const postex = await connectedPostEx(page.request, couriers);
    try {
      const shopper = await someShopper(page.request);
      const surname = `Benumber${Date.now().toString(36)}`;
      const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
        firstName: 'Hina',
        lastName: surname,
        city: 'Lahore',
      });

      await logInWithToken(page, owner.token);
      const card = await findOrderIn(page, journey.lang, surname, order.displayOrderId);

      await nextCall(postex, 'untracked', 0, 'create-order');
      await card.getByRole('button', { name: journey.book[0] }).click();
      await card.getByRole('button', { name: journey.book[1] }).click();
      await expect(card.getByRole('alert')).toHaveText(journey.said);
      await expect(card.locator('.status-badge')).toHaveText(journey.waiting);
      expect(await sidewaysOverflow(page)).toBe(0);

      const [held] = await parcelsOf(postex);
      await card.getByRole('button', { name: journey.book[0] }).click();
      await card.getByRole('button', { name: journey.book[1] }).click();
      await expect(card.locator('.status-badge')).toHaveText(journey.shipped);
      await expect(card.locator('.shipment')).toContainText(held!.trackingNumber);
      expect(await parcelsOf(postex)).toHaveLength(1);
    } finally {
      // Other journeys on this worker's shop connect PostEx through the console themselves.
      const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
      await page.request.delete('/api/admin/couriers/postex', { headers });
    }
  });
}
