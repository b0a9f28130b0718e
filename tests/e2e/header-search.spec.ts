/**
 * On a 360 px phone every public page has the search in its header: the sitemap's pages (every category and perfume,
 * the policies, the Urdu pages) and those it leaves out (cart, login, search), each one tap from /search (an Urdu
 * page from /ur/search) with its box ready to type in. Every page's HTML is read for the header's link; one page of each kind is tapped in the browser,
 * since pages of a kind share their layout (a tap on all 220-odd pages took eight minutes).
 */
import { expect, test } from './support/test';
import { paths } from '#schema/paths';
import { htmlOf } from './support/many-pages';

test.use({ viewport: { width: 360, height: 740 } });

const NOT_IN_SITEMAP = [paths.cart, paths.loginSignup, paths.search('oud')];
/** One page of each kind, English and Urdu. */
const TAPPED = [
  '/home',
  '/woody-perfumes',
  '/perfumes/miraj',
  '/about-us',
  '/contact-us',
  '/faq',
  '/shipping-and-delivery',
  '/whole-sale',
  '/track-order',
  '/ur/home',
  '/ur/woody-perfumes',
  '/ur/perfumes/miraj',
  '/ur/faq',
  ...NOT_IN_SITEMAP,
];
/** The button's name, in the page's language. */
const SEARCH = /^(Search perfumes|پرفیوم تلاش کریں)$/;

test('every public page has the search link in its header', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(listed.length).toBeGreaterThan(100);
  const all = [...listed, ...NOT_IN_SITEMAP];
  const pages = await htmlOf(page.request, all);
  const missing = all.filter((path, index) => {
    const header = /<header[\s\S]*?<\/header>/.exec(pages[index]!)?.[0] ?? '';
    // An Urdu page's search is the Urdu search page.
    const search = path.startsWith('/ur/') ? '/ur/search' : '/search';
    return !header.includes(`<a class="header-search" href="${search}"`);
  });
  expect(missing, 'pages whose header has no search link').toEqual([]);
});

for (const path of TAPPED) {
  test(`${path} opens the search from its header in one tap`, async ({ page }) => {
    await page.goto(path);
    const search = page.getByRole('banner').getByRole('link', { name: SEARCH });
    await expect(search).toBeVisible();
    await search.click();
    await expect(page).toHaveURL(path.startsWith('/ur/') ? /\/ur\/search$/ : /[^r]\/search$/);
    await expect(page.getByRole('combobox', { name: SEARCH })).toBeFocused();
  });
}
