/**
 * The home carousel on a cheap phone: it turns by itself without React (a small script of the page's own turns the
 * pre-rendered slides), React loads only when the shopper reaches for it, and its buttons tapped before then, while
 * the shop's scripts have not arrived yet, do what they say once React is there. Right to left in Urdu. The page's
 * clock is the test's (page.clock): a slide's 5 s pass when the test says so, not in real time.
 */
import { expect, test, type Page } from './support/test';
import { holdScripts } from './support/hydration';
import { TURN_MS } from '../../site/components/home/carousel';
import { WIDGET_WORDS } from '../../site/i18n/widgets';

test.use({ viewport: { width: 360, height: 740 } });

const EN = WIDGET_WORDS.en.carousel;
const UR = WIDGET_WORDS.ur.carousel;
const island = (page: Page) => page.locator('astro-island[component-url*="/Carousel."]');

/** Once React has hydrated: generous, for a busy machine. */
const HYDRATED = { timeout: 30_000 };

/** The page's timers run on the test's clock from the start (it still flows by itself otherwise). */
test.beforeEach(async ({ page }) => page.clock.install());

/** The carousel opened with the shop's scripts held back, used as soon as it shows. Answers their arrival. */
async function openSlowly(page: Page, path: string) {
  const arrive = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(island(page)).toHaveAttribute('ssr', '');
  return arrive;
}

for (const [path, words] of [
  ['/home', EN],
  ['/ur/home', UR],
] as const) {
  test(`${path}: the carousel turns by itself, and no React file is asked for`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(path);
    const carousel = page.getByRole('region', { name: words.name });
    const slide = (n: number) => carousel.getByRole('group', { name: words.slide(n, 2) });
    await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(2)).toHaveCount(0);
    // Slid into the window (from the left in Urdu), not only shown to assistive technology.
    await page.clock.runFor(TURN_MS);
    await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(1)).toHaveCount(0);
    await page.clock.runFor(TURN_MS);
    await expect(slide(1)).toBeInViewport({ ratio: 0.9 });

    await expect(island(page)).toHaveAttribute('ssr', '');
    const react = [await island(page).getAttribute('component-url'), await island(page).getAttribute('renderer-url')];
    expect(asked.filter((file) => react.includes(file))).toEqual([]);
  });
}

test('React, loaded when the shopper reaches for the carousel, takes over from the slide shown', async ({ page }) => {
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: EN.name });
  const slide = (n: number) => carousel.getByRole('group', { name: EN.slide(n, 2) });
  await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
  await page.clock.runFor(TURN_MS);
  await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
  await carousel.hover();
  await expect(island(page)).not.toHaveAttribute('ssr', '', HYDRATED);
  await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
  // From the second slide, next wraps round to the first.
  await carousel.getByRole('button', { name: EN.next }).click();
  await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
});

test('with less motion asked for, the carousel stays on its first slide', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: EN.name });
  await expect(carousel.getByRole('group', { name: EN.slide(1, 2) })).toBeInViewport();
  // Longer than a slide shows when it turns by itself.
  await page.clock.runFor(TURN_MS + 1_500);
  await expect(carousel.getByRole('group', { name: EN.slide(1, 2) })).toBeInViewport();
  await expect(carousel.getByRole('group', { name: EN.slide(2, 2) })).toHaveCount(0);
});

test('next, tapped before React has loaded, brings the second slide once it has, and the carousel holds', async ({
  page,
}) => {
  await page.goto('/home');
  // The page's own scripts have run; React's files take longer than a slide shows: the slides must not turn under
  // the shopper's tap meanwhile.
  const arrive = await holdScripts(page);
  const carousel = page.getByRole('region', { name: EN.name });
  await carousel.getByRole('button', { name: EN.next }).click();
  await page.clock.runFor(TURN_MS + 1_000);
  arrive();
  const second = carousel.getByRole('group', { name: EN.slide(2, 2) });
  await expect(second).toBeInViewport({ ratio: 0.9, ...HYDRATED });
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  // The tapped button keeps the focus inside: React holds the slide rather than turning on.
  await page.clock.runFor(TURN_MS + 1_500);
  await expect(second).toBeInViewport({ ratio: 0.9 });
  await carousel.getByRole('button', { name: EN.previous }).click();
  await expect(carousel.getByRole('group', { name: EN.slide(1, 2) })).toBeInViewport({ ratio: 0.9 });
});

test('pause, tapped before React has loaded, is pressed once it has', async ({ page }) => {
  const arrive = await openSlowly(page, '/home');
  const pause = page.getByRole('button', { name: EN.pause });
  await pause.click();
  arrive();
  await expect(pause).toHaveAttribute('aria-pressed', 'true', HYDRATED);
});

test('in Urdu the arrows are mirrored: previous on the right pointing right, and tapped early it works', async ({
  page,
}) => {
  const arrive = await openSlowly(page, '/ur/home');
  const carousel = page.getByRole('region', { name: UR.name });
  const previous = carousel.getByRole('button', { name: UR.previous });
  const next = carousel.getByRole('button', { name: UR.next });
  expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
  for (const arrow of [previous, next])
    expect(await arrow.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
  // Before the first slide comes the last.
  await previous.click();
  arrive();
  await expect(carousel.getByRole('group', { name: UR.slide(2, 2) })).toBeInViewport({ ratio: 0.9, ...HYDRATED });
});
