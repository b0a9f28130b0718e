/**
 * A perfume as the shop shows it, read from D1 with today's sale: written once for every reader, the Worker's
 * listings, product answers, the product pages it fills itself and its search index, and the build's catalog loader
 * (site/content/catalog-loader.ts), which runs the same query on the local or deployed database. `shopProduct` turns
 * the row into the one shape each of them picks its fields from, so a page and the answer its island reads agree.
 */
import { eq, sql } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { QueryBuilder } from 'drizzle-orm/sqlite-core';
import { productColumns } from '../answers/columns';
import type { ListedSale } from '../answers/products';
import { stockLeft } from '../payloads/products';
import { z } from '../payloads/zod';
import { products, productSizes, productTags } from '../tables';
import { pageFacts } from './product-page';
import { runningSale, sizeSellingPrice } from './sale-price';

/** Any drizzle database on SQLite that answers asynchronously: D1 in the Worker, Miniflare's or wrangler's in the build. */
export type CatalogDb = BaseSQLiteDatabase<'async', unknown>;

/** Every tag: scent type, genders, seasons, occasions. */
export const tags = sql`(${new QueryBuilder()
  .select({ tags: sql`json_group_array(${productTags.tag})` })
  .from(productTags)
  .where(eq(productTags.productId, products.id))})`.mapWith((json: string) => JSON.parse(json) as string[]);

/** Its tester and sample sizes at today's price and their own, and their stock, as JSON (smallest first once read). */
const sizes = sql`(${new QueryBuilder()
  .select({
    sizes: sql`json_group_array(json_object('ml', ${productSizes.ml}, 'price', ${sizeSellingPrice(
      productSizes.price,
      sql`coalesce(${runningSale.price}, ${products.price})`,
    )}, 'ownPrice', ${productSizes.price}, 'stock', ${productSizes.stock}))`,
  })
  .from(productSizes)
  .where(eq(productSizes.productId, products.id))})`.mapWith((json: string) =>
  (JSON.parse(json) as { ml: number; price: number; ownPrice: number; stock: number }[]).sort((a, b) => a.ml - b.ml),
);

/** On a running sale the price is the sale's and the struck price the product's own; otherwise its own 'price before'. */
const columns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  descriptionUr: products.descriptionUr,
  price: sql<number>`coalesce(${runningSale.price}, ${products.price})`,
  compareAtPrice: sql<
    number | null
  >`CASE WHEN ${runningSale.price} IS NULL THEN ${products.compareAtPrice} ELSE ${products.price} END`,
  image: products.image,
  images: products.images,
  scentType: products.scentType,
  tags,
  notesTop: products.notesTop,
  notesHeart: products.notesHeart,
  notesBase: products.notesBase,
  notesUr: products.notesUr,
  concentration: products.concentration,
  sizeMl: products.sizeMl,
  sizes,
  stock: products.stock,
  lowStockAt: products.lowStockAt,
  featured: products.featured,
  archived: products.archived,
  publishedAt: products.publishedAt,
  updatedAt: products.updatedAt,
  saleName: runningSale.name,
  saleNameUr: runningSale.nameUr,
  saleBadge: runningSale.badge,
  saleEndsAt: runningSale.endsAt,
};

/** Every perfume, archived ones too, priced as today's sales price it; each reader adds its own where and order. */
export const shopProducts = (db: CatalogDb) =>
  db.select(columns).from(products).leftJoin(runningSale, eq(runningSale.productId, products.id));

export type ShopProductRow = Awaited<ReturnType<typeof shopProducts>>[number];

/** The shape, checked by the build's catalog loader against every perfume it reads. */
export const shopProductShape = pageFacts.extend({
  ...productColumns.pick({
    id: true,
    image: true,
    stock: true,
    lowStockAt: true,
    featured: true,
    archived: true,
    publishedAt: true,
  }).shape,
  slug: productColumns.shape.slug.min(1),
  /** When the owner last changed or published it (ms); 0 when the seed wrote it and nobody has since. */
  changedAt: z.number(),
});
export type ShopProduct = z.output<typeof shopProductShape>;

function saleOf({ saleName, saleNameUr, saleBadge, saleEndsAt }: ShopProductRow): ListedSale | null {
  return saleName === null || saleBadge === null || saleEndsAt === null
    ? null
    : { name: saleName, nameUr: saleNameUr, badge: saleBadge, endsAt: new Date(saleEndsAt).toISOString() };
}

export function shopProduct(row: ShopProductRow): ShopProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    descriptionUr: row.descriptionUr,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    sale: saleOf(row),
    image: row.image,
    images: row.images,
    scentType: row.scentType,
    categories: row.tags,
    notes: { top: row.notesTop, heart: row.notesHeart, base: row.notesBase },
    notesUr: row.notesUr,
    concentration: row.concentration,
    sizeMl: row.sizeMl,
    // Only a running sale prices a size below its own price: then its own is struck through, as the bottle's is.
    sizes: row.sizes.map(({ ml, price, ownPrice, stock }) => ({
      ml,
      price,
      compareAtPrice: price < ownPrice ? ownPrice : null,
      inStock: stock > 0,
    })),
    stock: row.stock,
    inStock: row.stock > 0,
    stockLeft: stockLeft(row.stock, row.lowStockAt),
    lowStockAt: row.lowStockAt,
    featured: row.featured,
    archived: row.archived,
    publishedAt: row.publishedAt,
    changedAt: changedAt(row),
  };
}

/** When a perfume's page last changed: its last edit, or its first showing in the shop if that came later. */
export const changedAt = (row: { updatedAt: number; publishedAt: number | null }): number =>
  Math.max(row.updatedAt, row.publishedAt ?? 0);
