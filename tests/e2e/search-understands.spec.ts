/**
 * A search that understands, on a 360 px phone: words in any order with filler left out, who a perfume is for and
 * the most a shopper will pay; suggestions with a photo and a price; the results sorted as a category's; and the
 * search one tap away in the header of a page without a search box.
 */
import { expect, test, type Page } from './support/test';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

const results = (page: Page) => page.locator('.result-list > li');
/** How many perfumes the summary says match (the list shows 24 at a time). */
async function matches(page: Page, query: string): Promise<number> {
  const summary = page.getByRole('status').filter({ hasText: `“${query}”` });
  const text = (await summary.textContent()) ?? '';
  return /^No perfume/.test(text) ? 0 : Number(/^(\d+)/.exec(text)?.[1]);
}
const prices = async (page: Page) =>
  (await results(page).locator('.product-price > span').allTextContents()).map((text) =>
    Number(text.replace(/\D/g, '')),
  );

test('from a product page the header opens the search in one tap, which suggests with photos and prices', async ({
  page,
}) => {
  await page.goto('/perfumes/miraj');
  await page.getByRole('banner').getByRole('link', { name: 'Search perfumes' }).click();
  await expect(page).toHaveURL(/\/search$/);
  const box = page.getByRole('combobox', { name: 'Search perfumes' });
  await expect(box).toBeFocused();
  await hydrated(page, 'SearchBox');
  await box.pressSequentially('perfume oud');
  const suggestions = page.getByRole('listbox', { name: 'Suggested perfumes' });
  const first = suggestions.getByRole('option').first();
  await expect(first).toContainText(/Rs\. [\d,]+\/-/);
  await expect(first.locator('img')).toHaveAttribute('src', /\/(images|media)\//);
  await expect
    .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=perfume(%20|\+)oud$/);
  await expect(page.getByRole('status').filter({ hasText: /perfumes match “perfume oud”/ })).toBeVisible();
  expect(await results(page).count()).toBeGreaterThan(3);
});

test('words in any order, men and women narrow by who it is for, and under 2000 by price', async ({ page }) => {
  await page.goto('/search?q=rose');
  await expect(page.getByText(/perfumes match “rose”/)).toBeVisible();
  const rose = await matches(page, 'rose');
  await page.goto('/search?q=rose%20for%20men');
  await expect(page.getByText(/perfumes? match(es)? “rose for men”/)).toBeVisible();
  const forMen = await matches(page, 'rose for men');
  expect(forMen).toBeGreaterThan(0);
  expect(forMen).toBeLessThan(rose);

  await page.goto('/search?q=perfume%20for%20women');
  await expect(page.getByText(/perfumes match “perfume for women”/)).toBeVisible();

  await page.goto('/search?q=oud%20under%202000');
  await expect(page.getByText(/perfumes? match(es)? “oud under 2000”/)).toBeVisible();
  const cheap = await prices(page);
  expect(cheap.length).toBeGreaterThan(0);
  for (const price of cheap) expect(price).toBeLessThanOrEqual(2000);
});

test('results sort as a category page does, by price, kept in the address', async ({ page }) => {
  await page.goto('/search?q=gulab');
  await expect(page.getByText(/perfumes match “gulab”/)).toBeVisible();
  // Best match first: perfumes named for the word before those with it among their notes.
  await expect(results(page).first()).toContainText('Gulab');
  await page.getByLabel('Sort by').selectOption({ label: 'Price, low to high' });
  await expect(page).toHaveURL(/sort=price-asc/);
  // The list sorts once React has taken it over, which the choice itself set going.
  const sorted = (list: number[]) => list.join() === [...list].sort((a, b) => a - b).join();
  await expect.poll(async () => sorted(await prices(page))).toBe(true);
  await page.getByLabel('Sort by').selectOption({ label: 'Price, high to low' });
  const high = await prices(page);
  expect(high).toEqual([...high].sort((a, b) => b - a));
});
