/** The account: changing the password ends other sessions; saved delivery details follow the shopper (360 px phone). */
import { expect, test } from './support/test';
import { logIn, logInViaApi, registerUser } from './support/accounts';
import { addToCartViaApi, fillDelivery, shopperWithCart } from './support/cart';

test.use({ viewport: { width: 360, height: 780 } });

test('changing the password keeps this device logged in and logs out the others', async ({ page, browser }) => {
  const user = await registerUser(page);
  await logIn(page, user);
  const otherDevice = await logInViaApi(page, user);

  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('button', { name: 'Change password' }).click({ force: true });
  await expect(form.getByRole('status')).toHaveText('Please fill in all required fields correctly.');
  await expect(form.getByLabel('Current password')).toBeFocused();

  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('saffron-and-rose-2');
  await form.getByLabel('Confirm new password').fill('saffron-and-rose-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your current password is not right.');

  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your password is changed. Your other devices have been logged out.',
  );

  // This device stays in; the other is out; the new password logs in.
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const other = await browser.newContext();
  expect(
    (
      await other.request.get(page.url().replace(/\/my-orders$/, '/api/auth/user'), {
        headers: { authorization: `Bearer ${otherDevice}` },
      })
    ).status(),
  ).toBe(401);
  await other.close();
  expect(await logInViaApi(page, { email: user.email, password: 'saffron-and-rose-2' })).toMatch(/\./);
});

test('"Save this information for next time" fills the next checkout, on any device, until forgotten', async ({
  page,
  browser,
}) => {
  const { user, token } = await shopperWithCart(page, 'khas');
  await page.goto('/checkout');
  await fillDelivery(page, '+92 300 1234567');
  await page.getByLabel('Alternate phone (optional)').fill('0321 7654321');
  await page.getByRole('checkbox', { name: 'Save this information for next time' }).check();
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);

  // Another phone, logged in as the same shopper.
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const phone = await context.newPage();
  await logIn(phone, user);
  await addToCartViaApi(phone, token, 'khas', 1);
  await phone.goto('/checkout');
  await expect(phone.getByLabel('First name', { exact: true })).toHaveValue('Ayesha');
  await expect(phone.getByLabel('City', { exact: true })).toHaveValue('Lahore');
  await expect(phone.getByLabel('Phone', { exact: true })).toHaveValue('0300-1234567');
  await expect(phone.getByLabel('Alternate phone (optional)')).toHaveValue('0321-7654321');
  await expect(phone.getByRole('checkbox', { name: 'Save this information for next time' })).toBeChecked();

  await phone.goto('/account');
  const saved = phone.getByRole('region', { name: 'Saved delivery details' });
  await expect(saved).toContainText('14 Canal View Road');
  await saved.getByRole('button', { name: 'Forget these details' }).click();
  await expect(saved).toContainText('None saved.');
  await phone.goto('/checkout');
  await expect(phone.getByRole('complementary', { name: 'Order summary' })).toContainText('Khas');
  await expect(phone.getByLabel('First name', { exact: true })).toHaveValue('');
  await context.close();
});
