/**
 * No value the API accepts can stop a publish: a scratch catalog holds the seed and perfumes with the worst values
 * the product API takes (names, descriptions and notes at their limits in every character class the free-text rule
 * allows, markup, right-to-left and astral text, photo paths that name no file, at any length), each checked against
 * the API's own schema first, and a row written before today's free-text rule (a name holding U+FFFF). The build's
 * own catalog loader reads them and checks them as the build does, and everything a publish makes of them is made
 * by the code that makes it, without a second build of the whole site: each one's page in English and Urdu (the
 * others as its related perfumes), the category pages they are listed on with their JSON-LD, home's sale and
 * featured perfume, sitemap.xml, the search index the Worker serves from D1, and the Urdu typeface cut to the
 * letters of the Urdu pages.
 */
import { mkdirSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { drizzle as drizzleD1 } from 'drizzle-orm/d1';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category } from '#schema/catalog/categories';
import { pathIn, type Lang } from '#schema/i18n/languages';
import { hasPhoto } from '#schema/media';
import { nameKey } from '#schema/name-key';
import { paths } from '#schema/paths';
import { SEED_SALE } from '#schema/sales';
import { createProductPayload, type CreateProduct } from '#schema/payloads/admin-products';
import { slugify } from '#schema/slug';
import { prepareLocalDatabase, readPreparedLocalDatabase } from '#scripts/catalog-db';
import { searchCatalog } from '#worker/catalog/search-index';
import { loadPerfumes, perfumeSchema, type Perfume } from '../../content/catalog-loader';
import { URDU_FONT_PLACEHOLDER, urduFontFace } from '../../lib/urdu-font';
import { subsetUrduFont, URDU_ALPHABET } from '../../lib/urdu-font-subset';
import { PUBLIC_PAGES, sitemapXml } from '../../lib/sitemap';
import CategoryPage from '../catalog/CategoryPage.astro';
import HomePage from '../home/HomePage.astro';
import ProductPage from './ProductPage.astro';

const STATE = '.wrangler/worst-values';
/** Where the Urdu pages are written for the typeface's cut, as the build writes them. */
const OUT = `${STATE}-site`;
const SITE = 'https://mehakperfumes.pk';

/** Every kind of character a name or note may hold, and markup that must stay text. */
const MIXED =
  '</script><script>alert(1)</script> ]]> <!-- & "quoted" \'single\' `tick` ${x} \\ % # ? ' +
  'Éclat e\u0301\u0301\u0301 عطرِ گلاب\u200cخان שָׁלוֹם 香水 इत्र 👨\u200d👩\u200d👧 ❤\uFE0F 🇵🇰 𝒪𝓊𝒹 Ｗｏｏｄ \u00a0\u3000';

const fit = (text: string, length: number) =>
  text
    .repeat(Math.ceil(length / text.length))
    .slice(0, length)
    .trim();
/** As long as the limit (counted as zod counts, in UTF-16 units) allows, never cutting a character in two. */
function cut(text: string, length: number): string {
  let out = '';
  for (const character of fit(text, length * 2)) {
    if (out.length + character.length > length) break;
    out += character;
  }
  return out.trim();
}

const longSegment = 'a'.repeat(240);
const PHOTOS = [
  '/images/no-such-folder/no-such-drawing.svg',
  `/images/${Array.from({ length: 16 }, () => longSegment).join('/')}/x.svg`,
  '/images/perfumes/missing.png',
  '/images/x.webp',
  '/images/y-y.jpg',
  `/media/${'f'.repeat(64)}.webp`,
];

function payload(name: string, changes: Partial<CreateProduct> = {}): CreateProduct {
  // Six notes at their limit, each its own (a note twice at one level is refused).
  const notes = Array.from({ length: 6 }, (_, n) => cut(`${n} ${MIXED}`, 40));
  const note = notes[0]!;
  return {
    name,
    description: cut(`${MIXED}\nA second line.\r\n\tAnd a tab.`, 1000),
    descriptionUr: cut(`${MIXED}\nدوسری سطر۔`, 1000),
    notes: { top: notes, heart: notes, base: notes },
    notesUr: { [note]: cut(MIXED, 40) },
    concentration: 'extrait de parfum',
    sizeMl: 1000,
    price: 1_000_000,
    compareAtPrice: null,
    lowStockAt: 100_000,
    scentType: 'oud',
    genders: ['male', 'female', 'unisex'],
    seasons: ['summer', 'spring', 'winter', 'autumn'],
    occasions: ['office', 'gym', 'parties', 'everyday-wear'],
    images: PHOTOS,
    featured: null,
    archived: false,
    stock: 100_000,
    ...changes,
  };
}

