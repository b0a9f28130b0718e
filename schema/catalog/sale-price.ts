/**
 * What a running sale does to a price, for every reader of a price: the listings, the product page, the search
 * index, the cart and checkout (the Worker) and the build (site/content/catalog-loader.ts), so a shopper is charged
 * what the card says. A sale runs from its start (inclusive) to its end (exclusive), on the database's clock. A
 * perfume in two running sales takes the lower price; a sale price that is not below the perfume's own price (the
 * owner lowered the price since) is no sale.
 */
import { and, asc, eq, gt, isNull, lt, lte, min, sql, type SQLWrapper } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/sqlite-core';
import { products, saleItems, sales } from '../tables';

/** Queries written here, before any database is at hand: the Worker's and the build's both run them. */
const query = new QueryBuilder();

/** Now in Unix milliseconds (julianday keeps the milliseconds unixepoch() drops), so a sale ended now has ended. */
const NOW_MS = sql<number>`CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`;
const running = and(isNull(sales.deletedAt), lte(sales.startsAt, NOW_MS), gt(sales.endsAt, NOW_MS));

/** The price a perfume sells at now: its lowest running sale price, else its own price (read from `products`). */
export const sellingPrice = sql<number>`coalesce((${query
  .select({ price: min(saleItems.salePrice) })
  .from(saleItems)
  .innerJoin(sales, eq(sales.id, saleItems.saleId))
  .where(
    and(eq(saleItems.productId, products.id), lt(saleItems.salePrice, products.price), running),
  )}), ${products.price})`;

/** The running sale that sets sellingPrice (the one with the lowest price), or null when none does. */
export const sellingSaleId = sql<string | null>`(${query
  .select({ id: saleItems.saleId })
  .from(saleItems)
  .innerJoin(sales, eq(sales.id, saleItems.saleId))
  .where(and(eq(saleItems.productId, products.id), lt(saleItems.salePrice, products.price), running))
  .orderBy(asc(saleItems.salePrice))
  .limit(1)})`;

/**
 * A tester's or sample's price while its bottle sells at `selling`: the same share off its own price, to the rupee
 * (at least 1), so a sale takes off the small sizes what it takes off the bottle.
 */
export const sizeSellingPrice = (size: SQLWrapper, selling: SQLWrapper) =>
  sql<number>`CASE WHEN ${selling} < ${products.price} THEN max(1, CAST(round(${size} * ${selling} * 1.0 / ${products.price}) AS INTEGER)) ELSE ${size} END`;

const onSale = alias(products, 'on_sale');

/**
 * Each perfume's running sale that sets its price, for a listing to LEFT JOIN on `productId`: the lowest price's
 * sale, as SQLite's min() gives the other columns of the row it picked.
 */
export const runningSale = query
  .select({
    productId: saleItems.productId,
    price: sql<number>`min(${saleItems.salePrice})`.as('sale_price'),
    name: sql<string>`${sales.name}`.as('sale_name'),
    nameUr: sql<string | null>`${sales.nameUr}`.as('sale_name_ur'),
    badge: sql<string>`${sales.badge}`.as('sale_badge'),
    endsAt: sql<number>`${sales.endsAt}`.as('sale_ends_at'),
  })
  .from(saleItems)
  .innerJoin(sales, eq(sales.id, saleItems.saleId))
  .innerJoin(onSale, eq(onSale.id, saleItems.productId))
  .where(and(lt(saleItems.salePrice, onSale.price), running))
  .groupBy(saleItems.productId)
  .as('sale');
