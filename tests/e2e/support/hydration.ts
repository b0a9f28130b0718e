import type { Page } from '@playwright/test';

/**
 * Waits until the island of `component` (its file name, e.g. 'LoginSignup') has hydrated. Islands are pre-rendered,
 * and a click only works once React has taken over; Astro drops the island's `ssr` attribute at that moment. An
 * island that hydrates when the shopper reaches for it (client:interaction) is reached for first, as a pointer
 * passing over it does. Then, unless `settled` is false (a test of that moment itself), until the island has settled:
 * for a moment after it hydrates the held-taps script still keeps what is typed into its first fields, to give it
 * back once the browser is idle, and a box ticked meanwhile was ticked again by that replay as the test checked it
 * (a sign-up's terms, once in CI).
 */
export async function hydrated(page: Page, component: string, { settled = true } = {}): Promise<void> {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  if ((await island.getAttribute('client')) === 'interaction' && (await island.getAttribute('ssr')) !== null) {
    await headerModuleRan(page);
    await island.dispatchEvent('pointerover');
  }
  await page.locator(`astro-island[component-url*="/${component}."]:not([ssr])`).first().waitFor({ state: 'attached' });
  if (!settled) return;
  await page.waitForFunction((selector) => {
    const started = document.querySelector(selector) as (Element & { settling?: boolean }) | null;
    return started !== null && !started.settling;
  }, `astro-island[component-url*="/${component}."]:not([ssr])`);
}

/**
 * Until the header's module has run, which a page with a main picture starts only after painting it: it brings
 * Astro's island runtime and the `client:interaction` directive, so an island reached for from then on starts, and
 * places the chat button and the buy bar.
 */
export async function headerModuleRan(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      customElements.get('astro-island') !== undefined &&
      (window as { Astro?: { interaction?: unknown } }).Astro?.interaction !== undefined,
  );
}

/**
 * A browser that is never idle, as a phone (or a loaded test machine) busy with the console's first lists can be for
 * a minute: idle callbacks are never called. Set before the page loads.
 */
export async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/**
 * From now on the shop's scripts (`/_astro/*.js`) are held back, as on a slow link, until the test calls the answer
 * `arrive()`: whatever the test does before then happens before the islands have their code, however busy the
 * machine, and nothing waits longer than the test needs. Pages' inline scripts (held taps, the Urdu font) still run.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  return arrive;
}
