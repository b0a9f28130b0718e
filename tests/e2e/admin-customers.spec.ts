import { expect, test, type Page } from './support/test';
import { logInViaApi, makeAdmin, openAdminConsole, registerUser } from './support/accounts';
import { searched } from './support/list-answer';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

async function findsRefuser(page: Page) {
  const surname = `Durrani${Date.now().toString(36)}`;
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const shopper = await registerUser(page.request);
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Hassan',
    lastName: surname,
    phone: `03${digits}`,
  });
  const owner = await registerUser(page.request);
  await makeAdmin(owner);
  const token = await logInViaApi(page.request, owner);
  const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(page.request)) };
  expect(
    (
      await page.request.patch(`/api/orders/${order._id}/confirmation`, { headers, data: { confirmation: 'refused' } })
    ).ok(),
  ).toBe(true);
  expect(
    (await page.request.patch(`/api/orders/${order._id}/status`, { headers, data: { status: 'cancelled' } })).ok(),
  ).toBe(true);

  await page.goto('/api/csrf');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto('/orders');
  const section = page.getByRole('region', { name: 'Customers' });
  await expect(section.getByRole('list', { name: 'Customers' }).getByRole('article').first()).toBeVisible();

  // A phone pasted in its international form finds the shopper.
  await section.getByRole('searchbox', { name: 'Search' }).fill(`+92 3${digits.slice(0, 2)} ${digits.slice(2)}`);
  await section.getByRole('button', { name: 'Search Customers' }).click();
  const card = section.getByRole('article', { name: `Hassan ${surname}` });
  await expect(section.getByRole('list', { name: 'Customers' }).getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('1 refusal');
  await expect(card.getByRole('definition').nth(0)).toHaveText('1');
  await expect(card.getByRole('definition').nth(1)).toHaveText('Rs 0');
  await expect(card.getByRole('link', { name: `03${digits.slice(0, 2)}-${digits.slice(2)}` })).toBeVisible();

  await section.getByRole('searchbox', { name: 'Search' }).fill(surname.toUpperCase());
  await section.getByRole('button', { name: 'Search Customers' }).click();
  await expect(card).toBeVisible();
  await section.getByRole('searchbox', { name: 'Search' }).fill('nobody-by-this-name');
  await section.getByRole('button', { name: 'Search Customers' }).click();
  await expect(section).toContainText('No customers match this search.');
  expect(await sidewaysOverflow(page)).toBe(0);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the owner finds a shopper who never ordered by part of her name or email, for a reset link', async ({
    page,
  }) => {
    const unique = Date.now().toString(36);
    const shopper = await registerUser(page.request, {
      username: `Farzana Baig${unique}`,
      email: `f.baig.${unique}@example.pk`,
    });
    await openAdminConsole(page);
    await page.goto('/orders#customers');
    const section = page.getByRole('region', { name: 'Customers' });
    const card = section.getByRole('article', { name: shopper.username });
    for (const typed of [`baig${unique}`.toUpperCase(), `baig.${unique}@exam`]) {
      await section.getByRole('searchbox', { name: 'Search' }).fill(typed);
      await searched(page, '/api/admin/customers', typed, () =>
        section.getByRole('button', { name: 'Search Customers' }).click(),
      );
      await expect(section.getByRole('list', { name: 'Customers' }).getByRole('article')).toHaveCount(1);
      await expect(card).toContainText(`No orders yet · account ${shopper.username}`);
    }
    await card.getByRole('button', { name: 'Password reset link' }).click();
    const url = await card
      .getByRole('textbox', { name: 'Password reset link (works once, for 24 hours)' })
      .inputValue();
    expect(url).toMatch(/\/reset-password#[\w-]{43}$/);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

test.describe('on a 412 px phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });
  test('the owner finds a customer who refused a parcel by phone or name', async ({ page }) => findsRefuser(page));
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('the owner finds a customer who refused a parcel by phone or name', async ({ page }) => findsRefuser(page));
});
