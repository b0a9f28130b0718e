/**
 * The search finds what the shop itself prints, on a 360 px phone: the notes as the Urdu product pages name them,
 * the shop's own words in Roman Urdu, and slips in the names.
 */
import { expect, test, type Page } from './support/test';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

const results = (page: Page) => page.locator('.result-list > li');
const result = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function searchBox(page: Page, label: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.focus();
  await hydrated(page, 'SearchBox');
  return box;
}

test('a note word read on an Urdu product page finds its perfumes on /ur/search, as its English note does', async ({
  page,
}) => {
  await page.goto('/ur/perfumes/angels-kiss');
  const base = page.getByRole('definition').filter({ hasText: 'ونیلا' });
  await expect(base).toBeVisible();

  await page.goto('/search?q=vanilla');
  await expect(result(page, "Angel's Kiss")).toBeVisible();
  const english = await results(page).count();

  await page.goto(`/ur/search?q=${encodeURIComponent('ونیلا')}`);
  await expect(result(page, "Angel's Kiss")).toBeVisible();
  expect(await results(page).count()).toBe(english);

  // The box suggests them as the word is typed.
  const box = await searchBox(page, 'پرفیوم تلاش کریں');
  await box.fill('کالی مرچ');
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Pepper Noir/ })).toBeVisible();
});

test("the shop's own words in Roman Urdu find its perfumes: phool the floral ones, thandi the fresh ones", async ({
  page,
}) => {
  await page.goto('/search');
  const box = await searchBox(page, 'Search perfumes');
  await box.fill('phool');
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Chambeli/ })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=phool$/);
  await expect(result(page, 'Gulab')).toBeVisible();

  await page.goto('/search?q=thandi');
  await expect(result(page, 'Citrus Splash')).toBeVisible();
  // Rawayat is for winter, and woody: no cool scent.
  await expect(result(page, 'Rawayat')).toHaveCount(0);
});

test('oud typed oodh is suggested and found, and a cheap perfume asked for by sasta lists them', async ({ page }) => {
  await page.goto('/search');
  const box = await searchBox(page, 'Search perfumes');
  await box.fill('oodh');
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Black Oud/ })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=oodh$/);
  await expect(result(page, 'Black Oud')).toBeVisible();

  // Alone, sasta found nothing and offered the best sellers instead.
  await page.goto(`/ur/search?q=${encodeURIComponent('سستا')}`);
  await expect(results(page).first()).toBeVisible();
  await page.goto('/search?q=sasta');
  await expect(results(page).nth(3)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Best sellers' })).toHaveCount(0);
});

test('a shopper asking for a tester is suggested and shown the perfumes sold in a tester size, in both languages', async ({
  page,
}) => {
  await page.goto('/search');
  const box = await searchBox(page, 'Search perfumes');
  await box.fill('tester');
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Miraj/ })).toBeVisible();
  await page.goto(`/ur/search?q=${encodeURIComponent('ٹیسٹر')}`);
  await expect(result(page, 'Miraj')).toBeVisible();
  await expect(result(page, 'Rawayat')).toBeVisible();
  await expect(result(page, 'Black Oud')).toHaveCount(0);
});

test('a name typed with a slip is suggested and found: "angle kiss" is Angel\'s Kiss, "بلو مسٹ" Blue Mist', async ({
  page,
}) => {
  await page.goto('/search');
  const box = await searchBox(page, 'Search perfumes');
  await box.fill('angle kiss');
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Angel's Kiss/ })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=angle(%20|\+)kiss$/);
  await expect(result(page, "Angel's Kiss")).toBeVisible();
  expect(await results(page).count()).toBe(1);

  await page.goto(`/ur/search?q=${encodeURIComponent('بلو مسٹ')}`);
  await expect(result(page, 'Blue Mist')).toBeVisible();
});

test('"eid sale" lists the perfumes on the Eid Sale, each with its badge, and the box suggests them, not sage', async ({
  page,
}) => {
  await page.goto(`/search?q=${encodeURIComponent('eid sale')}`);
  const listed = results(page);
  await expect(listed.first()).toBeVisible();
  const count = await listed.count();
  expect(count).toBeGreaterThan(3);
  await expect(listed.getByText('EID SALE', { exact: true })).toHaveCount(count);
  await expect(result(page, 'Sage Gentleman')).toHaveCount(0);

  await page.goto(`/ur/search?q=${encodeURIComponent('عید سیل')}`);
  await expect(listed.first()).toBeVisible();
  expect(await listed.count()).toBe(count);

  const box = await searchBox(page, 'پرفیوم تلاش کریں');
  await box.fill('sale');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Sage Gentleman/ })).toHaveCount(0);
  await expect(options.filter({ hasText: 'عید سیل' }).first()).toBeVisible();
});

test('khushbu typed with a letter wrong, "khusbu" or "khoshbo", lists every perfume as khushbu does', async ({
  page,
}) => {
  const summary = (query: string) => page.getByRole('status').filter({ hasText: `“${query}”` });
  await page.goto('/search?q=khushbu');
  const every = (await summary('khushbu').textContent())?.match(/^\d+/)?.[0];
  expect(Number(every)).toBeGreaterThan(100);

  await page.goto('/search');
  const box = await searchBox(page, 'Search perfumes');
  await box.fill('khusbu');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=khusbu$/);
  await expect(summary('khusbu')).toHaveText(new RegExp(`^${every} perfumes match`));

  await page.goto('/ur/search?q=khoshbo');
  await expect(summary('khoshbo')).toContainText(`${every}`);
  await expect(results(page).first()).toBeVisible();
});
