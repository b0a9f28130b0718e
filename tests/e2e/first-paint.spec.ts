/**
 * On a slow link a page's own scripts wait for its first picture: the header's module and the others are asked for
 * only once the page's main picture (the banner, the perfume's photo) is painted, or its first text on a page
 * without one, and the perfumes' photos of a grid are
 * asked for at low priority, so the first row, half in view, does not share the link with it. The menu opens before
 * the scripts. Home's two featured islands check today's listing, and show it once hydrated, with one request between them.
 */
import { expect, test } from './support/test';
import { holdScripts, hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

for (const path of ['/home', '/woody-perfumes', '/perfumes/miraj', '/ur/perfumes/miraj']) {
  test(`${path}: the shop's scripts are asked for only after the main picture is painted`, async ({ page }) => {
    await page.goto(path);
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('/Header.astro')),
        ),
      )
      .toBe(true);
    const { picture, firstScript } = await page.evaluate(async () => {
      const painted = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const main = (painted as (PerformanceEntry & { element: Element | null })[]).find((entry) =>
        entry.element?.matches('img[fetchpriority="high"]'),
      );
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_astro/') && entry.name.endsWith('.js'));
      return {
        picture: { at: main?.startTime ?? Infinity, main: !!main },
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(picture.main).toBe(true);
    expect(firstScript).toBeGreaterThanOrEqual(picture.at);
  });
}

for (const path of ['/whole-sale', '/ur/whole-sale', '/about-us']) {
  test(`${path}: the shop's scripts are asked for only after the first text is painted`, async ({ page }) => {
    await page.goto(path);
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('/Header.astro')),
        ),
      )
      .toBe(true);
    const { painted, firstScript } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/_astro/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(painted).toBeLessThan(Infinity);
    expect(firstScript).toBeGreaterThanOrEqual(painted);
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
