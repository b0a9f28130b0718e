/** Checkout that couriers can deliver to, on a 360 px phone: a landline is answered with the mobile's form. */
import { expect, test } from '@playwright/test';
import { logIn, registerUser } from './support/accounts';
import { addToCartViaApi, fillDelivery } from './support/cart';

test.use({ viewport: { width: 360, height: 740 } });

test('a landline typed at checkout is answered with the form of a mobile number', async ({ page }) => {
  const user = await registerUser(page);
  const token = await logIn(page, user);
  await addToCartViaApi(page, token, 'khas', 1);
  await page.goto('/checkout');
  await fillDelivery(page, '0423-5761234');
  await page.getByLabel('City', { exact: true }).focus();
  await expect(page.getByText('Please enter a mobile number (03XX-XXXXXXX)')).toBeVisible();
  await expect(page.getByText('Please enter a valid 11-digit phone number')).toBeHidden();
  await page.getByLabel('Phone', { exact: true }).fill('0321-1234567');
  await expect(page.getByText('Please enter a mobile number (03XX-XXXXXXX)')).toBeHidden();
});
