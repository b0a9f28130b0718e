/**
 * No value the API accepts can stop a publish: a scratch catalog holds the seed and perfumes with the worst values
 * the product API takes (names, descriptions and notes at their limits in every character class the free-text rule
 * allows, markup, right-to-left and astral text, photo paths that name no file, at any length), each checked against
 * the API's own schema first, and a row written before today's free-text rule (a name holding U+FFFF). The build's
 * own catalog loader reads them and checks them as the build does, and each one's page is rendered in English and
 * Urdu by the component the build renders it with (Astro's container), the others as its related perfumes: what a
 * publish would build from them, without a second build of the whole site.
 */
import { existsSync, rmSync } from 'node:fs';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPhoto } from '#schema/media';
import { nameKey } from '#schema/name-key';
import { createProductPayload, type CreateProduct } from '#schema/payloads/admin-products';
import { slugify } from '#schema/slug';
import { prepareLocalDatabase } from '../../../scripts/catalog-db';
import { loadPerfumes, perfumeSchema } from '../../content/catalog-loader';
import ProductPage from './ProductPage.astro';

const STATE = '.wrangler/worst-values';

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
  const note = cut(MIXED, 40);
  return {
    name,
    description: cut(`${MIXED}\nA second line.\r\n\tAnd a tab.`, 1000),
    descriptionUr: cut(`${MIXED}\nدوسری سطر۔`, 1000),
    notes: { top: Array(6).fill(note), heart: Array(6).fill(note), base: Array(6).fill(note) },
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
  payload(cut(MIXED, 100)),
  payload('W'.repeat(100), { images: [PHOTOS[1]!], featured: 'miraj' }),
  payload('عطرِ گلاب خان', { images: [PHOTOS[0]!], price: 1, compareAtPrice: 1_000_000, featured: 'sale', stock: 0 }),
  payload('<img src=x onerror=alert(1)>', { images: [PHOTOS[5]!], sizeMl: 1, lowStockAt: 0, stock: 1 }),
];

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
    ...(product.featured === 'miraj' ? ["UPDATE products SET featured = NULL WHERE featured = 'miraj';"] : []),
    `INSERT INTO products (${Object.keys(columns).join(', ')}) VALUES (${Object.values(columns).map(literal).join(', ')});`,
    ...tags.map((tag) => `INSERT INTO product_tags (tag, product_id) VALUES (${literal(tag)}, ${literal(id)});`),
  ];
}

afterAll(() => rmSync(STATE, { recursive: true, force: true }));

/** The islands' scripts are the build's business: the page only has to name their directives. */
async function pageRenderer() {
  const directives = ['idle', 'load', 'media', 'only', 'visible', 'interaction'].map((name) => [name, ';'] as const);
  return AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    astroConfig: { site: 'https://mehakperfumes.pk' },
    manifest: { clientDirectives: new Map(directives) } as never,
  });
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
      rmSync(STATE, { recursive: true, force: true });
      await prepareLocalDatabase(STATE, [...WORST, LEGACY].flatMap(insertSql));
      process.env.CATALOG_DB = STATE;
      const catalog = (await loadPerfumes()).map((perfume) => perfumeSchema.parse(perfume));
      const container = await pageRenderer();
      const pages = await Promise.all(
        [...WORST, LEGACY].map(async (product, n) => {
          const slug = `${slugify(product.name)}-worst-${n}`;
          const perfume = catalog.find((each) => each.slug === slug);
          expect(perfume, slug).toBeDefined();
          const related = catalog.filter((each) => each.id.startsWith('worst-') && each !== perfume);
          const render = (lang: 'en' | 'ur') =>
            container.renderToString(ProductPage, { props: { perfume, related, lang } });
          const [english, urdu] = [await render('en'), await render('ur')];
          // An uploaded photo brings its own preview (in R2); the others' is their drawing's or the shop's.
          for (const page of [english, urdu]) {
            const preview = new URL(/<meta property="og:image" content="([^"]+)"/.exec(page)![1]!).pathname;
            if (!hasPhoto(product.images)) expect(existsSync(`public${preview}`), `${slug}: ${preview}`).toBe(true);
          }
          return [english, urdu];
        }),
      );
      // Markup in a name is text: outside quoted attribute values (where < is harmless) it never appears as a tag.
      const outsideAttributes = (n: number) => pages[n]!.map((page) => page.replace(/="[^"]*"/g, '')).join('');
      expect(outsideAttributes(0)).not.toContain('<script>alert(1)');
      expect(outsideAttributes(3)).not.toContain('<img src=x onerror');
    },
  );
});