const WORST: CreateProduct[] = [
  payload(cut(MIXED, 100), { featured: 'sale' }),
  payload('W'.repeat(100), { images: [PHOTOS[1]!] }),
  payload('عطرِ گلاب خان', { images: [PHOTOS[0]!], price: 1, compareAtPrice: 1_000_000, featured: 'sale', stock: 0 }),
  payload('<img src=x onerror=alert(1)>', {
    images: [PHOTOS[5]!],
    sizeMl: 1,
    lowStockAt: 0,
    stock: 1,
    featured: 'miraj',
  }),
];

/** Home's sale shows the perfumes of a running sale: the first one sells at the lowest price, down from the highest. */
const SALE_PRICES: Record<number, number> = { 0: 1 };

/** A perfume written before the free-text rule refused noncharacters: a database may still hold one. */
const LEGACY = payload('Legacy \uFFFF Oud', { images: ['/images/perfumes/also-missing.svg'] });

const literal = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

function insertSql(product: CreateProduct, n: number): string[] {
  const id = `worst-${n}`;
  const slug = `${slugify(product.name)}-worst-${n}`;
  const columns = {
    id,
    name: product.name,
    name_key: nameKey(product.name),
    slug,
    description: product.description,
    notes_top: JSON.stringify(product.notes.top),
    notes_heart: JSON.stringify(product.notes.heart),
    notes_base: JSON.stringify(product.notes.base),
    concentration: product.concentration,
    size_ml: product.sizeMl,
    price: product.price,
    compare_at_price: product.compareAtPrice,
    stock: product.stock,
    low_stock_at: product.lowStockAt,
    image: product.images[0]!,
    images: JSON.stringify(product.images),
    scent_type: product.scentType,
    featured: product.featured,
    published_at: 1,
    version: 1,
    updated_at: 1,
  };
  const tags = [product.scentType, ...product.genders, ...product.seasons, ...product.occasions];
  return [
    // The seed's featured perfume leaves the spot as the owner would move it: edited (its version leaves 0), so the
    // seed, which runs again before every read, does not put it back.
    ...(product.featured === 'miraj'
      ? ["UPDATE products SET featured = NULL, version = version + 1 WHERE featured = 'miraj';"]
      : []),
    `INSERT INTO products (${Object.keys(columns).join(', ')}) VALUES (${Object.values(columns).map(literal).join(', ')});`,
    ...tags.map((tag) => `INSERT INTO product_tags (tag, product_id) VALUES (${literal(tag)}, ${literal(id)});`),
    ...(SALE_PRICES[n] === undefined
      ? []
      : [
          `INSERT INTO sale_items (sale_id, product_id, sale_price) VALUES ('${SEED_SALE.id}', '${id}', ${SALE_PRICES[n]});`,
        ]),
  ];
}

const EVERY = [...WORST, LEGACY];
const slugOf = (n: number) => `${slugify(EVERY[n]!.name)}-worst-${n}`;
const LANGS: Lang[] = ['en', 'ur'];

/**
 * The pages read the catalog through Astro's content layer, which only a build or a dev server fills: here the
 * collection holds what its own loader read from the scratch database and its schema checked, as a build's does.
 */
const collection = vi.hoisted(() => ({ perfumes: [] as Perfume[] }));
vi.mock('astro:content', () => ({
  getCollection: async (name: string) =>
    name === 'perfumes' ? collection.perfumes.map((data) => ({ id: data.id, collection: name, data })) : [],
}));

let catalog: Perfume[] = [];
let container: AstroContainer;
/** The worst values as the build read them, by their number. */
const worst = (n: number) => catalog.find((perfume) => perfume.slug === slugOf(n))!;

beforeAll(async () => {
  rmSync(STATE, { recursive: true, force: true });
  await prepareLocalDatabase(STATE, EVERY.flatMap(insertSql));
  process.env.CATALOG_DB = STATE;
  catalog = (await loadPerfumes()).map((perfume) => perfumeSchema.parse(perfume));
  collection.perfumes = catalog;
  container = await pageRenderer();
}, 5 * 60_000);

afterAll(() => {
  rmSync(STATE, { recursive: true, force: true });
  rmSync(OUT, { recursive: true, force: true });
});

/** The islands' scripts are the build's business: the page only has to name their directives. */
async function pageRenderer() {
  const directives = ['idle', 'load', 'media', 'only', 'visible', 'interaction'].map((name) => [name, ';'] as const);
  return AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    astroConfig: { site: SITE },
    manifest: { clientDirectives: new Map(directives) } as never,
  });
}

