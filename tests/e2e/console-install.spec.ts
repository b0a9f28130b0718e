/**
 * The console on the owner's home screen: /orders links a web app manifest that opens the console standalone, and
 * the service worker that shows new-order pushes registers for it. This shop has no VAPID keys set, so the console
 * says alerts are not set up rather than offering a switch that cannot work.
 */
import { expect, test } from './support/test';
import { openAdminConsole } from './support/accounts';
import { sidewaysOverflow } from './support/sideways';

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

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** A PNG's width and height, from its header. */
  const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

  test('the console’s manifest gives home-screen icons of the sizes it says, one of them maskable', async ({
    page,
  }) => {
    await openAdminConsole(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href!)).json()) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.headers()['content-type']).toBe(icon.type);
      expect(pngSize(await file.body())).toBe(icon.sizes);
    }
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await page.request.get(touch!)).body())).toBe('180x180');
  });

  test('opened without a connection, the console says it needs one, in English and Urdu, and opens again once back', async ({
    page,
    context,
  }) => {
    await openAdminConsole(page);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    // The console registers its worker as it opens; once it is active, the next start is its to answer.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await page.goto('/orders').catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'The console needs a connection' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'کنسول کے لیے انٹرنیٹ ضروری ہے' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  });
});
