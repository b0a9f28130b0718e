/**
 * A console list searched for some text: the tap that sends it, then the list's answer to that text, so the cards a
 * test checks next are the search's own, not those the list showed before (which may look the same).
 */
import type { Page } from '@playwright/test';

export async function searched(page: Page, path: string, typed: string, search: () => Promise<void>) {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === path && url.searchParams.get('q') === typed;
  });
  await search();
  await answer;
}