/** A page at its address, which its frame reads its language and canonical address from. */
const render = (
  page: Parameters<AstroContainer['renderToString']>[0],
  address: string,
  props: Record<string, unknown>,
) => container.renderToString(page, { props, request: new Request(new URL(address, SITE)) });

/** Pages by their address, rendered once for every check that reads them. */
type Pages = [address: string, html: string][];
const once = (make: () => Promise<Pages>) => {
  let pages: Promise<Pages> | undefined;
  return () => (pages ??= make());
};

const productPages = once(() =>
  Promise.all(
    EVERY.flatMap((_, n) =>
      LANGS.map(async (lang): Promise<[string, string]> => {
        const perfume = worst(n);
        const related = catalog.filter((each) => each.id.startsWith('worst-') && each !== perfume);
        const address = pathIn(lang, paths.perfume(perfume.slug))!;
        const reviews = { success: true, count: 0, average: null, reviews: [] };
        return [address, await render(ProductPage, address, { perfume, related, reviews, lang })];
      }),
    ),
  ),
);

/** Every category a worst perfume is listed in. */
const categoryPages = once(() => {
  const categories = new Set<Category>(EVERY.flatMap((_, n) => worst(n).categories));
  return Promise.all(
    [...categories].flatMap((category) =>
      LANGS.map(async (lang): Promise<[string, string]> => {
        const address = pathIn(lang, paths.category(category))!;
        return [address, await render(CategoryPage, address, { category, lang })];
      }),
    ),
  );
});

const homePages = once(() =>
  Promise.all(
    LANGS.map(async (lang): Promise<[string, string]> => {
      const address = pathIn(lang, paths.home)!;
      return [address, await render(HomePage, address, { lang })];
    }),
  ),
);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** A page's text as a reader sees it: tags and attributes gone, character references read. */
const textOf = (html: string) =>
  html
    .replace(/="[^"]*"/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) =>
      code.startsWith('#')
        ? String.fromCodePoint(/^#x/i.test(code) ? parseInt(code.slice(2), 16) : Number(code.slice(1)))
        : (ENTITIES[code] ?? whole),
    );

/** Every JSON-LD block of a page, read as a search engine reads it. */
const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json = '']) =>
    JSON.parse(json),
  );

/**
 * What holds on every page the worst values reach: markup in a name is text (outside quoted attribute values,
 * where < is harmless, it never appears as a tag), its JSON-LD reads, and every link to a perfume names one the
 * build writes a page for.
 */
