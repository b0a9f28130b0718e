/**
 * What search engines and link previews read, checked over the built pages as the shop serves them: Google's
 * required and recommended properties of Product, Offer, BreadcrumbList, OnlineStore and WebSite; og tags; the
 * sitemap's lastmod; search results listed only where they find perfumes.
 */
import { expect, test, type APIRequestContext } from './support/test';
import { htmlOf } from './support/many-pages';

type Thing = Record<string, unknown> & { '@type'?: string };

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
}

/** Every JSON-LD node of the page, those of an @graph one by one. */
function jsonLdOf(html: string): Thing[] {
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Thing,
  );
  return blocks.flatMap((block) => {
    const nodes = (block['@graph'] as Thing[] | undefined) ?? [block];
    return nodes;
  });
}

function expectProperties(thing: Thing | undefined, names: string[], where: string) {
  expect(thing, where).toBeDefined();
  for (const name of names) expect(thing?.[name], `${where}: ${thing?.['@type']}.${name}`).toBeDefined();
}

const OFFER = [
  'price',
  'priceCurrency',
  'availability',
  'url',
  'itemCondition',
  'shippingDetails',
  'hasMerchantReturnPolicy',
];

function expectOffer(offer: Thing, where: string) {
  expectProperties(offer, OFFER, where);
  const shipping = offer.shippingDetails as Thing;
  expectProperties(shipping, ['shippingRate', 'shippingDestination', 'deliveryTime'], where);
  expect(shipping.shippingRate).toMatchObject({ value: 200, currency: 'PKR' });
  expectProperties(
    offer.hasMerchantReturnPolicy as Thing,
    ['applicableCountry', 'returnPolicyCategory', 'merchantReturnDays', 'returnMethod', 'returnFees'],
    where,
  );
}

test('every product page has a whole Product, Offer and BreadcrumbList, the struck price when on sale', async ({
  request,
}) => {
  const products = (await sitemapPaths(request)).filter((path) => path.startsWith('/perfumes/'));
  expect(products.length).toBeGreaterThan(100);
  let onSale = 0;
  const pages = await htmlOf(request, products);
  for (const [index, path] of products.entries()) {
    const nodes = jsonLdOf(pages[index]!);
    const product = nodes.find((node) => node['@type'] === 'Product');
    expectProperties(product, ['name', 'image', 'offers', 'description', 'sku', 'brand'], path);
    const offer = product!.offers as Thing;
    expectOffer(offer, path);
    if (offer.priceSpecification) {
      onSale++;
      expect(offer.priceSpecification, path).toMatchObject({
        priceType: 'https://schema.org/StrikethroughPrice',
        priceCurrency: 'PKR',
      });
      expect((offer.priceSpecification as { price: number }).price).toBeGreaterThan(offer.price as number);
    }
    const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList');
    expectProperties(crumbs, ['itemListElement'], path);
    for (const crumb of crumbs!.itemListElement as Thing[]) expectProperties(crumb, ['position', 'name', 'item'], path);
  }
  // The seed's Eid sale: nine perfumes with their pre-sale price struck through.
  expect(onSale).toBeGreaterThanOrEqual(9);
});

test('category pages list each perfume by its page, which offers it with its delivery and returns', async ({
  request,
}) => {
  const html = await (await request.get('/woody-perfumes')).text();
  const [list] = jsonLdOf(html).filter((node) => node['@type'] === 'ItemList');
  const listed = (list!.itemListElement as { url: string }[]).map(({ url }) => new URL(url).pathname);
  expect(listed.length).toBeGreaterThan(10);
  expect(jsonLdOf(html).filter((node) => node['@type'] === 'Product')).toEqual([]);
  const pages = await htmlOf(request, listed);
  for (const [index, path] of listed.entries()) {
    const product = jsonLdOf(pages[index]!).find((node) => node['@type'] === 'Product');
    expectOffer(product!.offers as Thing, path);
  }
});

for (const path of ['/home', '/about-us', '/contact-us']) {
  test(`${path} names the shop (OnlineStore) and its website (WebSite)`, async ({ request }) => {
    const nodes = jsonLdOf(await (await request.get(path)).text());
    const store = nodes.find((node) => node['@type'] === 'OnlineStore');
    expectProperties(
      store,
      ['name', 'url', 'logo', 'address', 'telephone', 'email', 'sameAs', 'hasMerchantReturnPolicy', 'image'],
      path,
    );
    expectProperties(store!.address as Thing, ['streetAddress', 'addressLocality', 'addressCountry'], path);
    expect((await request.get(new URL(store!.logo as string).pathname)).headers()['content-type']).toBe('image/png');
    expectProperties(
      nodes.find((node) => node['@type'] === 'WebSite'),
      ['name', 'url', 'potentialAction'],
      path,
    );
  });
}

test('every page describes its link preview (og:image:alt, og:locale)', async ({ request }) => {
  const paths = (await sitemapPaths(request)).filter((path, index, all) => {
    // Product pages share one layout: two stand for them all.
    const first = all.findIndex((p) => p.startsWith('/perfumes/'));
    return !path.startsWith('/perfumes/') || index - first < 2;
  });
  const all = [...paths, '/search?q=oud', '/cart'];
  const pages = await htmlOf(request, all);
  for (const [index, path] of all.entries()) {
    const html = pages[index]!;
    expect(html, path).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
    const locale = path.startsWith('/ur/') ? 'ur_PK' : 'en_PK';
    expect(html, path).toContain(`<meta property="og:locale" content="${locale}"`);
  }
});

test('search results that find perfumes are listed under their words; no words or no perfumes are not', async ({
  page,
}) => {
  await page.goto('/search?q=OUD&sort=price-asc');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://mehakperfumes.pk/search?q=oud');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  for (const path of ['/search', '/search?q=qqxzv']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  }
});

test('the sitemap says when each page last changed', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  expect(urls.length).toBeGreaterThan(150);
  for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
});
