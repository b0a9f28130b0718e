/**
 * The search as Pakistan types it, on a 360 px phone: the results page keeps the shopper's words in its box (to be
 * changed, not typed again).
 */
import { expect, test, type Page } from './support/test';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

const results = (page: Page) => page.locator('.result-list > li');

test('the results page keeps the words in its box, once its script has run too', async ({ page }) => {
  await page.goto('/search?q=rose');
  const box = page.getByRole('combobox', { name: 'Search perfumes' });
  await expect(box).toHaveValue('rose');
  await box.focus();
  await hydrated(page, 'SearchBox');
  await expect(box).toHaveValue('rose');
  // Changed, not typed again: more words, and Enter.
  await box.press('End');
  await box.pressSequentially(' for men');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rose(%20|\+)for(%20|\+)men$/);
  await expect(page.getByRole('combobox', { name: 'Search perfumes' })).toHaveValue('rose for men');
  // Whole words first: a rose perfume for men, not Rosemary Breeze.
  await expect(results(page).first()).not.toContainText('Rosemary Breeze');
});

test('Urdu words find perfumes on /ur/search, and stay in the box', async ({ page }) => {
  await page.goto(`/ur/search?q=${encodeURIComponent('مردوں کے لیے عود')}`);
  await expect(page.locator('.page-search input[name="q"]')).toHaveValue('مردوں کے لیے عود');
  expect(await results(page).count()).toBeGreaterThan(3);
  await page.goto('/search?q=meraj');
  await expect(results(page).first()).toContainText('Miraj');
});
