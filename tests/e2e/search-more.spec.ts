import { expect, test, type Page } from './support/test';
import { hydrated } from './support/hydration';

/** 'perfume' alone lists every perfume the shop sells: more than a page of them. */
const EVERY_PERFUME = '/search?q=perfume';

const results = (page: Page) =>
  page
    .locator('.result-list')
    .first()
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });

/** The price each listed perfume sells at now, in the order listed. */
async function listedPrices(page: Page): Promise<number[]> {
  const prices = await page.locator('.result-list .product-price > span:last-child').allTextContents();
  return prices.map((price) => Number(price.replace(/\D/g, '')));
}

test.use({ viewport: { width: 360, height: 740 } });

test('Show more lists the next perfumes, takes the focus to the first of them, and keeps them in the address', async ({
  page,
}) => {
  await page.goto(EVERY_PERFUME);
  await expect(results(page)).toHaveCount(24);
  await hydrated(page, 'SearchResults');
  await page.getByRole('link', { name: 'Show more perfumes' }).click();
  await expect(results(page)).toHaveCount(48);
  // A screen reader hears where the list goes on, rather than nothing.
  await expect(results(page).nth(24).getByRole('heading').getByRole('link')).toBeFocused();
  await expect(page).toHaveURL(/[?&]shown=48(&|$)/);
  await page.reload();
  await expect(results(page)).toHaveCount(48);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Show more draws the page again with the next perfumes, opened at the first of them', async ({ page }) => {
    await page.goto(EVERY_PERFUME);
    await expect(results(page)).toHaveCount(24);
    await page.getByRole('link', { name: 'Show more perfumes' }).click();
    await expect(page).toHaveURL(/\?q=perfume&shown=48#result-/);
    await expect(results(page)).toHaveCount(48);
    await expect(results(page).nth(24).getByRole('heading')).toBeInViewport();
  });

  test('the sort is sent by its button, keeping the words and how many are listed', async ({ page }) => {
    await page.goto(`${EVERY_PERFUME}&shown=48`);
    await page.getByLabel('Sort by').selectOption({ label: 'Price, low to high' });
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/\?q=perfume&shown=48&sort=price-asc$/);
    await expect(results(page)).toHaveCount(48);
    const prices = await listedPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(prices.at(-1)!);
  });
});

test('with JavaScript the sort applies as it is chosen, and its button is not shown', async ({ page }) => {
  await page.goto(EVERY_PERFUME);
  await hydrated(page, 'SearchResults');
  await expect(page.getByRole('button', { name: 'Sort', exact: true })).toBeHidden();
  await page.getByLabel('Sort by').selectOption({ label: 'Price, high to low' });
  await expect(page).toHaveURL(/sort=price-desc/);
  const prices = await listedPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});