function expectSound(pages: Pages) {
  const slugs = new Set(catalog.map((perfume) => perfume.slug));
  for (const [address, html] of pages) {
    const outsideAttributes = html.replace(/="[^"]*"/g, '');
    expect(outsideAttributes, address).not.toContain('<script>alert(1)');
    expect(outsideAttributes, address).not.toContain('<img src=x onerror');
    expect(() => jsonLdOf(html), address).not.toThrow();
    for (const [, slug = ''] of html.matchAll(/href="(?:\/ur)?\/perfumes\/([^"?#]*)"/g))
      expect(slugs, `${address} links to ${slug}`).toContain(decodeURIComponent(slug));
  }
}

describe('the publish', () => {
  it.each(WORST.map((product) => [product.name.slice(0, 30), product] as const))(
    'is fed only values the product API accepts: %s',
    (_, product) => {
      const parsed = createProductPayload.safeParse(product);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it(
    'reads and renders every page of the worst values the API accepts, drawing what it can and falling back on the rest',
    { timeout: 5 * 60_000 },
    async () => {
      const pages = await productPages();
      expect(pages).toHaveLength(EVERY.length * LANGS.length);
      expectSound(pages);
      pages.forEach(([address, html], i) => {
        const n = Math.floor(i / LANGS.length);
        expect(textOf(html), address).toContain(worst(n).name);
        // An uploaded photo brings its own preview (in R2); the others' is their drawing's or the shop's.
        const preview = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname;
        if (!hasPhoto(EVERY[n]!.images)) expect(existsSync(`public${preview}`), `${address}: ${preview}`).toBe(true);
      });
    },
  );

  it(
    'lists them on every category page they are in, cards and JSON-LD, in both languages',
    { timeout: 5 * 60_000 },
    async () => {
      const pages = await categoryPages();
      expectSound(pages);
      for (const [address, html] of pages) {
        const category = address.replace(/^(\/ur)?\//, '');
        const listed = EVERY.map((_, n) => worst(n)).filter((perfume) =>
          perfume.categories.some((each) => paths.category(each) === `/${category}`),
        );
        expect(listed.length, address).toBeGreaterThan(0);
        const text = textOf(html);
        // Each listing links each perfume's page in its language, where its whole Product is.
        const lang: Lang = address.startsWith('/ur/') ? 'ur' : 'en';
        const [list] = jsonLdOf(html) as { itemListElement: { url: string }[] }[];
        const items = list!.itemListElement.map(({ url }) => url);
        for (const perfume of listed) {
          expect(text, `${address}: ${perfume.slug}`).toContain(perfume.name);
          expect(items, address).toContainEqual(new URL(pathIn(lang, paths.perfume(perfume.slug))!, SITE).href);
        }
      }
    },
  );

  it(
    "shows the featured one and those on sale in home's featured spot and sale, in both languages",
    { timeout: 5 * 60_000 },
    async () => {
      const pages = await homePages();
      expectSound(pages);
      const shown = EVERY.map((_, n) => worst(n)).filter(
        (p) => p.featured === 'miraj' || (p.featured === 'sale' && p.sale),
      );
      expect(shown.map((perfume) => perfume.slug)).toEqual([slugOf(0), slugOf(3)]);
      for (const [address, html] of pages)
        for (const perfume of shown) expect(textOf(html), `${address}: ${perfume.slug}`).toContain(perfume.name);
    },
  );

  it('lists every page in sitemap.xml at an address the site has, in both languages', async () => {
    const xml = sitemapXml(new URL(SITE), catalog, Date.now());
    const perfumePages = catalog.map((perfume) => paths.perfume(perfume.slug));
    const pages = new Set([...PUBLIC_PAGES, ...perfumePages].flatMap((path) => [path, pathIn('ur', path)]));
    const addresses = [...xml.matchAll(/<loc>([^<]*)<\/loc>|href="([^"]*)"/g)].map(([, loc, href]) => loc ?? href!);
    for (const address of addresses) {
      expect(new URL(address).href, 'written as the address it is').toBe(address);
      expect(pages, address).toContain(decodeURI(new URL(address).pathname));
    }
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toHaveLength(xml.match(/<url>/g)!.length);
    for (const [n] of EVERY.entries())
      for (const lang of LANGS) expect(locs).toContain(new URL(pathIn(lang, paths.perfume(worst(n).slug))!, SITE).href);
  });

  it('finds each by its name in the search index the Worker serves from D1', { timeout: 5 * 60_000 }, async () => {
    const found = await readPreparedLocalDatabase(STATE, (d1) =>
      Promise.all(EVERY.map((_, n) => searchCatalog(drizzleD1(d1), worst(n).name))),
    );
    EVERY.forEach((_, n) =>
      expect(found[n]!.map((perfume) => [perfume.slug, perfume.name])).toContainEqual([worst(n).slug, worst(n).name]),
    );
  });

  it('cuts the Urdu typeface to every letter of it the Urdu pages write', { timeout: 5 * 60_000 }, async () => {
    const urdu = [...(await productPages()), ...(await categoryPages()), ...(await homePages())].filter(([address]) =>
      address.startsWith('/ur/'),
    );
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(`${OUT}/_astro`, { recursive: true });
    for (const [address, html] of urdu) {
      mkdirSync(dirname(`${OUT}${address}`), { recursive: true });
      writeFileSync(`${OUT}${address}.html`, html);
    }
    mkdirSync(`${OUT}-worker`, { recursive: true });
    const font = await subsetUrduFont(OUT, `${OUT}-worker`);

    // The face draws the ranges its @font-face names; the cut holds the alphabet and every such letter written.
    const ranges = /unicode-range:([^;]+)/
      .exec(urduFontFace(''))![1]!
      .split(',')
      .map((range) =>
        range
          .slice(2)
          .split('-')
          .map((hex) => parseInt(hex, 16)),
      );
    const drawn = (character: string) =>
      ranges.some(([from = 0, to = from]) => character.codePointAt(0)! >= from && character.codePointAt(0)! <= to);
    const written = urdu.flatMap(([, html]) => [...html].filter(drawn));
    expect(written).toEqual(expect.arrayContaining([...'عطرِگلابخان\u200cدوسری۔']));
    expect(font.characters).toBe(new Set([...URDU_ALPHABET, ...written]).size);
    expect(font.pages).toBe(urdu.length);

    // Each page points at the cut, and is otherwise the page as rendered, byte for byte.
    for (const [address, html] of urdu) {
      const pointed = readFileSync(`${OUT}${address}.html`, 'utf8');
      const url = /\/_astro\/urdu-[\w-]{10}\.woff2/.exec(pointed)?.[0];
      expect(url, address).toBeDefined();
      expect(readFileSync(`${OUT}${url}`).length).toBe(font.bytes);
      expect(pointed.replaceAll(url!, URDU_FONT_PLACEHOLDER).replace(/(style-src 'self')( '[^']+')+/, '$1')).toBe(html);
    }
  });
});
