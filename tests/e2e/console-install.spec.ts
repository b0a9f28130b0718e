/**
 * The console on the owner's home screen: /orders links a web app manifest that opens the console standalone, and
 * the service worker that shows new-order pushes registers for it. This shop has no VAPID keys set, so the console
 * says alerts are not set up rather than offering a switch that cannot work.
 */
import { expect, test } from './support/test';
import { openAdminConsole } from './support/accounts';

test.use({ viewport: { width: 412, height: 915 } });

test('the console can be installed and its service worker registers', async ({ page }) => {
  await openAdminConsole(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ start_url: '/orders', display: 'standalone', short_name: 'Orders' });
  const [icon] = manifest.icons as { src: string; sizes: string }[];
  expect((await page.request.get(icon!.src)).ok()).toBe(true);

  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/console-sw.js', { scope: '/orders' });
    return registration.scope;
  });
  expect(new URL(scope).pathname).toBe('/orders');
  await expect(page.getByText('New-order alerts are not set up for this shop yet.')).toBeVisible();
});
