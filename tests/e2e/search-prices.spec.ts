/**
 * Prices as Pakistan types them, on a 360 px phone: '3k tak', 'over 3000' and '2000-3000' in English, '3 ہزار تک',
 * '3000 سے زیادہ' and '۲۰۰۰ سے ۳۰۰۰ تک' in Urdu, each listing the perfumes the shop sells today within it.
 */
import { expect, test, type Page } from './support/test';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

const results = (page: Page) => page.locator('.result-list > li');
const names = (page: Page) => results(page).getByRole('heading', { level: 2 }).allTextContents();
/** The prices the list shows (today's: a running sale's). */
const prices = async (page: Page) =>
  (await results(page).locator('.product-price > span').allTextContents()).map((text) =>
    Number(text.replace(/\D/g, '')),
  );
/** How many perfumes the summary says match. */
async function matches(page: Page, query: string): Promise<number> {
  const summary = page.getByRole('status').filter({ hasText: `“${query}”` });
  await expect(summary).toBeVisible();
  return Number(/^(\d+) perfumes? match/.exec((await summary.textContent()) ?? '')?.[1] ?? 0);
}

async function searchFor(page: Page, prefix: '' | '/ur', query: string) {
  await page.goto(`${prefix}/search?q=${encodeURIComponent(query)}`);
  await expect(results(page).first()).toBeVisible();
}

test('typed into the box, 3k tak, over 3000 and 2000-3000 list the perfumes within them', async ({ page }) => {
  await page.goto('/search?q=3000%20tak');
  const upTo3000 = await matches(page, '3000 tak');
  expect(upTo3000).toBeGreaterThan(3);
  const box = page.getByRole('combobox', { name: 'Search perfumes' });
  await box.focus();
  await hydrated(page, 'SearchBox');
  await box.fill('3k tak');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=3k(%20|\+)tak$/);
  expect(await matches(page, '3k tak')).toBe(upTo3000);
  for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(3000);

  await searchFor(page, '', 'over 3000');
  expect(await matches(page, 'over 3000')).toBeGreaterThan(0);
  for (const price of await prices(page)) expect(price).toBeGreaterThanOrEqual(3000);

  await searchFor(page, '', '2000-3000');
  const range = await matches(page, '2000-3000');
  expect(range).toBeGreaterThan(0);
  expect(range).toBeLessThan(upTo3000);
  for (const price of await prices(page)) expect(price >= 2000 && price <= 3000, String(price)).toBe(true);
});

test('in Urdu, 3 ہزار تک, 3000 سے زیادہ and ۲۰۰۰ سے ۳۰۰۰ تک list what their English words list', async ({ page }) => {
  for (const [urdu, english] of [
    ['3 ہزار تک', '3k tak'],
    ['3000 سے زیادہ', 'over 3000'],
    ['۲۰۰۰ سے ۳۰۰۰ تک', '2000-3000'],
  ] as const) {
    await searchFor(page, '', english);
    const listed = await names(page);
    expect(listed.length, english).toBeGreaterThan(0);
    await searchFor(page, '/ur', urdu);
    await expect(page.getByRole('combobox', { name: 'پرفیوم تلاش کریں' })).toHaveValue(urdu);
    expect(await names(page), urdu).toEqual(listed);
  }
});

test('a budget typed as digits alone, "3,000" or "۳۰۰۰", lists what "3000 tak" lists, and a size beside oud narrows nothing', async ({
  page,
}) => {
  await page.goto('/search?q=3000%20tak');
  const upTo3000 = await matches(page, '3000 tak');
  const box = page.getByRole('combobox', { name: 'Search perfumes' });
  await box.focus();
  await hydrated(page, 'SearchBox');
  await box.fill('3,000');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=3%2C000$/);
  expect(await matches(page, '3,000')).toBe(upTo3000);
  for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(3000);

  await searchFor(page, '/ur', '۳۰۰۰');
  expect(await results(page).count()).toBeGreaterThan(3);

  await searchFor(page, '', 'oud');
  const oud = await names(page);
  await searchFor(page, '', 'oud 50ml');
  expect(await names(page)).toEqual(oud);
});

test('a cheap one, "sasta" or "سستا", lists the cheapest first, in the box and on the page', async ({ page }) => {
  for (const [prefix, query, label] of [
    ['', 'sasta', 'Search perfumes'],
    ['/ur', 'سستا', 'پرفیوم تلاش کریں'],
  ] as const) {
    await searchFor(page, prefix, query);
    const listed = await prices(page);
    expect(listed.length).toBeGreaterThan(3);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    const box = page.getByRole('combobox', { name: label });
    await box.focus();
    await hydrated(page, 'SearchBox');
    await box.fill(`${query} `);
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toContainText(`Rs. ${listed[0]!.toLocaleString('en-US')}/-`);
  }
});
