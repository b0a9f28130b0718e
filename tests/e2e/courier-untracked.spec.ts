/**
 * A courier that takes a booking but answers without its tracking number, on a 360 px phone: the order's card says
 * PostEx holds the parcel and to book it again with PostEx (in English and in Urdu), the order stays as it was, and
 * booking it again ships the order with the one parcel PostEx holds, its number and all: never a second parcel. Booked
 * from the selection, that order's line says the same and the other orders are still booked.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { connectedCourier, nextCall, parcelsOf } from './support/couriers';
import { findOrderIn, openOrder } from './support/console-orders';
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
    kind: 'Order',
    selection: ['Selected orders', 'Select all shown', 'Book 2 orders with PostEx', 'Booking results'],
    bulkSaid: 'Booked 1 of 2 orders.',
    bulkUntracked:
      'PostEx took the booking but gave no tracking number. The order is unchanged. PostEx holds the parcel: book it again with PostEx, and the shop finds that parcel and its number rather than booking a second.',
  },
  {
    lang: 'ur',
    book: ['PostEx سے بُک کریں', 'جی ہاں، PostEx سے بُک کریں'],
    said: 'PostEx نے بکنگ قبول کر لی مگر ٹریکنگ نمبر نہیں دیا۔ آرڈر نہیں بدلا۔ پارسل PostEx کے پاس ہے: اسے دوبارہ PostEx سے ہی بُک کریں، دکان دوسرا پارسل بُک کرنے کے بجائے وہی پارسل اور اس کا نمبر ڈھونڈ لے گی۔',
    waiting: 'نیا',
    shipped: 'روانہ',
    kind: 'آرڈر',
    selection: ['چنے ہوئے آرڈرز', 'دکھائے گئے سب چنیں', '\u20662\u2069 آرڈر PostEx سے بُک کریں', 'بکنگ کے نتائج'],
    bulkSaid: '\u20662\u2069 میں سے \u20661\u2069 آرڈر بُک ہو گئے۔',
    bulkUntracked:
      'PostEx نے بکنگ قبول کر لی مگر ٹریکنگ نمبر نہیں دیا؛ آرڈر نہیں بدلا۔ پارسل PostEx کے پاس ہے: اسے دوبارہ PostEx سے ہی بُک کریں، دکان دوسرا پارسل بنانے کے بجائے وہی پارسل اور اس کا نمبر ڈھونڈ لے گی۔',
  },
] as const;

for (const journey of JOURNEYS) {
  test(`(${journey.lang}) a booking PostEx took without a tracking number is booked again with its one parcel`, async ({
    page,
    couriers,
  }) => {
    const owner = theOwner();
    const postex = await connectedCourier(page.request, couriers, 'postex');
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

for (const journey of JOURNEYS) {
  test(`(${journey.lang}) booked from the selection, the order PostEx took without a number is said so and the rest are booked`, async ({
    page,
    couriers,
  }) => {
    const owner = theOwner();
    const postex = await connectedCourier(page.request, couriers, 'postex');
    try {
      const shopper = await someShopper(page.request);
      const surname = `Bebulk${Date.now().toString(36)}`;
      const place = () =>
        placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
          firstName: 'Hina',
          lastName: surname,
          city: 'Lahore',
        });
      const [held, other] = [await place(), await place()];

      await logInWithToken(page, owner.token);
      await findOrderIn(page, journey.lang, surname, held.displayOrderId);
      const [region, selectAll, bookAll, resultsName] = journey.selection;
      const bar = page.getByRole('region', { name: region });
      await bar.getByRole('button', { name: selectAll }).click();
      // The first parcel PostEx is asked for is answered without its number.
      await nextCall(postex, 'untracked', 0, 'create-order');
      await bar.getByRole('button', { name: bookAll }).click();
      await expect(bar).toContainText(journey.bulkSaid);
      const results = bar.getByRole('list', { name: resultsName }).getByRole('listitem');
      await expect(results).toHaveCount(2);
      const unshipped = results.filter({ hasText: journey.bulkUntracked });
      await expect(unshipped).toHaveCount(1);
      // PostEx holds a parcel for each: the one it answered without a number, and the one it booked.
      const parcels = await parcelsOf(postex);
      expect(parcels.map((parcel) => parcel.reference).sort()).toEqual(
        [held, other].map((o) => o.displayOrderId).sort(),
      );
      const untracked = (await unshipped.locator('bdi').textContent())!;
      const booked = [held, other].find((order) => order.displayOrderId !== untracked)!;
      const bookedParcel = parcels.find((parcel) => parcel.reference === booked.displayOrderId)!;
      await expect(results.filter({ hasText: booked.displayOrderId })).toContainText(bookedParcel.trackingNumber);
      await expect((await openOrder(page, untracked, journey.kind)).locator('.status-badge')).toHaveText(
        journey.waiting,
      );
      expect(await sidewaysOverflow(page)).toBe(0);
    } finally {
      const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
      await page.request.delete('/api/admin/couriers/postex', { headers });
    }
  });
}
