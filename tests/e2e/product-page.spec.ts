import { expect, test } from './support/test';
import { newShopper } from './support/accounts';
import { catalogSettled, runSql } from './support/database';
import { holdScripts, hydrated, neverIdle } from './support/hydration';
import { SHOP } from '#schema/shop';

for (const [device, viewport] of [
  ['a 360 px phone', { width: 360, height: 740 }],
  ['a laptop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('a perfume has its page: photo, name, kind, sale price, stock, notes, description, categories, WhatsApp', async ({
      page,
    }) => {
      await page.goto('/perfumes/angels-kiss');
      await expect(page.getByRole('heading', { level: 1, name: "Angel's Kiss" })).toBeVisible();
      await expect(page.getByText('Eau de Parfum, 50 ml')).toBeVisible();
      const offer = page.locator('.offer');
      await expect(offer.getByText('EID SALE')).toBeVisible();
      await expect(offer.locator('s')).toHaveText(/Rs\. 1,899\/-/);
      await expect(offer.getByText('In stock')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Zoom in: Angel's Kiss, photo 1 of 1$/ })).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: 'Top notes' })).toBeVisible();
      await expect(page.getByRole('definition').first()).not.toBeEmpty();
      await expect(page.getByRole('region', { name: 'Description' })).toContainText('strawberry');

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Floral Perfumes' })).toHaveAttribute('href', '/floral-perfumes');
      await expect(crumbs.getByText("Angel's Kiss")).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('region', { name: 'Description' }).getByRole('link', { name: 'Women' }),
      ).toHaveAttribute('href', '/female-perfumes');

      const ask = page.getByRole('link', { name: 'Ask about this perfume on WhatsApp' });
      const href = new URL((await ask.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe(`https://wa.me/${SHOP.whatsapp}`);
      expect(href.searchParams.get('text')).toContain("Angel's Kiss: https://mehakperfumes.pk/perfumes/angels-kiss");

      const related = page.getByRole('region', { name: 'More Floral Perfumes' });
      await expect(related.getByRole('listitem')).toHaveCount(4);
    });

    test('the photo zooms on a tap, and share offers the link and WhatsApp', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/perfumes/miraj');
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      await page.getByRole('button', { name: /^Zoom in: Miraj/ }).click();
      const zoomed = page.getByRole('dialog', { name: 'Miraj, photo 1 of 1' });
      await expect(zoomed).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(zoomed).toBeHidden();

      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'true');
      const onWhatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
      expect(new URL((await onWhatsApp.getAttribute('href'))!).searchParams.get('text')).toContain(
        'https://mehakperfumes.pk/perfumes/miraj',
      );
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
    });
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a perfume's link with a slash at its end opens the perfume, in English and Urdu, its query kept", async ({
    page,
  }) => {
    for (const prefix of ['', '/ur']) {
      await page.goto(`${prefix}/perfumes/angels-kiss/?utm_source=whatsapp`);
      await expect(page).toHaveURL(`${prefix}/perfumes/angels-kiss?utm_source=whatsapp`);
      await expect(page.getByRole('heading', { level: 1, name: "Angel's Kiss" })).toBeVisible();
      await page.goto(`${prefix}/perfumes/no-such-perfume/`);
      await expect(page).toHaveURL(`${prefix}/home`);
    }
  });

  test("a shopper coming back to a perfume's page is told it has not changed, not sent it again", async ({ page }) => {
    // The bytes of the page's body that came over the line, each time it was opened.
    const bodies: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/perfumes/nutmeg-knight')
        bodies.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    await page.goto('/perfumes/nutmeg-knight');
    await page.goto('/ur/home');
    await page.goto('/perfumes/nutmeg-knight');
    await expect(page.getByRole('heading', { level: 1, name: 'Nutmeg Knight' })).toBeVisible();
    const [first, again] = await Promise.all(bodies);
    expect(first).toBeGreaterThan(5_000);
    expect(again).toBe(0);
  });
});

