/**
 * On a 360 px phone every public page has the search in its header: the sitemap's pages (every category and perfume,
 * the policies, the Urdu pages) and those it leaves out (cart, login, search), each one tap from /search with its box
 * ready to type in.
 */
import { expect, test } from '@playwright/test';
import { paths } from '../../site/lib/paths';

test.use({ viewport: { width: 360, height: 740 } });

const NOT_IN_SITEMAP = [paths.cart, paths.loginSignup, paths.search('oud')];
/** The button's name, in the page's language. */
const SEARCH = /^(Search perfumes|پرفیوم تلاش کریں)$/;

test('every public page opens the search from its header in one tap', async ({ page }) => {
  test.setTimeout(900_000);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(listed.length).toBeGreaterThan(100);
  const missing: string[] = [];
  for (const path of [...listed, ...NOT_IN_SITEMAP]) {
    await page.goto(path);
    const search = page.getByRole('banner').getByRole('link', { name: SEARCH });
    if (!(await search.isVisible()) || !(await search.boundingBox())) {
      missing.push(path);
      continue;
    }
    await search.click();
    await expect(page, `from ${path}`).toHaveURL(/\/search$/);
    await expect(page.getByRole('combobox', { name: 'Search perfumes' }), `from ${path}`).toBeFocused();
  }
  expect(missing, 'pages whose header has no visible search').toEqual([]);
});
