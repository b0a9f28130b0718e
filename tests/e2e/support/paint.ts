import type { Page } from '@playwright/test';

/**
 * When the page showed its main picture (img[fetchpriority="high"], as the browser reports its largest paint) and its
 * first text, in ms since it began to load; Infinity for what it has not shown.
 */
export function paintedAt(page: Page): Promise<{ picture: number; firstText: number }> {
  return page.evaluate(async () => {
    const largest = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const main = (largest as (PerformanceEntry & { element: Element | null })[]).find((entry) =>
      entry.element?.matches('img[fetchpriority="high"]'),
    );
    return {
      picture: main?.startTime ?? Infinity,
      firstText: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    };
  });
}

/** When the page first asked for a file whose address matches `pattern`, in ms since it began to load. */
export function firstAskedAt(page: Page, pattern: RegExp): Promise<number> {
  return page.evaluate(
    ({ source, flags }) => {
      const matches = new RegExp(source, flags);
      const asked = performance.getEntriesByType('resource').filter((entry) => matches.test(entry.name));
      return Math.min(...asked.map((entry) => entry.startTime));
    },
    { source: pattern.source, flags: pattern.flags },
  );
}
