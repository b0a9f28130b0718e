/** What search engines and link previews read: the sitemap, robots.txt, every page's title, description and preview. */
import { expect, test } from './support/test';
import { CATEGORIES } from '#schema/catalog/categories';
import { PRODUCTS } from '#schema/catalog/products';
import { paths } from '#schema/paths';

test('search engines get a sitemap of the public pages and every perfume, and a robots.txt that points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https:\/\/mehakperfumes\.pk\/([^<]*)<\/loc>/g)].map((match) => match[1]);
  const policies = ['shipping-and-delivery', 'returns-and-exchanges', 'faq', 'privacy-policy', 'terms-and-conditions'];
  const categories = CATEGORIES.map((category) => paths.category(category).slice(1));
  expect(categories).toHaveLength(19);
  for (const page of ['home', 'about-us', 'contact-us', 'whole-sale', 'track-order', ...categories, ...policies]) {
    expect(listed, page).toContain(page);
  }
  // Every address once; no private page (the cart, checkout, orders, the account) and no API.
  expect(new Set(listed).size).toBe(listed.length);
  for (const page of listed) expect(page).not.toMatch(/^(cart|checkout|orders|my-orders|account|login-signup|api)\b/);
  // And every perfume of the seed has its page there.
  for (const perfume of PRODUCTS) expect(listed, perfume.id).toContain(`perfumes/${perfume.id}`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://mehakperfumes.pk/sitemap.xml');
});

test('every page has its title, description and link preview; private pages stay out of search results', async ({
  page,
  request,
}) => {
  const pages = [
    {
      path: '/home',
      title: 'Perfumes and Perfume Oils in Pakistan | Mehak Perfumes',
      preview: '/images/previews/home.png',
    },
    {
      path: '/woody-perfumes',
      title: 'Woody Perfumes | Mehak Perfumes',
      preview: '/images/previews/woody-perfumes.png',
    },
    {
      path: '/male-perfumes',
      title: 'Perfumes for Men | Mehak Perfumes',
      preview: '/images/previews/male-perfumes.png',
    },
    { path: '/contact-us', title: /Contact/, preview: '/images/previews/home.png' },
  ];
  for (const { path, title, preview } of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://mehakperfumes.pk${path}`);
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
    expect(image.pathname, path).toBe(preview);
    // WhatsApp and Facebook show PNG previews, not SVG, best at 1200x630: read the PNG header.
    const png = await (await request.get(image.pathname)).body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  // Read as a search engine does: the HTML itself (a guest's browser would be sent on to log in).
  for (const path of ['/cart', '/checkout', '/orders', '/my-orders']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex">');
    expect(html, path).not.toContain('rel="canonical"');
  }
});
