/**
 * A city the courier does not list, on a 360 px phone: booking an order to 'Faislabad' with Leopards is refused with
 * the nearest city of Leopards' own list beside the refusal (in English and in Urdu); the owner picks it, the order's
 * city becomes Leopards' Faisalabad, and booking again ships the order, with no retyping in Change order. Booked from
 * the selection, the refused order's line offers the same cities.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type CourierStandIns } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { connectedCourier, parcelsOf, type MerchantAccount } from './support/couriers';
import { findOrderIn } from './support/console-orders';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

const JOURNEYS = [
  {
    lang: 'en',
    book: ['Book with Leopards', 'Yes, book with Leopards'],
    said: 'Leopards has no Faislabad in its list of cities. Nearest in its list: Faisalabad.',
    pick: ['Cities Leopards lists', 'Change city to Faisalabad'],
    city: 'Faisalabad',
    shipped: 'Shipped',
    selection: ['Selected orders', 'Select all shown', 'Book 1 order with Leopards', 'Booking results'],
    changed: 'city changed to Faisalabad: book it again.',
    booked: 'booked, tracking number',
  },
  {
    lang: 'ur',
    book: ['Leopards سے بُک کریں', 'جی ہاں، Leopards سے بُک کریں'],
    said: 'Leopards کی شہروں کی فہرست میں \u2066Faislabad\u2069 نہیں ہے۔ اس کی فہرست میں قریب ترین: \u2066Faisalabad\u2069۔',
    pick: ['Leopards کی فہرست کے شہر', 'شہر بدل کر \u2066Faisalabad\u2069 کریں'],
    // A city the shop lists is shown by its Urdu name.
    city: 'فیصل آباد',
    shipped: 'روانہ',
    selection: ['چنے ہوئے آرڈرز', 'دکھائے گئے سب چنیں', '\u20661\u2069 آرڈر Leopards سے بُک کریں', 'بکنگ کے نتائج'],
    changed: 'شہر بدل کر \u2066Faisalabad\u2069 کر دیا گیا: اسے دوبارہ بُک کریں۔',
    booked: 'بُک ہو گیا، ٹریکنگ نمبر',
  },
] as const;

/**
 * Leopards connected, a shopper's order to 'Faislabad' (a city Leopards does not list), and its card open in the
 * owner's console in `lang`; Leopards is disconnected after, as other journeys on this worker's shop connect it
 * through the console themselves.
 */
async function withFaislabadOrder(
  page: Page,
  couriers: CourierStandIns,
  lang: 'en' | 'ur',
  run: (opened: { leopards: MerchantAccount; order: { displayOrderId: string }; card: Locator }) => Promise<void>,
) {
  const owner = theOwner();
  const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
  const leopards = await connectedCourier(page.request, couriers, 'leopards');
  try {
    const shopper = await someShopper(page.request);
    const surname = `Shehar${Date.now().toString(36)}`;
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Sana',
      lastName: surname,
      city: 'Faislabad',
    });
    await logInWithToken(page, owner.token);
    await run({ leopards, order, card: await findOrderIn(page, lang, surname, order.displayOrderId) });
  } finally {
    await page.request.delete('/api/admin/couriers/leopards', { headers });
  }
}

for (const journey of JOURNEYS) {
  test(`(${journey.lang}) the owner picks the courier's own city for one it does not list, and books`, async ({
    page,
    couriers,
  }) => {
    await withFaislabadOrder(page, couriers, journey.lang, async ({ leopards, order, card }) => {
      await card.getByRole('button', { name: journey.book[0] }).click();
      await card.getByRole('button', { name: journey.book[1] }).click();
      await expect(card.getByRole('alert')).toHaveText(journey.said);
      const pick = card.getByRole('group', { name: journey.pick[0] });
      expect(await sidewaysOverflow(page)).toBe(0);
      await pick.getByRole('button', { name: journey.pick[1] }).click();
      await expect(pick).toHaveCount(0);
      await expect(card).toContainText(journey.city);

      await card.getByRole('button', { name: journey.book[0] }).click();
      await card.getByRole('button', { name: journey.book[1] }).click();
      await expect(card.locator('.status-badge')).toHaveText(journey.shipped);
      const [parcel] = await parcelsOf(leopards);
      expect(parcel).toMatchObject({ reference: order.displayOrderId, city: 'Faisalabad' });
    });
  });
}

for (const journey of JOURNEYS) {
  test(`(${journey.lang}) booked from the selection, the refused order's line offers the courier's own city`, async ({
    page,
    couriers,
  }) => {
    await withFaislabadOrder(page, couriers, journey.lang, async ({ leopards, order, card }) => {
      const [region, selectAll, bookAll, resultsName] = journey.selection;
      const bar = page.getByRole('region', { name: region });
      await bar.getByRole('button', { name: selectAll }).click();
      await bar.getByRole('button', { name: bookAll }).click();
      const line = bar.getByRole('list', { name: resultsName }).getByRole('listitem');
      await expect(line).toContainText(journey.said);
      const pick = line.getByRole('group', { name: journey.pick[0] });
      expect(await sidewaysOverflow(page)).toBe(0);
      await pick.getByRole('button', { name: journey.pick[1] }).click();
      await expect(line).toHaveText(`${order.displayOrderId}: ${journey.changed}`);
      await expect(pick).toHaveCount(0);
      await expect(card).toContainText(journey.city);

      await bar.getByRole('button', { name: bookAll }).click();
      await expect(line).toContainText(journey.booked);
      const [parcel] = await parcelsOf(leopards);
      expect(parcel).toMatchObject({ reference: order.displayOrderId, city: 'Faisalabad' });
    });
  });
}
