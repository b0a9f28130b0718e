/**
 * Many pages read or checked a few at a time: while the browser (or the test) works on one page, the server answers
 * the next request, where one page after another left them waiting on each other.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { mapPooled } from '#scripts/pool';

/** Each path's HTML as the shop serves it, in the paths' order. */
export function htmlOf(request: APIRequestContext, paths: readonly string[]): Promise<string[]> {
  return mapPooled(paths, 6, async (path) => (await request.get(path)).text());
}

/**
 * Runs `check` on every item, each in one of `width` tabs of the page's context (the page itself among them): the tabs
 * share its login, cookies and storage, and take its viewport. Answers in the items' order.
 */
export async function inTabs<Item, Answer>(
  page: Page,
  items: readonly Item[],
  check: (tab: Page, item: Item) => Promise<Answer>,
  width = 3,
): Promise<Answer[]> {
  const viewport = page.viewportSize();
  const opened = await Promise.all(
    Array.from({ length: Math.min(width, items.length) - 1 }, async () => {
      const tab = await page.context().newPage();
      if (viewport) await tab.setViewportSize(viewport);
      return tab;
    }),
  );
  const free = [page, ...opened];
  try {
    return await mapPooled(items, free.length, async (item) => {
      const tab = free.pop()!;
      try {
        return await check(tab, item);
      } finally {
        free.push(tab);
      }
    });
  } finally {
    await Promise.all(opened.map((tab) => tab.close()));
  }
}
