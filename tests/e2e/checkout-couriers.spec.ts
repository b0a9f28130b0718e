/**
 * Checkout that couriers can deliver to, on a 360 px phone: a landline is answered with the mobile's form; the city
 * is offered from Pakistan's cities and brings its province, an unlisted town is accepted with a province picked by
 * hand, and the landmark and delivery notes reach the owner's order card, packing slip and CSV (on the owner's
 * 412 px phone); the saved details come back at the next checkout and fill the wholesale order.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { OILS } from '#schema/catalog/oils';
import { openAdminConsole } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { addToCartViaApi, fillDelivery, shopperWithCart } from './support/cart';
import { orderRows } from './support/console-orders';

test.use({ viewport: { width: 360, height: 740 } });

test('a landline typed at checkout is answered with the form of a mobile number', async ({ page }) => {
  await shopperWithCart(page, 'khas');
  await page.goto('/checkout');
  await fillDelivery(page, '0423-5761234');
  await page.getByLabel('City', { exact: true }).focus();
  await expect(page.getByText('Please enter a mobile number (03XX-XXXXXXX)')).toBeVisible();
  await expect(page.getByText('Please enter a valid 11-digit phone number')).toBeHidden();
  await page.getByLabel('Phone', { exact: true }).fill('0321-1234567');
  await expect(page.getByText('Please enter a mobile number (03XX-XXXXXXX)')).toBeHidden();
});

/** The city field's list of suggestions: each listed city, with its province as its label. */
async function citySuggestion(page: Page, city: string) {
  const list = await page.getByRole('combobox', { name: 'City' }).getAttribute('list');
  return page.locator(`datalist[id="${list}"] > option[value="${city}"]`);
}

test('the city brings its province; an unlisted town, its landmark and notes reach the console, slip and CSV', async ({
  page,
}) => {
  // Three screens in one journey (checkout twice, the wholesale page, the console): more than one page's time.
  test.setTimeout(150_000);
  const surname = `Courier${Date.now().toString(36)}`;
  const { token } = await shopperWithCart(page, 'khas');
  await page.goto('/checkout');
  const city = page.getByRole('combobox', { name: 'City' });
  const province = page.getByRole('combobox', { name: 'Province' });

  await expect(await citySuggestion(page, 'Multan')).toHaveText('Punjab');
  await expect(await citySuggestion(page, 'Quetta')).toHaveText('Balochistan');
  await city.fill('Hyderabad');
  await expect(province).toHaveValue('Sindh');
  await city.fill('Chak 45 SB');
  // The province stays the shopper's to change for a town the list does not know.
  await province.selectOption('Punjab');
  await page.getByLabel('First name', { exact: true }).fill('Rubina');
  await page.getByLabel('Last name', { exact: true }).fill(surname);
  await page.getByLabel('Address', { exact: true }).fill('House 9, Canal Road');
  await page.getByLabel('Landmark (optional)').fill('Near the Jamia Masjid');
  await page.getByLabel('Delivery notes (optional)').fill('Call before coming, gate on the side street');
  await page.getByLabel('Phone', { exact: true }).fill('0321-7654321');
  await page.getByLabel('Save this information for next time').check();
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);

  // The next checkout starts from the saved details, province, landmark and notes included.
  await addToCartViaApi(page, token, 'khas', 1);
  await page.goto('/checkout');
  await expect(city).toHaveValue('Chak 45 SB');
  await expect(province).toHaveValue('Punjab');
  await expect(page.getByLabel('Landmark (optional)')).toHaveValue('Near the Jamia Masjid');
  await expect(page.getByLabel('Delivery notes (optional)')).toHaveValue('Call before coming, gate on the side street');

  // The wholesale order starts from the saved phone and city.
  const oil = OILS[0]!;
  const added = await page.request.post('/api/oilsCart', {
    headers: { authorization: `Bearer ${token}`, ...(await csrfHeaders(page.request)) },
    data: { name: oil.name, volume: 25, price: oil.price },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/whole-sale');
  const oilsForm = page.getByRole('form', { name: 'Order these oils' });
  await expect(oilsForm.getByRole('textbox', { name: 'Phone' })).toHaveValue('0321-7654321');
  await expect(oilsForm.getByRole('combobox', { name: 'City' })).toHaveValue('Chak 45 SB');

  await page.setViewportSize({ width: 412, height: 915 });
  await page.addInitScript(() => (window.print = () => {}));
  await openAdminConsole(page);
  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  const rows = orderRows(page);
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { expanded: false }).click();
  const card = rows.getByRole('article');
  await expect(card).toContainText('House 9, Canal Road, Chak 45 SB, Punjab, Pakistan');
  await expect(card).toContainText('LandmarkNear the Jamia Masjid');
  await expect(card).toContainText('Delivery notesCall before coming, gate on the side street');

  await card.getByRole('button', { name: 'Print packing slip' }).click();
  await page.emulateMedia({ media: 'print' });
  const slip = page.getByRole('article', { name: /^Packing slip for order/ });
  await expect(slip).toContainText('Landmark: Near the Jamia Masjid');
  await expect(slip).toContainText('Chak 45 SB, Punjab, Pakistan');
  await expect(slip).toContainText('Delivery notes: Call before coming, gate on the side street');
  await page.emulateMedia({ media: 'screen' });

  const download = page.waitForEvent('download');
  await page.getByRole('form', { name: 'Filter perfume orders' }).getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toContain('City,Province,Landmark,Delivery notes,Country');
  expect(row).toContain(
    'Chak 45 SB,Punjab,Near the Jamia Masjid,"Call before coming, gate on the side street",Pakistan',
  );
});
