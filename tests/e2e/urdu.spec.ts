import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 360, height: 740 } });

const overflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the Urdu home page reads right to left in Urdu, names its English twin, and fits a 360 px phone', async ({
  page,
}) => {
  await page.goto('/ur/home');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پاکستان میں پرفیوم اور عطر');
  const browse = page.getByRole('region', { name: 'قسم کے لحاظ سے خریدیں' });
  await expect(browse.getByRole('heading', { name: 'موسم' })).toBeVisible();
  await expect(browse.getByRole('link', { name: 'عود', exact: true })).toHaveAttribute('href', '/oud-perfumes');
  await expect(browse.getByRole('link')).toHaveCount(19);
  const nav = page.getByRole('navigation', { name: 'مرکزی' });
  await page.getByRole('button', { name: 'مینیو' }).click();
  await expect(nav.getByRole('link', { name: 'ہوم' })).toHaveAttribute('href', '/ur/home');
  await expect(nav.getByRole('link', { name: 'لاگ ان' })).toHaveAttribute('href', '/login-signup');
  await expect(page.getByRole('link', { name: 'مواد پر جائیں' })).toHaveAttribute('href', '#main');
  expect(await overflow(page)).toBe(0);
  // Mirrored: the shop's name starts the header on the right.
  const brand = (await page.getByRole('link', { name: 'Mehak Perfumes' }).first().boundingBox())!;
  expect(brand.x + brand.width).toBeGreaterThan(300);

  for (const [lang, href] of [
    ['en', 'https://mehakperfumes.pk/home'],
    ['ur', 'https://mehakperfumes.pk/ur/home'],
    ['x-default', 'https://mehakperfumes.pk/home'],
  ] as const) {
    await expect(page.locator(`head link[rel=alternate][hreflang="${lang}"]`)).toHaveAttribute('href', href);
  }
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ur_PK');
});

test('the switch keeps the page and its query, and the choice is remembered', async ({ page }) => {
  await page.goto('/home?q=gulab');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'اردو' }).click();
  await expect(page).toHaveURL('/ur/home?q=gulab');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Remembered: the English address now opens in Urdu.
  await page.goto('/home');
  await expect(page).toHaveURL('/ur/home');

  await page.getByRole('navigation', { name: 'زبان' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await expect(page).toHaveURL('/home');
  expect(await overflow(page)).toBe(0);
});

test('pages not yet written in Urdu offer no switch', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('navigation', { name: 'Language' })).toHaveCount(0);
  await expect(page.locator('head link[hreflang]')).toHaveCount(0);
});

test('the sitemap lists both languages of a page, each naming the other', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const alternates =
    '<xhtml:link rel="alternate" hreflang="en" href="https://mehakperfumes.pk/home"/>' +
    '<xhtml:link rel="alternate" hreflang="ur" href="https://mehakperfumes.pk/ur/home"/>';
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  for (const page of ['home', 'ur/home'])
    expect(sitemap).toMatch(
      new RegExp(`<loc>https://mehakperfumes.pk/${page}</loc><lastmod>[^<]+</lastmod>${alternates}`),
    );
});
