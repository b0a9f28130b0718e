import { expect, test } from './support/test';
import { hydrated } from './support/hydration';
import { inTabs } from './support/many-pages';
import { allowedEnglish, expectUrduPage } from './support/urdu';
import { CATEGORIES } from '#schema/catalog/categories';
import { CATEGORY_WORDS } from '../../site/i18n/categories';
import { paths } from '#schema/paths';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

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
  await expect(browse.getByRole('link', { name: 'عود', exact: true })).toHaveAttribute('href', '/ur/oud-perfumes');
  await expect(browse.getByRole('link')).toHaveCount(19);
  const nav = page.getByRole('navigation', { name: 'مرکزی' });
  await page.getByRole('button', { name: 'مینو' }).click();
  await expect(nav.getByRole('link', { name: 'ہوم' })).toHaveAttribute('href', '/ur/home');
  await expect(nav.getByRole('link', { name: 'لاگ ان' })).toHaveAttribute('href', '/ur/login-signup');
  await expect(page.getByRole('link', { name: 'مواد پر جائیں' })).toHaveAttribute('href', '#main');
  expect(await sidewaysOverflow(page)).toBe(0);
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

test('the Urdu home page is the English one in Urdu: the same sections, no English left', async ({ page, request }) => {
  const allowed = await allowedEnglish(request);
  await page.goto('/home');
  const english = await page.locator('main h2').count();
  await page.goto('/ur/home');
  await expect(page.locator('main h2')).toHaveCount(english);
  for (const name of ['پیشکشیں', 'ہمارے گاہک کیا کہتے ہیں', 'پاکستان کے لیے بنی خوشبو', 'عطر، ٹیسٹر کٹ اور تحفے'])
    await expect(page.getByRole('heading', { name }).or(page.getByRole('region', { name })).first()).toBeVisible();
  await expect(page.getByRole('searchbox').or(page.getByRole('combobox', { name: 'پرفیوم تلاش کریں' }))).toBeVisible();
  // The islands speak Urdu once they run: the sale's cards, the carousel, the newsletter box.
  await hydrated(page, 'SaleProducts');
  await hydrated(page, 'Carousel');
  await expect(page.getByRole('button', { name: /^کارٹ میں شامل کریں/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'اگلی سلائیڈ' })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await hydrated(page, 'NewsletterForm');
  await expect(page.getByRole('button', { name: 'سبسکرائب کریں' })).toBeVisible();
  await expectUrduPage(page, allowed);
});

test('the Urdu carousel turns right to left: next brings the second banner in from the left', async ({ page }) => {
  await page.goto('/ur/home');
  await hydrated(page, 'Carousel');
  await page.getByRole('button', { name: 'سلائیڈیں روکیں' }).click();
  await page.getByRole('button', { name: 'اگلی سلائیڈ' }).click();
  const second = page.getByRole('group', { name: '2 میں سے 2' });
  await expect(second).not.toHaveAttribute('aria-hidden', 'true');
  const viewport = (await page.locator('.carousel .viewport').boundingBox())!;
  // Once the slide has moved in, it fills the window: it came from the left.
  await expect.poll(async () => Math.round((await second.boundingBox())!.x)).toBe(Math.round(viewport.x));
});

test('the 19 category pages are written in Urdu, right to left, with no English left', async ({ page, request }) => {
  const allowed = await allowedEnglish(request);
  await inTabs(page, CATEGORIES, async (tab, category) => {
    await tab.goto(`/ur${paths.category(category)}`);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(CATEGORY_WORDS.ur.titles[category]);
    await expectUrduPage(tab, allowed);
  });
});

test('an Urdu category page sorts and adds in Urdu, its links stay in Urdu, and the switch keeps it', async ({
  page,
}) => {
  await page.goto('/ur/woody-perfumes');
  await hydrated(page, 'CategoryProducts');
  await page.getByLabel('ترتیب').selectOption({ label: 'قیمت، کم سے زیادہ' });
  await expect(page).toHaveURL('/ur/woody-perfumes?sort=price-asc');
  const prices = page.locator('.product-card .product-price bdi[dir="ltr"]');
  await expect(prices.first()).toHaveText(/^Rs\. [\d,]+\/-$/);
  const first = page.locator('.product-card').first();
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/ur\/perfumes\//);
  // The folded list of categories leads to their Urdu pages.
  await page.getByText('دوسری اقسام دیکھیں').click();
  await expect(page.getByRole('link', { name: 'سردیاں' }).first()).toHaveAttribute('href', '/ur/winter-perfumes');
  // A guest's Add to Cart goes to log in, as in English.
  await first.getByRole('button', { name: /^کارٹ میں شامل کریں/ }).click();
  await expect(page).toHaveURL(/\/login-signup/);

  await page.goto('/ur/oud-perfumes?sort=price-desc');
  await page.getByRole('navigation', { name: 'زبان' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/oud-perfumes?sort=price-desc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oud Perfumes');
});

test("a perfume's page in Urdu: Urdu words and notes, the name as it is, and the switch keeps the perfume", async ({
  page,
  request,
}) => {
  const allowed = await allowedEnglish(request);
  for (const slug of ['miraj', 'blue-mist', 'deodar']) {
    await page.goto(`/ur/perfumes/${slug}`);
    await hydrated(page, 'ProductOffer');
    await expectUrduPage(page, allowed);
  }
  await page.goto('/ur/perfumes/miraj');
  const crumbs = page.getByRole('navigation', { name: 'آپ یہاں ہیں' });
  await expect(crumbs.getByRole('link', { name: 'ہوم' })).toHaveAttribute('href', '/ur/home');
  await expect(crumbs.getByRole('link', { name: 'عود کے پرفیوم' })).toHaveAttribute('href', '/ur/oud-perfumes');
  await expect(page.getByRole('heading', { name: 'خوشبو کے نوٹس' })).toBeVisible();
  await page.getByRole('navigation', { name: 'زبان' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/perfumes/miraj');
  await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();
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
  expect(await sidewaysOverflow(page)).toBe(0);
});

test('a page search engines may not list offers its Urdu twin but names no alternates', async ({ page }) => {
  // The staff invite's page, read as served: opened by a guest, it goes on to the login page.
  await page.setContent(await (await page.request.get('/staff-join')).text());
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'اردو' })).toHaveAttribute(
    'href',
    '/ur/staff-join',
  );
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
