/**
 * On an Urdu checkout at 360 px the city field offers Pakistan's cities by their Urdu names, each with its province
 * in Urdu, and a city typed in Urdu is that city: its province fills itself, the order keeps the name the couriers
 * list it by, so the booking finds it as it would the English, and the Urdu receipt, and the next Urdu checkout that
 * fills it from the saved details, name it in Urdu again.
 */
import { expect, test } from './support/test';
import { newShopper } from './support/accounts';
import { addToCartViaApi } from './support/cart';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

test('a city typed in Urdu at checkout is the same city, with its province', async ({ page }) => {
  const { token } = await newShopper(page);
  await addToCartViaApi(page, token, 'gulab');
  await page.goto('/ur/checkout');
  await hydrated(page, 'CheckoutPage');

  const city = page.getByRole('combobox', { name: 'شہر' });
  // The cities it offers as the shopper types are in Urdu, each with its province in Urdu.
  const offered = page.locator(`datalist#${await city.getAttribute('list')} option[value="ملتان"]`);
  await expect(offered).toHaveText('پنجاب');

  await page.getByLabel('نام', { exact: true }).fill('Ayesha');
  await page.getByLabel('خاندانی نام', { exact: true }).fill('Malik');
  await page.getByLabel('پتا', { exact: true }).fill('14 Hussain Agahi Road');
  await city.fill('ملتان');
  await expect(page.getByRole('combobox', { name: 'صوبہ' })).toHaveValue('Punjab');
  await expect(page.getByRole('combobox', { name: 'صوبہ' }).locator('option:checked')).toHaveText('پنجاب');
  await page.getByLabel('فون', { exact: true }).fill('0300-1234567');
  await page.getByRole('button', { name: 'آرڈر مکمل کریں' }).click();

  await expect(page).toHaveURL(/\/ur\/order-confirmation\/[\w-]{22}$/);
  // The Urdu receipt names the city as the shopper did.
  await expect(page.getByRole('article', { name: 'آپ کے آرڈر کا شکریہ!' })).toContainText('ملتان، پنجاب، پاکستان');
  // The order is Multan's, as the couriers list it: the same city as one typed in English.
  const mine = await page.request.get('/api/orders?mine=1', { headers: { authorization: `Bearer ${token}` } });
  const [order] = ((await mine.json()) as { orders: { shippingAddress: { city: string; province: string } }[] }).orders;
  expect(order?.shippingAddress).toMatchObject({ city: 'Multan', province: 'Punjab' });
});

test('a city typed in Urdu and saved for next time comes back on the Urdu checkout in Urdu', async ({ page }) => {
  const { token } = await newShopper(page);
  await addToCartViaApi(page, token, 'gulab');
  await page.goto('/ur/checkout');
  await hydrated(page, 'CheckoutPage');
  await page.getByLabel('نام', { exact: true }).fill('Sadia');
  await page.getByLabel('خاندانی نام', { exact: true }).fill('Qureshi');
  await page.getByLabel('پتا', { exact: true }).fill('B-12 Block 5 Clifton');
  await page.getByRole('combobox', { name: 'شہر' }).fill('کراچی');
  await page.getByLabel('فون', { exact: true }).fill('0300-1234567');
  await page.getByRole('checkbox', { name: 'یہ معلومات اگلی بار کے لیے محفوظ کریں' }).check();
  await page.getByRole('button', { name: 'آرڈر مکمل کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/order-confirmation\/[\w-]{22}$/);

  await addToCartViaApi(page, token, 'gulab');
  await page.goto('/ur/checkout');
  await hydrated(page, 'CheckoutPage');
  await expect(page.getByRole('checkbox', { name: 'یہ معلومات اگلی بار کے لیے محفوظ کریں' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'شہر' })).toHaveValue('کراچی');
  await expect(page.getByRole('combobox', { name: 'صوبہ' }).locator('option:checked')).toHaveText('سندھ');

  // The English checkout names the same saved city in English.
  await page.goto('/checkout');
  await hydrated(page, 'CheckoutPage');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Karachi');
});
