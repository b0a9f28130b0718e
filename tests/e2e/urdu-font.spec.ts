/**
 * The Urdu pages' typeface: the shop's own Naskh, cut to the pages' letters, loads on Urdu pages only and draws
 * their words (this machine's Chromium has no Urdu font of its own, so only the shop's copy can), and its arrival
 * moves nothing on the page.
 */
import { expect, test, type Page } from './support/test';

test.use({ viewport: { width: 360, height: 740 } });

const FONT = /\/_astro\/urdu-[\w-]+\.woff2$/;

/** The page's layout shifts since it began to load, summed as the Cumulative Layout Shift counts them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );

test('the Urdu home page draws its words in the shop’s own small Naskh, and its arrival shifts nothing', async ({
  page,
}) => {
  const font = page.waitForResponse((response) => FONT.test(new URL(response.url()).pathname));
  await page.goto('/ur/home');
  const response = await font;
  expect(response.status()).toBe(200);
  const bytes = (await response.body()).length;
  expect(bytes).toBeLessThan(30 * 1024);
  expect(response.headers()['content-type']).toContain('font/woff2');

  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.replaceAll(/["']/g, '') === 'Shop Urdu')
          .map((face) => face.status);
      }),
    )
    .toEqual(['loaded']);

  // The heading's first word, drawn in the face and in the fallback: a different width, so the face is what draws it.
  const word = (await page.getByRole('heading', { level: 1 }).innerText()).split(/\s+/)[0]!;
  expect(word).toMatch(/[\u0600-\u06FF]/);
  const widths = await page.evaluate((text) => {
    const context = document.createElement('canvas').getContext('2d')!;
    const measure = (font: string) => ((context.font = font), context.measureText(text).width);
    return { face: measure("16px 'Shop Urdu'"), fallback: measure('16px sans-serif') };
  }, word);
  expect(widths.face).toBeGreaterThan(0);
  expect(Math.abs(widths.face - widths.fallback)).toBeGreaterThan(1);

  expect(await layoutShift(page)).toBe(0);
});

test('an English page never downloads the Urdu face, not even for its اردو link', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (FONT.test(new URL(request.url()).pathname)) fonts.push(request.url());
  });
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'اردو' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual([]);
});
