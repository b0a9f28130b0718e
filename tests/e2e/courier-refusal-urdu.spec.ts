/**
 * A courier's "no" read in the Urdu console, on a 360 px phone: the owner books an order to a city PostEx does not
 * deliver to, from its card and then from the selection, and reads in Urdu that PostEx's list lacks the city; then
 * PostEx is down, and the selection's line says so in Urdu, naming PostEx. The order stays new throughout.
 */
import { expect, test, type Page } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { connectedCourier, nextCall } from './support/couriers';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

const cardOf = async (page: Page, displayOrderId: string) => {
  await page.getByRole('button', { name: new RegExp(`^آرڈر ${displayOrderId}`) }).click();
  const card = page.getByRole('article', { name: `آرڈر ${displayOrderId}` });
  await expect(card).toBeVisible();
  return card;
};

test('the Urdu console says in Urdu why PostEx would not book a parcel, and that PostEx could not be reached', async ({
  page,
  couriers,
}) => {
  const owner = theOwner();
  const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
  const account = await connectedCourier(page.request, couriers, 'postex');
  try {
    const shopper = await someShopper(page.request);
    const surname = `Inkar${Date.now().toString(36)}`;
    const nowhere = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Nadia',
      lastName: surname,
      city: 'Chiniot',
    });

    await logInWithToken(page, owner.token);
    await page.goto('/ur/orders#orders');
    const list = page.getByRole('region', { name: 'پرفیوم کے آرڈرز' });
    await list.getByRole('searchbox', { name: 'چھانٹیں' }).fill(surname);
    await list.getByRole('button', { name: 'آرڈرز چھانٹیں' }).click();

    const card = await cardOf(page, nowhere.displayOrderId);
    await card.getByRole('button', { name: 'PostEx سے بُک کریں' }).click();
    await card.getByRole('button', { name: 'جی ہاں، PostEx سے بُک کریں' }).click();
    const refusal = card.getByRole('alert');
    await expect(refusal).toHaveText('PostEx کی شہروں کی فہرست میں \u2066Chiniot\u2069 نہیں ہے۔');
    await expect(refusal).not.toContainText('says');
    await expect(card.locator('.status-badge')).toHaveText('نیا');
    expect(await sidewaysOverflow(page)).toBe(0);

    const bar = page.getByRole('region', { name: 'چنے ہوئے آرڈرز' });
    await bar.getByRole('button', { name: 'دکھائے گئے سب چنیں' }).click();
    const results = bar.getByRole('list', { name: 'بکنگ کے نتائج' });
    await bar.getByRole('button', { name: /PostEx سے بُک کریں$/ }).click();
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results.getByRole('listitem')).toContainText('PostEx کی شہروں کی فہرست میں');
    await expect(results).not.toContainText('says');

    await nextCall(account, 'down');
    await bar.getByRole('button', { name: /PostEx سے بُک کریں$/ }).click();
    await expect(results.getByRole('listitem')).toContainText('PostEx سے رابطہ نہیں ہو سکا؛ آرڈر نہیں بدلا۔');
    await expect(results).not.toContainText(/could not/i);
    const still = await page.request.get(`/api/orders/${nowhere._id}`, { headers });
    expect(((await still.json()) as { order: { status: string } }).order.status).toBe('pending');
  } finally {
    // Other journeys on this worker's shop connect PostEx through the console themselves.
    await page.request.delete('/api/admin/couriers/postex', { headers });
  }
});
