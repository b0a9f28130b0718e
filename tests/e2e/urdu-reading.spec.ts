/**
 * The pages a shopper reads in Urdu on a 360 px phone: about, contact, the FAQ, the four policies and search. Each
 * reads right to left with no English left but the allowed names, fits the phone, names its English twin, and its
 * switch goes to that twin and back; the contact form refuses in Urdu beside the field; Urdu words find perfumes.
 */
import { expect, test } from './support/test';
import { hydrated } from './support/hydration';
import { allowedEnglish, expectUrduPage } from './support/urdu';

test.use({ viewport: { width: 360, height: 740 } });

/** Each Urdu page with its heading, as a shopper sees it. */
const PAGES = [
  ['/about-us', 'Mehak Perfumes کے بارے میں'],
  ['/contact-us', 'رابطہ کریں'],
  ['/faq', 'عام سوالات'],
  ['/privacy-policy', 'رازداری کی پالیسی'],
  ['/returns-and-exchanges', 'واپسی اور تبادلہ'],
  ['/shipping-and-delivery', 'ڈیلیوری کی معلومات'],
  ['/terms-and-conditions', 'شرائط و ضوابط'],
] as const;

for (const [english, heading] of PAGES) {
  test(`/ur${english} reads in Urdu, names its twin, and its switch goes there and back`, async ({ page, request }) => {
    const allowed = await allowedEnglish(request);
    await page.goto(`/ur${english}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // Every question of the FAQ opened, so its answers are read too.
    for (const summary of await page.locator('details summary').all()) await summary.click();
    await expectUrduPage(page, allowed);
    for (const [lang, href] of [
      ['en', english],
      ['ur', `/ur${english}`],
      ['x-default', english],
    ] as const) {
      await expect(page.locator(`head link[rel=alternate][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        `https://mehakperfumes.pk${href}`,
      );
    }
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`[^r]${english}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'اردو' }).click();
    await expect(page).toHaveURL(new RegExp(`/ur${english}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('the Urdu policies link to each other in Urdu', async ({ page }) => {
  await page.goto('/ur/faq');
  const policies = page.getByRole('navigation', { name: 'دکان کی پالیسیاں' });
  await expect(policies.getByRole('link', { name: 'شرائط و ضوابط' })).toHaveAttribute(
    'href',
    '/ur/terms-and-conditions',
  );
  await expect(policies.getByRole('link', { name: 'عام سوالات' })).toHaveAttribute('aria-current', 'page');
});

test('the Urdu contact form refuses a bad phone in Urdu beside the field, then thanks in Urdu', async ({ page }) => {
  await page.goto('/ur/contact-us');
  const form = page.getByRole('region', { name: 'قیمت پوچھیں' });
  await form.getByLabel('نام', { exact: true }).fill('ثنا');
  await form.getByLabel('خاندانی نام').fill(`ملک ${Date.now()}`);
  await form.getByLabel('ای میل').fill('sana@example.pk');
  await form.getByLabel('فون نمبر').fill('12345');
  await form.getByLabel('پیغام').fill('عید کے لیے دفتر کے واسطے 20 ٹیسٹر کٹ چاہییں۔');
  await form.getByRole('button', { name: 'درخواست بھیجیں' }).click();
  const phone = form.getByLabel('فون نمبر');
  // Beside the field, and read out with it.
  await expect(phone).toHaveAccessibleDescription(
    'براہِ کرم گیارہ ہندسوں کا موبائل نمبر لکھیں، جیسے \u20660300-1234567\u2069۔',
  );
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('0321-7654321');
  await form.getByRole('button', { name: 'درخواست بھیجیں' }).click();
  await expect(form.getByText('شکریہ! ہم 24 گھنٹوں کے اندر آپ سے رابطہ کریں گے۔')).toBeVisible();
  await expect(phone).not.toHaveAttribute('aria-invalid');
});

test('the Urdu map loads when asked, with Urdu words', async ({ page }) => {
  await page.goto('/ur/contact-us');
  await page.getByRole('button', { name: 'نقشہ دکھائیں' }).click();
  await expect(page.locator('iframe[title="ہماری دکان کا نقشہ"]')).toHaveAttribute('src', /google\.com\/maps/);
});

test('/ur/search finds perfumes by Urdu words, sorts them in Urdu, and its switch keeps the words', async ({
  page,
  request,
}) => {
  const allowed = await allowedEnglish(request);
  await page.goto('/ur/home');
  await page.getByRole('banner').getByRole('link', { name: 'پرفیوم تلاش کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پرفیوم تلاش کریں');
  await hydrated(page, 'SearchResults');
  await expectUrduPage(page, allowed);

  for (const word of ['گلاب', 'چنبیلی', 'عود', 'عطر']) {
    await page.goto(`/ur/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('status').filter({ hasText: `“${word}” سے ملتے` })).toBeVisible();
    await expect(page.locator('.result-list li').first()).toBeVisible();
  }

  await page.goto(`/ur/search?q=${encodeURIComponent('عود')}`);
  await hydrated(page, 'SearchResults');
  const sort = page.getByLabel('ترتیب');
  await sort.selectOption({ label: 'قیمت، کم سے زیادہ' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expectUrduPage(page, allowed);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/[^r]\/search\?q=%D8%B9%D9%88%D8%AF&sort=price-asc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Perfumes');
  await page.getByRole('link', { name: 'اردو' }).click();
  await expect(page).toHaveURL(/\/ur\/search\?q=%D8%B9%D9%88%D8%AF&sort=price-asc$/);
});

test('the sitemap lists each Urdu reading page beside its English twin, each naming both', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const [english] of PAGES) {
    for (const path of [english, `/ur${english}`]) {
      const entry = new RegExp(`<url><loc>https://mehakperfumes\\.pk${path}</loc>.*?</url>`).exec(sitemap)?.[0];
      expect(entry, path).toContain(`hreflang="ur" href="https://mehakperfumes.pk/ur${english}"`);
      expect(entry, path).toContain(`hreflang="en" href="https://mehakperfumes.pk${english}"`);
    }
  }
  // A page of results for any words typed is for no search engine, in either language.
  expect(sitemap).not.toContain('/search');
});
