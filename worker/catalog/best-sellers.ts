/**
 * The perfumes /search offers when the shopper's words find nothing: the most sold of late (cancelled and returned
 * orders left out), then those the owner features on the home page (the sale's and Miraj) while fewer have sold,
 * in stock and at today's price.
 */
import { and, desc, eq, inArray, isNotNull, not, notInArray, or, sql } from 'drizzle-orm';
import { shopProduct, shopProducts, type ShopProduct } from '#schema/catalog/shop-products';
import { thumbnailUrl } from '#schema/media';
import { sizesOnly } from '#schema/answers/products';
import type { FoundPerfume } from '#schema/search/search-lookup';
import { orderItems, orders, products } from '#schema/tables';
import type { Db } from '../db';
import { perfumeOnly } from '../orders/perfume-only';

export const BEST_SELLERS = 6;
const RECENT_ORDERS = 500;

/**
 * The ids of the perfumes sold most in the shop's last RECENT_ORDERS perfume orders, most first: a bounded read however
 * many orders the shop holds, newest first by the orders' own key, each order's lines read inside order_items_sold.
 */
async function mostSold(db: Db): Promise<string[]> {
  const recent = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(perfumeOnly, notInArray(orders.status, ['cancelled', 'returned'])))
    .orderBy(desc(orders.seq))
    .limit(RECENT_ORDERS)
    .as('recent');
  const rows = await db
    .select({ id: orderItems.productId })
    .from(recent)
    .innerJoin(orderItems, eq(orderItems.orderId, recent.id))
    .groupBy(orderItems.productId)
    .orderBy(desc(sql`sum(${orderItems.quantity})`), orderItems.productId)
    .limit(BEST_SELLERS * 2);
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

const foundPerfume = (p: ShopProduct): FoundPerfume => ({
  _id: p.id,
  slug: p.slug,
  name: p.name,
  scentType: p.scentType,
  price: p.price,
  compareAtPrice: p.compareAtPrice,
  image: thumbnailUrl(p.image),
  inStock: p.inStock,
  sizesOnly: sizesOnly(p),
  sale: p.sale && { badge: p.sale.badge, nameUr: p.sale.nameUr },
});

export async function bestSellers(db: Db): Promise<FoundPerfume[]> {
  const sold = await mostSold(db);
  const featured = isNotNull(products.featured);
  const rows = await shopProducts(db)
    .where(and(sold.length > 0 ? or(inArray(products.id, sold), featured) : featured, not(products.archived)))
    .orderBy(products.name);
  const rank = (id: string) => (sold.includes(id) ? sold.indexOf(id) : sold.length);
  return rows
    .map(shopProduct)
    .filter((p) => p.inStock)
    .sort((a, b) => rank(a.id) - rank(b.id))
    .slice(0, BEST_SELLERS)
    .map(foundPerfume);
}
