/**
 * The requests a page sends with one method to one API path and below it, listed as they go: what a double tap on
 * a console's button sends.
 *
 *   const undos = requestsSent(page, 'DELETE', '/api/admin/remittances/');
 *   await button.dblclick();
 *   expect(undos).toHaveLength(1);
 */
import type { Page } from '@playwright/test';

export function requestsSent(page: Page, method: string, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.startsWith(path)) sent.push(request.url());
  });
  return sent;
}