test("today's stock shows after hydration: only N left, then sold out with Add to Cart disabled", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    await runSql("UPDATE products SET stock = 3, low_stock_at = 5 WHERE slug = 'khas'");
    await page.goto('/perfumes/khas');
    await expect(page.locator('.offer').getByText('Only 3 left')).toBeVisible();
    await runSql("UPDATE products SET stock = 0 WHERE slug = 'khas'");
    await catalogSettled();
    await page.reload();
    await expect(page.locator('.offer').getByText('Sold out')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  } finally {
    await runSql("UPDATE products SET stock = 55 WHERE slug = 'khas'");
  }
});

test('the quantity goes to the cart: a guest logs in first, a shopper lands on the cart', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/perfumes/rawayat');
  await hydrated(page, 'ProductOffer');
  await page.getByRole('button', { name: 'Add to Cart Rawayat' }).click();
  await expect(page).toHaveURL(/\/login-signup/);

  await newShopper(page);
  await page.goto('/perfumes/rawayat');
  await hydrated(page, 'ProductOffer');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart Rawayat' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toContainText('Rawayat');
});

test('a tap on Add to Cart while the offer is still hydrating is not lost', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The offer hydrates when the shopper reaches for it, its button not ready until then; the tap still counts. React's
  // files are held back until the tap is made.
  await page.goto('/perfumes/rawayat');
  const arrive = await holdScripts(page);
  await expect(page.locator('astro-island[component-url*="/ProductOffer."]')).toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Add to Cart Rawayat' }).click();
  arrive();
  await expect(page).toHaveURL(/\/login-signup\?/, { timeout: 15000 });
});

test('a tap held while the offer hydrates is made, though the browser is never idle', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await neverIdle(page);
  const arrive = await holdScripts(page);
  await page.goto('/perfumes/rawayat', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add to Cart Rawayat' }).click();
  await expect(page.locator('[data-held-tap]')).toHaveCount(1);
  arrive();
  await expect(page).toHaveURL(/\/login-signup\?/, { timeout: 15000 });
});

test('search engines and link previews understand a product page', async ({ page, request }) => {
  const html = await (await request.get('/perfumes/miraj')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!),
  );
  const product = blocks.find((b) => b['@type'] === 'Product');
  expect(product.offers).toMatchObject({
    price: 1999,
    priceCurrency: 'PKR',
    availability: 'https://schema.org/InStock',
    url: 'https://mehakperfumes.pk/perfumes/miraj',
  });
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Home', 'Oud Perfumes', 'Miraj']);

  await page.goto('/perfumes/miraj');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://mehakperfumes.pk/perfumes/miraj',
  );
  const preview = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
  expect(preview).toBe('https://mehakperfumes.pk/images/previews/products/miraj.jpg');
  const jpeg = await request.get(new URL(preview).pathname);
  expect(jpeg.headers()['content-type']).toBe('image/jpeg');
  const size = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, new URL(preview).pathname);
  expect(size).toEqual([1200, 630]);
});

test('every card links to its page by its photo and its name; Add to Cart stays a button', async ({ page }) => {
  await page.goto('/woody-perfumes');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tobacco Teak' }) });
  await card.getByRole('link', { name: 'Tobacco Teak' }).click();
  await expect(page).toHaveURL(/\/perfumes\/tobacco-teak$/);
  await page.goBack();
  await card.locator('.product-art a').click();
  await expect(page).toHaveURL(/\/perfumes\/tobacco-teak$/);
  await page.goto('/home');
  const sale = page.getByRole('region', { name: 'Eid Sale' });
  await expect(sale.getByRole('link', { name: 'Blue Mist' })).toHaveAttribute('href', '/perfumes/blue-mist');
  await expect(sale.getByRole('button', { name: 'Add to Cart Blue Mist' })).toBeVisible();
});
