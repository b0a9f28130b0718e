/** A guest's Add to Cart keeps the perfume through login or registration (360 px phone). */
import { expect, test, type Page } from './support/test';
import { registerUser, type TestUser } from './support/accounts';
import { cartOf } from './support/cart';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

async function logInOnForm(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password').fill(user.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
}

test('from a category grid, a new shopper registers, logs in and finds the perfume in the cart', async ({ page }) => {
  await page.goto('/woody-perfumes');
  await hydrated(page, 'CategoryProducts');
  await page.getByRole('button', { name: 'Add to Cart Rawayat' }).click();
  await expect(page).toHaveURL(/\/login-signup\?/);
  await hydrated(page, 'LoginSignup');
  await expect(page.getByText('Log in to add Rawayat to your cart')).toBeVisible();

  await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Sign up', exact: true }).click();
  const signUp = page.getByRole('form', { name: 'Create Account' });
  const email = `wall-${Date.now().toString(36)}@example.pk`;
  await signUp.getByLabel('User Name').fill('Zara Ahmed');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('rose-and-oud');
  await signUp.getByLabel('Confirm Password').fill('rose-and-oud');
  await signUp.getByLabel(/I agree to the terms and conditions/).check();
  await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // Registration keeps the new email and password in the login form, with Login focused: one press logs in.
  const login = page.getByRole('form', { name: 'Login' });
  await expect(login.getByLabel('Email')).toHaveValue(email);
  await expect(login.getByLabel('Password')).toHaveValue('rose-and-oud');
  await expect(login.getByRole('button', { name: 'Login', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Rawayat' })).toBeVisible();
  expect(await cartOf(page)).toEqual([['Rawayat', 1]]);

  // A later visit to login-signup does not add it again.
  await page.goto('/login-signup');
  await expect(page.getByText(/Log in to add/)).toHaveCount(0);
});

test("home's sale and Miraj (with its count) keep the perfume through a login", async ({ page }) => {
  const user = await registerUser(page);
  await page.goto('/home');
  const miraj = page.getByRole('region', { name: 'Miraj' });
  await miraj.scrollIntoViewIfNeeded();
  await hydrated(page, 'FeaturedOffer');
  await miraj.getByRole('button', { name: 'Increase quantity' }).click();
  await miraj.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Log in to add Miraj to your cart')).toBeVisible();
  await logInOnForm(page, user);
  await expect(page).toHaveURL(/\/cart$/);
  expect(await cartOf(page)).toEqual([['Miraj', 2]]);

  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await page.goto('/home');
  const sale = page.getByRole('region', { name: 'Eid Sale' });
  await sale.scrollIntoViewIfNeeded();
  await hydrated(page, 'SaleProducts');
  await sale.getByRole('button', { name: 'Add to Cart Royal Ruby' }).click();
  await expect(page.getByText('Log in to add Royal Ruby to your cart')).toBeVisible();
  await logInOnForm(page, user);
  await expect(page).toHaveURL(/\/cart$/);
  expect(await cartOf(page)).toEqual([
    ['Miraj', 2],
    ['Royal Ruby', 1],
  ]);
});

test("the wholesale page's oil waits through a login and is in the oils cart after it", async ({ page }) => {
  const user = await registerUser(page);
  await page.goto('/whole-sale');
  await hydrated(page, 'WholesaleOils');
  await page.getByRole('combobox', { name: 'Perfume oil' }).fill('rose');
  await page
    .getByRole('listbox', { name: 'Perfume oils' })
    .getByRole('option', { name: /^Rose Taifi / })
    .click();
  await page.getByLabel('Volume').selectOption('100');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Log in to add Rose Taifi (100 ml) to your oils cart')).toBeVisible();
  await logInOnForm(page, user);
  await expect(page).toHaveURL(/\/whole-sale$/);
  await expect(page.getByRole('table')).toContainText('Rose Taifi');
  await expect(page.getByRole('table')).toContainText('100');
});
