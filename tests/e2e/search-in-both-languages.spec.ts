/**
 * The search as Pakistan types it, on a 360 px phone: the results page keeps the shopper's words in its box (to be
 * changed, not typed again), and words that find nothing offer the categories and the best sellers instead.
 */
import { expect, test, type Page } from './support/test';
import { hydrated } from './support/hydration';
import { sidewaysOverflow } from './support/sideways';

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

for (const [prefix, label, submit] of [
  ['', 'Search perfumes', 'Search'],
  ['/ur', 'پرفیوم تلاش کریں', 'تلاش'],
] as const) {
  test(`on ${prefix}/search new words are searched for even when the results on the page hold them`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/search?q=oud`);
    await expect(page.getByRole('heading', { name: 'Black Oud' })).toBeVisible();
    const box = page.getByRole('combobox', { name: label });
    await box.focus();
    await hydrated(page, 'SearchBox');
    // 'black' is on the page (Black Oud), which the other pages' boxes would scroll to rather than search.
    await box.fill('black');
    await box.press('Enter');
    await expect(page).toHaveURL(`${prefix}/search?q=black`);
    await expect(page.getByRole('combobox', { name: label })).toHaveValue('black');
    // The button too, with words of a perfume on the page.
    const again = page.getByRole('combobox', { name: label });
    await again.focus();
    await hydrated(page, 'SearchBox');
    await again.fill('Black Oud');
    await page.getByRole('search').getByRole('button', { name: submit }).click();
    await expect(page).toHaveURL(`${prefix}/search?q=Black%20Oud`);
  });
}

for (const [prefix, label, badge] of [
  ['', 'Search perfumes', 'EID SALE'],
  ['/ur', 'پرفیوم تلاش کریں', 'عید سیل'],
] as const) {
  test(`${prefix}/search and its box's suggestions show the sale's badge, as the category page does`, async ({
    page,
  }) => {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Encharntess' }) });
    await page.goto(`${prefix}/floral-perfumes`);
    await expect(card.getByText(badge, { exact: true })).toBeVisible();

    await page.goto(`${prefix}/search?q=encharntess`);
    await expect(card.getByText(badge, { exact: true })).toBeVisible();
    // Not on a perfume no sale prices.
    const kohsar = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kohsar' }) });
    await page.goto(`${prefix}/search?q=kohsar`);
    await expect(kohsar).toBeVisible();
    await expect(kohsar.getByText(badge, { exact: true })).toHaveCount(0);

    const box = page.getByRole('combobox', { name: label });
    await box.focus();
    await hydrated(page, 'SearchBox');
    await box.fill('enchar');
    await expect(page.getByRole('option', { name: /^Encharntess/ }).getByText(badge, { exact: true })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
}

for (const [prefix, categories, bestSellers, men] of [
  ['', 'Browse by category', 'Best sellers', 'Men'],
  ['/ur', 'اقسام دیکھیں', 'سب سے زیادہ بکنے والے پرفیوم', null],
] as const) {
  test(`words that find nothing on ${prefix}/search offer the categories and the best sellers`, async ({ page }) => {
    await page.goto(`${prefix}/search?q=qqxzv`);
    await expect(page.getByRole('heading', { name: categories })).toBeVisible();
    await expect(page.getByRole('heading', { name: bestSellers })).toBeVisible();
    const sellers = page.locator('.search-instead .result-list > li');
    expect(await sellers.count()).toBeGreaterThan(2);
    await expect(sellers.first().getByRole('button')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    // React draws the same once the shopper reaches for the list.
    await hydrated(page, 'SearchResults');
    await expect(page.getByRole('heading', { name: bestSellers })).toBeVisible();
    expect(await page.locator('.search-instead .result-list > li').count()).toBe(await sellers.count());
    const chips = page.locator('.search-categories a');
    expect(await chips.count()).toBe(19);
    expect((await chips.first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
    if (men) {
      await page.locator('.search-categories').getByRole('link', { name: men, exact: true }).click();
      await expect(page).toHaveURL(/\/male-perfumes$/);
    }
  });
}
