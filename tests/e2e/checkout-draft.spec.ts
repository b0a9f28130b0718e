/**
 * What the shopper typed at checkout stays through the language switch and a reload, in that tab, until the order
 * is placed.
 */
import { expect, test } from './support/test';
import { fillDelivery, shopperWithCart } from './support/cart';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

test('the details typed at checkout stay through the language switch and a reload, and go once the order is placed', async ({
  page,
}) => {
  await shopperWithCart(page, 'gulab');
  await page.goto('/ur/checkout');
  await hydrated(page, 'CheckoutPage');
  await page.getByLabel('نام', { exact: true }).fill('Ayesha');
  await page.getByLabel('پتا', { exact: true }).fill('14 Canal View Road');
  await page.getByLabel('فون', { exact: true }).fill('0333 1112223');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page, 'CheckoutPage');
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ayesha');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('14 Canal View Road');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('0333 1112223');

  await page.getByLabel('Last name', { exact: true }).fill('Malik');
  await page.reload();
  await hydrated(page, 'CheckoutPage');
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Malik');
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ayesha');

  await fillDelivery(page, '0333 1112223');
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('checkout-draft'))),
  ).toEqual([]);
});
