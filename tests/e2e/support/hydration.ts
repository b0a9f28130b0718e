import type { Page } from '@playwright/test';

/**
 * Waits until the island of `component` (its file name, e.g. 'LoginSignup') has hydrated. Islands are pre-rendered,
 * and a click only works once React has taken over; Astro drops the island's `ssr` attribute at that moment.
 */
export async function hydrated(page: Page, component: string): Promise<void> {
  await page.locator(`astro-island[component-url*="/${component}."]:not([ssr])`).first().waitFor({ state: 'attached' });
}
