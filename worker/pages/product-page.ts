/**
 * /perfumes/{slug}, answered by the Worker first (wrangler.toml run_worker_first) so a product page is never older
 * than the catalog: the perfume is read from D1 (one indexed read, products_slug), and the page the build wrote for
 * it is served as it is while its fingerprint (schema/catalog/product-page.ts) matches D1's; a perfume added since
 * the build, or whose name, price, sale, stock state, photos or notes changed, gets the product template filled from
 * D1 (fill-product.ts) until the next publish writes its page. An archived perfume's address moves for good (301)
 * to its scent type's page; an unknown slug goes home.
 */
import { categoryRoute } from '#schema/catalog/categories';
import { drawnPreviewPath } from '#schema/media';
import { FINGERPRINT_META, pageFingerprint } from '#schema/catalog/product-page';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { fillProductPage } from './fill-product';
import { readPagePerfume } from './page-perfume';
import { approvedReviews } from '../reviews/store';
import { withReviews } from '../reviews/fill-reviews';

/** The built page's fingerprint, from its <meta>; the pages put it near the top of <head>. */
function fingerprintOf(html: string): string | undefined {
  return new RegExp(`<meta name="${FINGERPRINT_META}" content="([^"]+)"`).exec(html)?.[1];
}

/** The page in `lang`: /perfumes/{slug} in English, /ur/perfumes/{slug} in Urdu, from its own build and template. */
export async function productPage(c: Context<AppEnv>, lang: Lang): Promise<Response> {
  const found = await readPagePerfume(c.var.db, c.req.param('slug') ?? '');
  if (!found) return c.redirect(hrefIn(lang, '/home'), 302);
  const { perfume, archived } = found;
  if (archived) return c.redirect(hrefIn(lang, `/${categoryRoute(perfume.scentType)}`), 301);
  const built = await c.env.ASSETS.fetch(
    new URL(hrefIn(lang, `/perfumes/${encodeURIComponent(perfume.slug)}`), c.req.url),
  );
  const reviews = await approvedReviews(c.var.db, perfume.slug);
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
