import { expect, test } from '@playwright/test';

test('home and a category page open, and unknown addresses land on home', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveTitle(/Mehak Perfumes/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();

  await page.goto('/woody-perfumes');
  await expect(page.getByRole('heading', { level: 1, name: 'Woody Perfumes' })).toBeVisible();
  await expect(page.getByText('Rawayat', { exact: true }).first()).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/home$/);
});
