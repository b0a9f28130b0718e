/** The header's search box on home and on a category page. */
import { expect, test, type Page } from './support/test';
import { hydrated } from './support/hydration';

test.describe('search', () => {
  /**
   * The search box hydrates when the shopper reaches for it; before that, Enter asks /search (tested there).
   * These tests are about the island, so they wait for it as a shopper's first tap would.
   */
  async function reachForSearch(page: Page) {
    const search = page.getByRole('search');
    await search.getByLabel('Search perfumes').focus();
    await hydrated(page, 'SearchBox');
    return search;
  }

  test('on home: finds text, and says when there is nothing to search or nothing found', async ({ page }) => {
    await page.goto('/home');
    const search = await reachForSearch(page);
    const message = search.getByRole('status', { includeHidden: true });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(message).toHaveText('Please enter a search term.');
    await expect(message).toHaveText('', { timeout: 4_000 });

    await search.getByLabel('Search perfumes').fill('   ');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(message).toHaveText('Please enter a search term.');

    await search.getByLabel('Search perfumes').fill('no such scent anywhere');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(message).toHaveText('No matching content found. Try another search.');

    await search.getByLabel('Search perfumes').fill('what our CUSTOMERS say');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(message).toHaveText('');
    await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeInViewport();
  });

  test('on a category page: matches the product cards and keeps its message for 10 s', async ({ page }) => {
    test.setTimeout(45_000);
    // The page's timers run on the test's clock: the message's 10 s pass when the test says so.
    await page.clock.install();
    await page.goto('/woody-perfumes');
    const search = await reachForSearch(page);
    await search.getByLabel('Search perfumes').fill('Tobacco Teak');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(page.getByRole('heading', { name: 'Tobacco Teak' })).toBeInViewport();

    // A note from a description: only the card (a list item) holds it.
    await search.getByLabel('Search perfumes').fill('BIRCH TAR');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(page.getByRole('heading', { name: 'Birch Legend' })).toBeInViewport();

    // Searching again moves on to the next match; text only screen readers hear is not searched.
    const hit = page.locator('.search-hit');
    await search.getByLabel('Search perfumes').fill('add to cart');
    await search.getByLabel('Search perfumes').press('Enter');
    const first = await hit.getByRole('heading').textContent();
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(hit.getByRole('heading')).not.toHaveText(first!);
    await expect(hit).toBeInViewport();
    await search.getByLabel('Search perfumes').fill('was rs.');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(search.getByRole('status', { includeHidden: true })).toHaveText(
      'No matching content found. Try another search.',
    );

    await search.getByLabel('Search perfumes').fill('xylophone');
    await search.getByLabel('Search perfumes').press('Enter');
    const message = search.getByRole('status', { includeHidden: true });
    await expect(message).toHaveText('No matching content found. Try another search.');
    await page.clock.runFor(4_500);
    await expect(message).toHaveText('No matching content found. Try another search.');
    await page.clock.runFor(5_500);
    await expect(message).toHaveText('');
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('a category page does not match the other categories its phone layout folds away, and asks the catalog', async ({
      page,
    }) => {
      await page.goto('/oud-perfumes');
      const search = await reachForSearch(page);
      // The list of every category, which a phone shows folded: its links are there, but unseen.
      const others = page.locator('details.category-switcher');
      await expect(others).toBeVisible();
      await expect(others).not.toHaveAttribute('open');
      await search.getByLabel('Search perfumes').fill('Winter');
      await search.getByLabel('Search perfumes').press('Enter');
      // Nothing the shopper sees matches: the catalog's winter perfumes are shown instead.
      await expect(page).toHaveURL(/\/search\?q=Winter$/);
    });

    for (const [path, label, words] of [
      ['/home', 'Search perfumes', 'gulab'],
      ['/ur/home', 'پرفیوم تلاش کریں', 'عود'],
    ] as const) {
      test(`on ${path}, where the box shares its line with the account's picture, the suggestions are wide enough to read`, async ({
        page,
      }) => {
        await page.goto(path);
        const box = page.getByRole('combobox', { name: label });
        await box.focus();
        await hydrated(page, 'SearchBox');
        await box.fill(words);
        const list = page.getByRole('listbox');
        await expect(list.getByRole('option').first()).toBeVisible();
        const { width, x } = (await list.boundingBox())!;
        expect(width).toBeGreaterThanOrEqual(300);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x + width).toBeLessThanOrEqual(360);
        // No name runs under its price.
        const perfumes = list.getByRole('option').filter({ has: page.locator('.suggestion-price') });
        expect(await perfumes.count()).toBeGreaterThan(2);
        for (const option of await perfumes.all()) {
          const name = (await option.locator('.suggestion-text').boundingBox())!;
          const price = (await option.locator('.suggestion-price').boundingBox())!;
          const [first, second] = name.x < price.x ? [name, price] : [price, name];
          expect(first.x + first.width, await option.innerText()).toBeLessThanOrEqual(second.x + 0.5);
        }
      });
    }
  });
});
