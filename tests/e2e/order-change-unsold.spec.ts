/**
 * Staff changing an order on a 412 px phone, after one of its perfumes was archived: taking more of it is refused in
 * words about the order, in the English and the Urdu console; a shopper's cart is no part of it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { changeProductViaApi, createProductViaApi } from './support/catalog';
import { openOrder } from './support/console-orders';
import { placeOrderViaApi } from './support/orders';

test.use({ viewport: { width: 412, height: 915 } });

/** An order of one bottle of a new perfume, archived since; the owner logged in. */
async function orderOfArchived(page: Page) {
  const { token } = theOwner();
  const stamp = Date.now().toString(36);
  const name = `Purana Phool ${stamp}`;
  const perfume = await createProductViaApi(page.request, token, { name, stock: 5 });
  const shopper = await someShopper(page.request);
  const surname = `Unsold${stamp}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [[perfume._id, 1]], {
    firstName: 'Sana',
    lastName: surname,
  });
  await changeProductViaApi(page.request, token, perfume._id, { version: perfume.version, archived: true });
  await logInWithToken(page, token);
  return { name, surname, order };
}

test('the console refuses more of a perfume no longer sold in words about the order', async ({ page }) => {
  const { name, surname, order } = await orderOfArchived(page);
  await page.goto('/orders');
  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  const card = await openOrder(page, order.displayOrderId);
  await card.getByRole('button', { name: 'Change order' }).click();
  const form = card.getByRole('form', { name: `Change order ${order.displayOrderId}` });
  await form.getByRole('spinbutton', { name: `Quantity of ${name}` }).fill('2');
  await form.getByRole('button', { name: 'Save changes' }).click();
  const alert = card.getByRole('alert').filter({ hasText: /\S/ });
  await expect(alert).toHaveText(
    `${name} is no longer sold, so this order cannot take more of it. Keep its quantity as it was, or lower it.`,
  );
  await expect(alert).not.toContainText(/cart/i);
});

test('the Urdu console refuses more of a perfume no longer sold in Urdu words about the order', async ({ page }) => {
  const { name, surname, order } = await orderOfArchived(page);
  await page.goto('/ur/orders');
  await page.getByRole('searchbox', { name: 'چھانٹیں', exact: true }).fill(surname);
  await page.getByRole('button', { name: 'آرڈرز چھانٹیں', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^آرڈر ${order.displayOrderId}`) }).click();
  const card = page.getByRole('article', { name: `آرڈر ${order.displayOrderId}` });
  await card.getByRole('button', { name: 'آرڈر بدلیں' }).click();
  const form = card.getByRole('form', { name: new RegExp(`${order.displayOrderId}.*بدلیں`) });
  await form.getByRole('spinbutton', { name: `${name} کی تعداد` }).fill('2');
  await form.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }).click();
  const alert = card.getByRole('alert').filter({ hasText: /\S/ });
  await expect(alert).toHaveText(
    `\u2066${name}\u2069 اب نہیں بکتا، اس لیے یہ آرڈر اس کی مزید بوتلیں نہیں لے سکتا۔ اس کی تعداد پہلے جتنی رکھیں یا کم کریں۔`,
  );
  await expect(alert).not.toContainText('کارٹ');
});
