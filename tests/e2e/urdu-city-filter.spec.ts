/**
 * The orders filter of the Urdu console, on a 360 px phone: a city typed by the Urdu name its cards show (ملتان)
 * lists that city's orders, in the filter box and in the city field (which offers the cities in Urdu), as Multan
 * does in English.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { orderRow } from './support/console-orders';
import { searched } from './support/list-answer';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

test('the Urdu console finds the orders of a city typed by its Urdu name', async ({ page }) => {
  const shopper = await someShopper(page.request);
  const surname = `Shehr${Date.now().toString(36)}`;
  const multan = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Sana',
    lastName: surname,
    city: 'Multan',
  });
  const lahore = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Bilal',
    lastName: surname,
    city: 'Lahore',
  });

  await logInWithToken(page, theOwner().token);
  await page.goto('/ur/orders#orders');
  const list = page.getByRole('region', { name: 'پرفیوم کے آرڈرز' });
  const filterBox = list.getByRole('searchbox', { name: 'چھانٹیں' });
  const filter = () => list.getByRole('button', { name: 'آرڈرز چھانٹیں' }).click();

  await filterBox.fill('ملتان');
  await searched(page, '/api/orders', 'ملتان', filter);
  await expect(orderRow(list, multan.displayOrderId, 'آرڈر')).toBeVisible();
  await expect(orderRow(list, lahore.displayOrderId, 'آرڈر')).toHaveCount(0);

  // The city field, under More filters, offers the cities by their Urdu names; the Urdu name chosen filters.
  await list.getByRole('button', { name: 'مزید چھانٹی' }).click();
  const city = list.getByRole('combobox', { name: 'شہر' });
  await expect(page.locator(`datalist#${await city.getAttribute('list')} option[value="لاہور"]`)).toHaveCount(1);
  await city.fill('لاہور');
  await filterBox.fill(surname);
  await searched(page, '/api/orders', surname, filter);
  await expect(orderRow(list, lahore.displayOrderId, 'آرڈر')).toBeVisible();
  await expect(orderRow(list, multan.displayOrderId, 'آرڈر')).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBe(0);
});
