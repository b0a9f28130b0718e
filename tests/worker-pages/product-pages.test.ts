/**
 * /perfumes/{slug} is never older than D1: Astro draws it in the Worker from what D1 holds. These tests run the
 * Worker as `astro build` bundled it (dist/, as `npm test` builds it before them).
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS } from '#schema/api';
import { createPerfume } from '../worker/catalog-fixtures';
import { call, makeUser, request } from '../worker/client';
import { catalogSettled } from './settled';
import { setProductBySlug, setSale, setSizesOf } from '../worker/fixtures';
import { placeOrder } from '../worker/placed-orders';

async function page(path: string) {
  const response = await call(path);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The page's JSON-LD of a type (Product, BreadcrumbList), parsed. */
function jsonLd(html: string, type: string) {
  const all = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text!) as Record<string, never>,
  );
  return all.find((ld) => ld['@type'] === type)!;
}

function islandProps(html: string, component: string) {
  const props = new RegExp(`component-url="/_astro/${component}\\.[^"]+"[^>]*? props="([^"]*)"`).exec(html)?.[1];
  const decoded = props!.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
  return JSON.parse(decoded.replaceAll('&amp;', '&')) as Record<string, unknown>;
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('product pages', () => {
  it("draws a listed perfume's page, with more of its scent type", async () => {
    const { status, html } = await page('/perfumes/rawayat');
    expect(status).toBe(200);
    // The offer and the related perfumes hydrate when the shopper reaches for them.
    expect(html).toContain('client="interaction"');
    expect(html).toContain('More Woody Perfumes');
  });

  it('draws a perfume added a moment ago whole, with its name, price, notes, photos and tags', async () => {
    const { token } = await makeUser({ role: 'owner' });
    const added = await createPerfume(token, {
      name: 'Shab-e-Noor <Night> & Day',
      price: 3100,
      compareAtPrice: 3600,
      stock: 2,
      notes: { top: ['Saffron'], heart: [], base: ['Oud', 'Amber'] },
      genders: ['female'],
      seasons: ['winter'],
      occasions: [],
    });
    const { status, html, headers } = await page(`/perfumes/${added.slug}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/text\/html/);
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(html).toContain(
      '<title>Shab-e-Noor &lt;Night&gt; &amp; Day, Eau de Parfum, 100 ml | Mehak Perfumes</title>',
    );
    expect(html).toContain('<h1 id="product-name">Shab-e-Noor &lt;Night&gt; &amp; Day</h1>');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/]+\/perfumes\/shab-e-noor-night-and-day">/);
    expect(meta(html, 'og:url')).toMatch(/\/perfumes\/shab-e-noor-night-and-day$/);
    expect(meta(html, 'og:title')).toBe('Shab-e-Noor <Night> &amp; Day, Eau de Parfum, 100 ml | Mehak Perfumes');
    expect(meta(html, 'description')).toContain('Saffron and rose over smoky oud.');
    // A price before: struck through, with no sale's badge (no named sale runs for it); 'Only 2 left' at or
    // below its low-stock level.
    expect(html).toContain('<s><span class="visually-hidden">Was </span><bdi dir="ltr">Rs. 3,600/-</bdi></s>');
    expect(html).toContain('Rs. 3,100/-');
    expect(html).not.toContain('class="sale-badge"');
    expect(html).toContain('<p class="stock low">Only 2 left</p>');
    // The offer's HTML is this perfume's before its island renders: Add to Cart names it, the quantity too.
    expect(html).toContain(
      '<button type="button" class="button add-to-cart" aria-busy="false">Add to Cart' +
        '<span class="visually-hidden"> Shab-e-Noor &lt;Night&gt; &amp; Day</span></button>',
    );
    expect(html).toContain('aria-label="Quantity of Shab-e-Noor &lt;Night&gt; &amp; Day"');
    expect(html).toContain('aria-label="Zoom in: Shab-e-Noor &lt;Night&gt; &amp; Day, photo 1 of 1"');
    expect(html).toContain(
      'href="https://wa.me/?text=Shab-e-Noor%20%3CNight%3E%20%26%20Day%20at%20Mehak%20Perfumes%3A%20',
    );
    // Its islands load nothing until the shopper reaches for them, then hydrate the HTML drawn from D1's figures.
    expect(html).not.toContain('client="only"');
    expect(html).not.toContain('render&quot;:true');
    expect(html).toContain('Saffron</dd>');
    expect(html).toContain('Oud, Amber</dd>');
    expect(html).not.toContain('Heart notes');
    expect(html).toContain('<a href="/oud-perfumes">Oud Perfumes</a>, <a href="/female-perfumes">Women</a>');
    const product = jsonLd(html, 'Product');
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Shab-e-Noor <Night> & Day',
      sku: added._id,
      offers: {
        price: 3100,
        priceCurrency: 'PKR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: 3600 },
        shippingDetails: { shippingRate: { value: 200, currency: 'PKR' } },
        hasMerchantReturnPolicy: { merchantReturnDays: 7 },
      },
    });
    expect(meta(html, 'og:image:alt')).toBe('A bottle of Shab-e-Noor <Night> &amp; Day');
    // Shown by one of the seed's drawings, it shares the preview the build drew of that drawing.
    expect(meta(html, 'og:image')).toMatch(/\/images\/previews\/products\/miraj\.jpg$/);
    expect(jsonLd(html, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Oud Perfumes' }, { name: 'Shab-e-Noor <Night> & Day' }],
    });
    // The islands hydrate from D1's figures, in Astro's serialised form.
    expect(islandProps(html, 'ProductOffer')).toEqual({
      offer: [
        0,
        {
          _id: [0, added._id],
          slug: [0, 'shab-e-noor-night-and-day'],
          name: [0, 'Shab-e-Noor <Night> & Day'],
          price: [0, 3100],
          compareAtPrice: [0, 3600],
          sale: [0, null],
          inStock: [0, true],
          stockLeft: [0, 2],
          sizeMl: [0, added.sizeMl],
          sizes: [1, []],
        },
      ],
      lang: [0, 'en'],
    });
    expect(islandProps(html, 'Gallery')).toEqual({
      name: [0, 'Shab-e-Noor <Night> & Day'],
      images: [1, [[0, expect.stringMatching(/^data:image\/svg\+xml,/)]]],
      lang: [0, 'en'],
    });
    // The main picture, one of the seed's drawings, arrives inside the page.
    expect(html).toContain('src="data:image/svg+xml,');
    expect(html).toContain('More Oud Perfumes');
  });

  it('draws /ur/perfumes/{slug} in Urdu: Urdu words, Urdu links, both languages named', async () => {
    const { token } = await makeUser({ role: 'owner' });
    const added = await createPerfume(token, {
      name: 'Shab-e-Gul',
      stock: 2,
      notes: { top: ['Saffron'], heart: ['Jasmine'], base: ['Oud'] },
      genders: ['female'],
      seasons: ['winter'],
      occasions: [],
    });
    const { status, html } = await page(`/ur/perfumes/${added.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="ur" dir="rtl"');
    // The Urdu comma between the name and the kind too, as between the kind's own parts.
    expect(html).toContain('<title>Shab-e-Gul، او ڈی پرفیوم، 100 ملی لیٹر | Mehak Perfumes</title>');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/]+\/ur\/perfumes\/shab-e-gul">/);
    expect(html).toMatch(/hreflang="en" href="https?:\/\/[^/]+\/perfumes\/shab-e-gul"/);
    expect(html).toMatch(/hreflang="ur" href="https?:\/\/[^/]+\/ur\/perfumes\/shab-e-gul"/);
    expect(html).toMatch(/<a href="\/perfumes\/shab-e-gul" hreflang="en" lang="en" data-lang="en"/);
    expect(meta(html, 'og:image:alt')).toBe('Shab-e-Gul کی بوتل');
    // WhatsApp's messages, to the shop and to a friend, in Urdu too.
    const ask = encodeURIComponent('السلام علیکم Mehak Perfumes، مجھے Shab-e-Gul کے بارے میں پوچھنا ہے:');
    expect(html).toContain(ask);
    expect(html).toContain(`https://wa.me/?text=${encodeURIComponent('Mehak Perfumes پر Shab-e-Gul:')}`);
    expect(html).toContain('<p class="stock low">صرف 2 باقی</p>');
    expect(html).toContain('زعفران</dd>');
    expect(html).toContain('یاسمین</dd>');
    expect(html).toContain(
      'یہاں بھی ملے گا: <a href="/ur/oud-perfumes">عود کے پرفیوم</a>، <a href="/ur/female-perfumes">',
    );
    expect(jsonLd(html, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'ہوم' }, { name: 'عود کے پرفیوم' }, { name: 'Shab-e-Gul' }],
    });
    expect(islandProps(html, 'ProductOffer')).toMatchObject({ lang: [0, 'ur'] });
  });

  it('shows a changed price, sale or stock on the very next request, and never the old figures', async () => {
    const before = await page('/perfumes/rawayat');
    expect(before.html).toContain('EID SALE');
    const { token } = await makeUser({ role: 'owner' });
    const { body } = await request(ADMIN_PRODUCTS.list, { token, query: 'q=Rawayat' });
    const rawayat = body.products.find((p) => p.slug === 'rawayat')!;
    await request(ADMIN_PRODUCTS.change, {
      token,
      params: { id: rawayat._id },
      body: { version: rawayat.version, price: 1234, compareAtPrice: null },
    });
    const changed = await page('/perfumes/rawayat');
    expect(changed.status).toBe(200);
    const offer = islandProps(changed.html, 'ProductOffer').offer as [0, Record<string, unknown>];
    expect(offer[1]).toMatchObject({ price: [0, 1234], compareAtPrice: [0, null], sale: [0, null] });
    expect(changed.html).toContain('<span><bdi dir="ltr">Rs. 1,234/-</bdi></span>');
    expect(jsonLd(changed.html, 'Product')).toMatchObject({ offers: { price: 1234 } });
    expect(jsonLd(changed.html, 'Product').offers).not.toHaveProperty('priceSpecification');

    // The bottle sold out: its 10 ml tester, still in stock, is chosen.
    await setProductBySlug('rawayat', { stock: 0 });
    await catalogSettled();
    const bottleOut = await page('/perfumes/rawayat');
    expect(bottleOut.html).toMatch(/<input type="radio" name="size-rawayat" checked="" value="10"/);
    expect(bottleOut.html).toContain('<p class="stock">In stock</p>');

    await setSizesOf('rawayat', { stock: 0 });
    await catalogSettled();
    const soldOut = await page('/perfumes/rawayat');
    expect(soldOut.html).toContain('<p class="stock out">Sold out</p>');
    expect(soldOut.html).toMatch(
      /<button type="button" class="button add-to-cart" disabled="" aria-busy="false">Out of stock<\/button>/,
    );
    expect(jsonLd(soldOut.html, 'Product')).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
    // A perfume shown by one of the seed's drawings keeps that drawing's link preview.
    expect(meta(soldOut.html, 'og:image')).toMatch(/\/images\/previews\/products\/rawayat\.jpg$/);
  });

  it("drops the sale's badge and price once the sale has ended", async () => {
    const during = await page('/perfumes/blue-mist');
    expect(during.html).toContain('EID SALE');
    await setSale('eid-sale', { endsAt: 1 });
    await catalogSettled();
    try {
      const ended = await page('/perfumes/blue-mist');
      expect(ended.html).not.toContain('class="sale-badge"');
      expect(ended.html).toContain('<span><bdi dir="ltr">Rs. 2,199/-</bdi></span>');
      expect(ended.html).not.toContain('1,599');
    } finally {
      await setSale('eid-sale', { endsAt: 4102426800000 });
      await catalogSettled();
    }
  });

  it('previews an uploaded photo with the preview made beside it', async () => {
    const key = `${'a'.repeat(64)}.webp`;
    await setProductBySlug('hamas', { images: [`/media/${key}`], image: `/media/${key}` });
    await catalogSettled();
    const { html } = await page('/perfumes/hamas');
    expect(meta(html, 'og:image')).toMatch(new RegExp(`/media/${'a'.repeat(64)}-preview\\.jpg$`));
    // React writes the attribute as srcSet; HTML reads attribute names in any case.
    expect(html).toContain(`srcSet="/media/${'a'.repeat(64)}-thumb.webp 400w, /media/${key} 1200w"`);
  });

  it('serves a page asked for again from the cache, reading nothing in D1, until the catalog changes', async () => {
    const first = await call('/perfumes/gulab');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    await first.text();
    // A tracking parameter is the same page.
    const again = await call('/perfumes/gulab?utm_source=whatsapp');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-.*frame-ancestors 'none'$/);
    expect(await again.text()).toContain('<h1 id="product-name">Gulab</h1>');

    // Renamed behind the Worker's back, within the time an isolate keeps the catalog's version: the kept page is
    // served, so nothing was read from D1 for it; once the isolate asks D1 for the version again, the new name.
    await setProductBySlug('gulab', { name: 'Gulab-e-Khas' });
    expect(await (await call('/perfumes/gulab')).text()).toContain('<h1 id="product-name">Gulab</h1>');
    await catalogSettled();
    const renamed = await call('/perfumes/gulab');
    expect(renamed.headers.get('x-page-cache')).toBe('miss');
    expect(await renamed.text()).toContain('<h1 id="product-name">Gulab-e-Khas</h1>');
  });

  it("names in its policy the hashes of its own inline scripts and styles, and none of the rest of the shop's", async () => {
    for (const path of ['/perfumes/rooh', '/ur/perfumes/rooh', '/search?q=oud']) {
      // Drawn, then served as kept.
      for (let time = 0; time < 2; time++) {
        const response = await call(path);
        const html = await response.text();
        const own = await Promise.all(
          [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)]
            .filter(
              ([, kind, attributes]) => kind === 'style' || !/src=|type="application\/(ld\+)?json"/.test(attributes!),
            )
            .map(async ([, , , content]) => {
              const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(content));
              return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
            }),
        );
        const policy = response.headers.get('content-security-policy')!;
        const named = policy.match(/'sha256-[^']+'/g)!;
        // Every script and style the page runs is allowed, and the policy names nothing more than the page holds
        // (its JSON data blocks, which never run, may be named).
        for (const hash of own) expect(named).toContain(hash);
        expect(named.length).toBeLessThanOrEqual(own.length + 3);
        expect(policy).toMatch(
          /^default-src 'self';.*script-src 'self' 'sha256-.*style-src 'self' 'sha256-.*frame-ancestors 'none'$/,
        );
        expect(policy.length).toBeLessThan(1200);
      }
    }
  });

  it('keeps a page cached through an order that leaves its perfume well stocked, and draws it again at the low mark', async () => {
    // Safar, 1 over its low-stock mark.
    await setProductBySlug('safar', { stock: 6, lowStockAt: 5 });
    await catalogSettled();
    await (await call('/perfumes/safar')).text();
    expect((await call('/perfumes/safar')).headers.get('x-page-cache')).toBe('hit');

    await placeOrder('safar');
    await catalogSettled();
    const ordered = await call('/perfumes/safar');
    expect(ordered.headers.get('x-page-cache')).toBe('miss');
    expect(await ordered.text()).toContain('Only 5 left');

    await setProductBySlug('safar', { stock: 40 });
    await catalogSettled();
    await (await call('/perfumes/safar')).text();
    await placeOrder('safar');
    await catalogSettled();
    expect((await call('/perfumes/safar')).headers.get('x-page-cache')).toBe('hit');
  });

  it('sends a kept page as the bytes compressed when it was kept, to a browser that takes gzip, and plain to one that does not', async () => {
    const plain = await (await call('/perfumes/rawayat')).text();
    const gzipped = await call('/perfumes/rawayat', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers.get('x-page-cache')).toBe('hit');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await gzipped.text()).toBe(plain);
    const identity = await call('/perfumes/rawayat', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(plain);
  });

  it("goes by the browser's own Accept-Encoding, which Cloudflare keeps aside when it hands the Worker its own", async () => {
    await (await call('/perfumes/rawayat')).text();
    // Plain curl sends none: Cloudflare (and wrangler's local runtime) still tells the Worker `br, gzip`.
    for (const sent of ['', 'identity']) {
      const answer = await call('/perfumes/rawayat', {
        headers: { 'accept-encoding': 'br, gzip' },
        cf: { clientAcceptEncoding: sent },
      });
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(await answer.text()).toContain('<h1 id="product-name">Rawayat</h1>');
    }
    const browser = await call('/perfumes/rawayat', {
      headers: { 'accept-encoding': 'br, gzip' },
      cf: { clientAcceptEncoding: 'gzip, deflate, br, zstd' },
    });
    expect(browser.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers 304 with no body to a browser holding the page as it still is, and the whole page once it changed', async () => {
    const first = await call('/perfumes/gulab');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[0-9a-z]+"$/);
    const html = await first.text();

    for (const encoding of ['gzip, deflate, br', 'identity']) {
      const held = await call('/perfumes/gulab', { headers: { 'if-none-match': etag, 'accept-encoding': encoding } });
      expect(held.status).toBe(304);
      expect(held.headers.get('etag')).toBe(etag);
      expect(held.headers.get('cache-control')).toBe('no-cache');
      expect(await held.text()).toBe('');
    }
    // Another page's tag, or none, gets the page.
    const other = (await call('/perfumes/safar')).headers.get('etag')!;
    expect(other).not.toBe(etag);
    const notHeld = await call('/perfumes/gulab', { headers: { 'if-none-match': other } });
    expect(notHeld.status).toBe(200);
    expect(await notHeld.text()).toBe(html);

    await setProductBySlug('gulab', { price: 4321 });
    await catalogSettled();
    const changed = await call('/perfumes/gulab', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('4,321');
  });

  it("sends an archived perfume's page to its scent type's page while archived, and an unknown one home", async () => {
    await setProductBySlug('miraj', { archived: true });
    await catalogSettled();
    const archived = await call('/perfumes/miraj');
    // Not for good: the owner may restore it, and a browser would keep a 301 and never ask again.
    expect(archived.status).toBe(302);
    expect(archived.headers.get('location')).toBe('/oud-perfumes');
    const urdu = await call('/ur/perfumes/miraj');
    expect([urdu.status, urdu.headers.get('location')]).toEqual([302, '/ur/oud-perfumes']);
    await setProductBySlug('miraj', { archived: false });
    await catalogSettled();
    expect((await call('/perfumes/miraj')).status).toBe(200);
    const unknown = await call('/perfumes/no-such-perfume');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/home');
  });

  it("sends a perfume's address with a slash at its end to the page without it, as the scent types' pages do", async () => {
    for (const [path, to] of [
      ['/perfumes/rawayat/', '/perfumes/rawayat'],
      ['/ur/perfumes/rawayat/', '/ur/perfumes/rawayat'],
      ['/perfumes/rawayat/?utm_source=whatsapp', '/perfumes/rawayat?utm_source=whatsapp'],
    ]) {
      const moved = await call(path!);
      expect([path, moved.status, moved.headers.get('location')]).toEqual([path, 307, to]);
    }
    // An unknown perfume goes home as it does without the slash, not through its slashless address first.
    const unknown = await call('/perfumes/no-such-perfume/');
    expect([unknown.status, unknown.headers.get('location')]).toEqual([302, '/home']);
    const urdu = await call('/ur/perfumes/no-such-perfume/');
    expect([urdu.status, urdu.headers.get('location')]).toEqual([302, '/ur/home']);
  });
});
