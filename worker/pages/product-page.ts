/**
 * /perfumes/{slug}, answered by the Worker first (wrangler.toml run_worker_first) so a product page is never older
 * than the catalog: the perfume is read from D1 (one indexed read, products_slug), and the page the build wrote for
 * it is served as it is while its fingerprint (schema/catalog/product-page.ts) matches D1's; a perfume added since
 * the build, or whose name, price, sale, stock state, photos or notes changed, gets the product template filled from
 * D1 (fill-product.ts) until the next publish writes its page. An archived perfume's address moves for good (301)
 * to its scent type's page; an unknown slug goes home.
 */
import { categoryRoute, isCategory, type Category } from '#schema/catalog/categories';
import { drawnPreviewPath } from '#schema/media';
import { FINGERPRINT_META, pageFingerprint } from '#schema/catalog/product-page';
import { stockLeft } from '#schema/payloads/products';
import { RUNNING_SALE_JOIN } from '#schema/sales';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { hrefIn, type Lang } from '../../site/i18n/languages';
import { fillProductPage, type PagePerfume } from './fill-product';
import { approvedReviews } from '../reviews/store';
import { withReviews } from '../reviews/fill-reviews';

interface PageRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  price: number;
  compareAtPrice: number | null;
  saleName: string | null;
  saleBadge: string | null;
  saleEndsAt: number | null;
  stock: number;
  lowStockAt: number;
  images: string;
  notesTop: string;
  notesHeart: string;
  notesBase: string;
  concentration: string;
  sizeMl: number;
  scentType: string;
  tags: string;
  archived: number;
}

const PAGE_SQL = `
  SELECT p.id, p.slug, p.name, p.description, coalesce(sale.sale_price, p.price) AS price,
    CASE WHEN sale.sale_price IS NULL THEN p.compare_at_price ELSE p.price END AS compareAtPrice,
    sale.name AS saleName, sale.badge AS saleBadge, sale.ends_at AS saleEndsAt, p.stock,
    p.low_stock_at AS lowStockAt, p.images, p.notes_top AS notesTop, p.notes_heart AS notesHeart,
    p.notes_base AS notesBase, p.concentration, p.size_ml AS sizeMl, p.scent_type AS scentType, p.archived,
    (SELECT json_group_array(t.tag) FROM product_tags t WHERE t.product_id = p.id) AS tags
  FROM products p
  ${RUNNING_SALE_JOIN}
  WHERE p.slug = ?1`;

function pagePerfume(row: PageRow, scentType: Category): PagePerfume {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    sale:
      row.saleName === null || row.saleBadge === null || row.saleEndsAt === null
        ? null
        : { name: row.saleName, badge: row.saleBadge, endsAt: new Date(row.saleEndsAt).toISOString() },
    inStock: row.stock > 0,
    stockLeft: stockLeft(row.stock, row.lowStockAt),
    images: JSON.parse(row.images) as string[],
    notes: {
      top: JSON.parse(row.notesTop) as string[],
      heart: JSON.parse(row.notesHeart) as string[],
      base: JSON.parse(row.notesBase) as string[],
    },
    concentration: row.concentration,
    sizeMl: row.sizeMl,
    scentType,
    categories: JSON.parse(row.tags) as string[],
  };
}

/** The built page's fingerprint, from its <meta>; the pages put it near the top of <head>. */
function fingerprintOf(html: string): string | undefined {
  return new RegExp(`<meta name="${FINGERPRINT_META}" content="([^"]+)"`).exec(html)?.[1];
}

/** The page in `lang`: /perfumes/{slug} in English, /ur/perfumes/{slug} in Urdu, from its own build and template. */
export async function productPage(c: Context<AppEnv>, lang: Lang): Promise<Response> {
  const row = await c.var.db.$client.prepare(PAGE_SQL).bind(c.req.param('slug')).first<PageRow>();
  if (!row || !isCategory(row.scentType)) return c.redirect(hrefIn(lang, '/home'), 302);
  if (row.archived) return c.redirect(hrefIn(lang, `/${categoryRoute(row.scentType)}`), 301);
  const perfume = pagePerfume(row, row.scentType);
  const built = await c.env.ASSETS.fetch(new URL(hrefIn(lang, `/perfumes/${encodeURIComponent(row.slug)}`), c.req.url));
  const reviews = await approvedReviews(c.var.db.$client, row.slug);
  if (built.ok) {
    const html = await built.text();
    if (fingerprintOf(html) === pageFingerprint(perfume)) return withReviews(new Response(html, built), reviews, lang);
  } else await built.body?.cancel();
  const template = await c.env.ASSETS.fetch(
    new URL(lang === 'ur' ? '/ur/product-template' : '/product-template', c.req.url),
  );
  if (!template.ok) throw new Error(`The product template answered ${template.status}: is the site built?`);
  const drawn = drawnPreviewPath(perfume.images[0] ?? '');
  const hasDrawnPreview =
    drawn !== null && (await c.env.ASSETS.fetch(new URL(drawn, c.req.url), { method: 'HEAD' })).ok;
  const page = fillProductPage(template, perfume, { hasDrawnPreview, lang });
  page.headers.set('cache-control', 'no-cache');
  return withReviews(page, reviews, lang);
}
