/**
 * The Urdu pages' typeface: the shop's own Naskh, cut to the pages' letters. This machine's Chromium has no Naskh of
 * its own, as a phone without one: the first Urdu page paints in the font it has and fetches the shop's copy once
 * loaded, without swapping it in (nothing on it moves); the next Urdu page draws in the copy from the start. English
 * pages never download it.
 */
import { expect, test, type Page } from './support/test';
import { firstAskedAt, paintedAt } from './support/paint';

test.use({ viewport: { width: 360, height: 740 } });

const FONT = /\/_astro\/urdu-[\w-]+\.woff2$/;

/**
 * The page's layout shifts since `since` (ms of its clock; from the start of its load when left out), summed as the
 * Cumulative Layout Shift counts them.
 */
const layoutShift = (page: Page, since = 0) =>
  page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            startTime: number;
          }[];
          for (const entry of entries) if (!entry.hadRecentInput && entry.startTime >= from) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
    since,
  );

/**
 * Every element's place in the layout and its size: where the lines broke and what stands around them (not where a
 * moving strip, the reviews' marquee, has carried it meanwhile).
 */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element instanceof HTMLElement)
      .map((element) => {
        const where = `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 30)}`;
        return `${where}: ${element.offsetLeft},${element.offsetTop} ${element.offsetWidth}x${element.offsetHeight}`;
      }),
  );

const shopFaceLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) => face.family.replaceAll(/["']/g, '') === 'Shop Urdu' && face.status === 'loaded',
    );
  });

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const path of ['/ur/home', '/ur/woody-perfumes', '/ur/perfumes/miraj']) {
  test(`${path}, the first Urdu page, fetches the shop's Naskh once loaded and shown, and moves nothing for it`, async ({
    page,
  }) => {
    // The copy is held until the page, loaded, has been measured in the font it painted with.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FONT, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(FONT);
    await page.goto(path);
    await asked;
    await nextFrame(page);
    const before = await boxes(page);
    // What the copy might move, from here on: the cards of a category drawn from the build may have moved before,
    // refreshed from a catalog other tests changed meanwhile.
    const measuredAt = await page.evaluate(() => performance.now());

    const fetched = page.waitForResponse(FONT);
    release();
    const response = await fetched;
    // After the main picture: asked for beside it, the copy shared a slow link with it.
    expect(await firstAskedAt(page, FONT)).toBeGreaterThanOrEqual((await paintedAt(page)).picture);
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBeLessThan(30 * 1024);
    expect(response.headers()['content-type']).toContain('font/woff2');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('urdu-font')))
      .toBe(new URL(response.url()).pathname);
    await nextFrame(page);

    expect(await shopFaceLoaded(page)).toBe(false);
    expect(await boxes(page)).toEqual(before);
    expect(await layoutShift(page, measuredAt)).toBe(0);
  });
}

test('the next Urdu page draws its words in the shop’s own small Naskh from the first paint, and shifts nothing', async ({
  page,
}) => {
  await page.goto('/ur/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('urdu-font'))).toMatch(FONT);

  // Opened from the shop's own page, as a link opens it (the page's referrer is the shop).
  await page.evaluate(() => location.assign('/ur/woody-perfumes'));
  await page.waitForURL('**/ur/woody-perfumes');
  expect(await shopFaceLoaded(page)).toBe(true);
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

test('an Urdu page a shopper lands on from elsewhere asks nothing of the storage before it paints: it keeps the phone’s font', async ({
  page,
}) => {
  await page.goto('/ur/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('urdu-font'))).toMatch(FONT);

  await page.goto('/ur/woody-perfumes');
  expect(await shopFaceLoaded(page)).toBe(false);
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

test('an Urdu page asks the phone for no face but its own Naskh: each face it lacks costs the first layout a lookup', async ({
  page,
}) => {
  await page.goto('/ur/perfumes/miraj');
  const named = await page.evaluate(() => {
    const generic = new Set(['system-ui', 'sans-serif', 'serif', 'monospace']);
    const families = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>('main :lang(ur)'))
      for (const family of getComputedStyle(element).fontFamily.split(','))
        families.add(family.trim().replaceAll(/["']/g, ''));
    const faces = [...document.querySelectorAll('style')].flatMap(
      (style) => style.textContent!.match(/@font-face\{[^}]*\}/g) ?? [],
    );
    const localNames = faces.map((face) => face.match(/local\(/g)?.length ?? 0);
    return { families: [...families].filter((family) => !generic.has(family)), localNames };
  });
  expect(named.families).toEqual(['Shop Urdu']);
  // Each declaration names the phone's Naskh by the PostScript names of its two cuts.
  expect([...new Set(named.localNames)]).toEqual([2]);
});
