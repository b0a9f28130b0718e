/**
 * On a slow link a page's own scripts wait for its first picture: the header's module and the others are asked for
 * only once the page's main picture (the banner, the perfume's photo) is painted, or its first text on a page
 * without one, and the perfumes' photos of a grid are asked for at low priority, so the first row, half in view,
 * does not share the link with it. The menu opens before the scripts. Home's two featured islands check today's
 * listing, and show it once hydrated, with one request between them.
 */
import { expect, test } from './support/test';
import { holdScripts, hydrated } from './support/hydration';
import { firstAskedAt, paintedAt } from './support/paint';

test.use({ viewport: { width: 360, height: 740 } });

/** The shop's own script files, which the build names under /_astro/. */
const SHOP_SCRIPT = /\/_astro\/[^/]+\.js$/;

for (const [path, shown] of [
  ['/home', 'picture'],
  ['/woody-perfumes', 'picture'],
  ['/perfumes/miraj', 'picture'],
  ['/ur/perfumes/miraj', 'picture'],
  ['/whole-sale', 'firstText'],
  ['/ur/whole-sale', 'firstText'],
  ['/about-us', 'firstText'],
] as const) {
  const what = shown === 'picture' ? 'main picture' : 'first text (it has no main picture)';
  test(`${path}: the shop's scripts are asked for only after its ${what} is painted`, async ({ page }) => {
    await page.goto(path);
    await expect.poll(() => firstAskedAt(page, /\/Header\.astro/)).toBeLessThan(Infinity);
    const painted = (await paintedAt(page))[shown];
    expect(painted).toBeLessThan(Infinity);
    expect(await firstAskedAt(page, SHOP_SCRIPT)).toBeGreaterThanOrEqual(painted);
  });
}

for (const path of ['/home', '/woody-perfumes', '/ur/home']) {
  test(`${path}: the perfumes' photos are asked for after the main picture, not beside it`, async ({ page }) => {
    await page.goto(path);
    const photos = page.locator('.product-card img');
    await expect(photos.first()).toBeVisible();
    // A browser raises a photo in view (the first row, half under the banner) to high unless the page asks for low.
    expect(
      await photos.evaluateAll((all) => all.filter((img) => img.getAttribute('fetchpriority') !== 'low').length),
    ).toBe(0);
  });
}

test('the menu opens and closes before the shop’s scripts arrive', async ({ page }) => {
  const arrive = await holdScripts(page);
  await page.goto('/woody-perfumes', { waitUntil: 'commit' });
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'About Us' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  arrive();
});

test("home asks today's featured listing once for the sale's cards and the featured offer, hydrated or not", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/products/featured') asked.push(request.url());
  });
  await page.goto('/home');
  await expect.poll(() => asked.length).toBe(1);
  // Both islands have checked their cards by the time the page is idle; a second ask would have been made by now.
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
  // Hydrated, they show today's figures from the same answer.
  await hydrated(page, 'SaleProducts');
  await hydrated(page, 'FeaturedOffer');
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
});
