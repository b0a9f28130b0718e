import { expect, test } from './support/test';

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

test('a built script is kept for a year without asking again; a page is asked for afresh', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const chunk = await page.locator('astro-island[component-url^="/_astro/"]').first().getAttribute('component-url');
  const script = await request.get(chunk!);
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/home')).headers()['cache-control']).not.toContain('immutable');
});
