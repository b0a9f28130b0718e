/**
 * /sitemap.xml: every listed perfume as D1 holds it now, drawn by Astro with the site's sitemap (site/lib/sitemap.ts)
 * and kept like any page drawn here until the catalog changes: a perfume added since the last build is offered to
 * search engines at once, and one archived is no longer.
 */
import type { Context } from 'hono';
import { not } from 'drizzle-orm';
import { changedAt, tags } from '#schema/catalog/shop-products';
import { products } from '#schema/tables';
import type { AppEnv } from '../env';
import type { DrawPage } from './draw';

export async function sitemapPage(c: Context<AppEnv>, draw: DrawPage): Promise<Response> {
  const rows = await c.var.db
    .select({ slug: products.slug, categories: tags, updatedAt: products.updatedAt, publishedAt: products.publishedAt })
    .from(products)
    .where(not(products.archived))
    .orderBy(products.name);
  const perfumes = rows.map((row) => ({ slug: row.slug, categories: row.categories, changedAt: changedAt(row) }));
  return draw(c, { kind: 'sitemap', perfumes });
}
