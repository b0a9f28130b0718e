/**
 * A guest shopping in Urdu stays in Urdu through the login (360 px phone): Add to Cart on an Urdu page opens the
 * Urdu login page, and the login ends on the Urdu cart (or wholesale page) with the perfume or oil in it. Logging in
 * on the Urdu login page opened by itself, and logging out from an Urdu page, both end on the Urdu home page.
 */
import { expect, test, type Page } from './support/test';
import { newShopper, registerUser, type TestUser } from './support/accounts';
import { cartOf } from './support/cart';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

async function logInOnUrduForm(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await hydrated(page, 'LoginSignup');
  const login = page.getByRole('form', { name: 'لاگ ان' });
  await login.getByLabel('ای میل', { exact: true }).fill(user.email);
  await login.getByLabel('پاس ورڈ', { exact: true }).fill(user.password);
  await login.getByRole('button', { name: 'لاگ ان', exact: true }).click();
  await expect(login.getByRole('status')).toHaveText('لاگ ان ہو گیا!');
}

test('a guest on an Urdu perfume page signs up in Urdu and finds the perfume in the Urdu cart', async ({ page }) => {
  await page.goto('/ur/perfumes/oud-noor');
  await hydrated(page, 'ProductOffer');
  await page.getByRole('button', { name: 'کارٹ میں شامل کریں Oud Noor' }).click();
  await expect(page).toHaveURL(/\/ur\/login-signup\?next=%2Fur%2Fcart&adding=1$/);
  await hydrated(page, 'LoginSignup');
  await expect(page.getByText('Oud Noor کو کارٹ میں ڈالنے کے لیے لاگ ان کریں')).toBeVisible();

  await page.getByRole('form', { name: 'لاگ ان' }).getByRole('button', { name: 'سائن اپ کریں' }).click();
  const signUp = page.getByRole('form', { name: 'اکاؤنٹ بنائیں' });
  const email = `urdu-wall-${Date.now().toString(36)}@example.pk`;
  await signUp.getByLabel('نام', { exact: true }).fill('Sana Iqbal');
  await signUp.getByLabel('ای میل', { exact: true }).fill(email);
  await signUp.getByLabel('پاس ورڈ', { exact: true }).fill('rose-and-oud');
  await signUp.getByLabel('پاس ورڈ دوبارہ لکھیں').fill('rose-and-oud');
  await signUp.getByLabel(/شرائط و ضوابط سے متفق ہوں/).check();
  // The link is the terms' name alone, as the English one is; the verb comes after it.
  await expect(signUp.getByRole('link', { name: 'شرائط و ضوابط', exact: true })).toHaveAttribute(
    'href',
    '/ur/terms-and-conditions',
  );
  await signUp.getByRole('button', { name: 'سائن اپ', exact: true }).click();

  // Registration leaves the new account in the login form: one press logs in.
  const login = page.getByRole('form', { name: 'لاگ ان' });
  await expect(login.getByLabel('ای میل', { exact: true })).toHaveValue(email);
  await login.getByRole('button', { name: 'لاگ ان', exact: true }).click();
  await expect(page).toHaveURL(/\/ur\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'آپ کا کارٹ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oud Noor' })).toBeVisible();
  expect(await cartOf(page)).toEqual([['Oud Noor', 1]]);
});

test("a guest's oil on the Urdu wholesale page waits through the Urdu login and is in the oils cart after it", async ({
  page,
}) => {
  const user = await registerUser(page);
  await page.goto('/ur/whole-sale');
  await hydrated(page, 'WholesaleOils');
  await page.getByRole('combobox', { name: 'عطر' }).fill('rose');
  await page
    .getByRole('listbox', { name: 'عطر کی فہرست' })
    .getByRole('option', { name: /^Rose Taifi / })
    .click();
  await page.getByLabel('مقدار').selectOption('100');
  await page.getByRole('button', { name: 'کارٹ میں شامل کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/login-signup\?next=%2Fur%2Fwhole-sale&adding=1$/);
  await expect(page.getByText('Rose Taifi (100 ملی لیٹر) کو عطر کے کارٹ میں ڈالنے کے لیے لاگ ان کریں')).toBeVisible();
  await logInOnUrduForm(page, user);
  await expect(page).toHaveURL(/\/ur\/whole-sale$/);
  await expect(page.getByRole('table').getByRole('row', { name: /^Rose Taifi 100 ملی لیٹر Rs / })).toBeVisible();
});

test('the Urdu login page opened by itself leads to the Urdu home page', async ({ page }) => {
  const user = await registerUser(page);
  await page.goto('/ur/login-signup');
  await logInOnUrduForm(page, user);
  await expect(page).toHaveURL(/\/ur\/home$/);
});

test('logging out from an Urdu page leads to the Urdu home page', async ({ page }) => {
  await newShopper(page);
  await page.goto('/ur/about-us');
  const nav = page.getByRole('navigation', { name: 'مرکزی' });
  await page.getByRole('button', { name: 'مینو' }).click();
  await nav.getByRole('button', { name: 'لاگ آؤٹ' }).click();
  await expect(page).toHaveURL(/\/ur\/home$/);
  await page.getByRole('button', { name: 'مینو' }).click();
  await expect(nav.getByRole('link', { name: 'لاگ ان' })).toBeVisible();
});

test('the language switch on the login page takes the page to return to along into the other language', async ({
  page,
}) => {
  const user = await registerUser(page);
  await page.goto('/ur/login-signup?next=%2Fur%2Fmy-orders');
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/login-signup\?next=%2Fmy-orders$/);
  await page.getByRole('link', { name: 'اردو', exact: true }).click();
  await expect(page).toHaveURL(/\/ur\/login-signup\?next=%2Fur%2Fmy-orders$/);
  await logInOnUrduForm(page, user);
  await expect(page).toHaveURL(/\/ur\/my-orders$/);
});
