/** What the shop makes of the seed catalog as the API would list it, and the rules a listing shows by (sale badge, "Only N left"). */
import type { ListedProduct } from '../answers/products';
import { categoriesOf, type CatalogProduct } from '../catalog/products';
import { SEED_SALE } from '../sales';

/** A seed-catalog product as the API lists it. */
export function listedProduct(product: CatalogProduct): ListedProduct {
  return {
    _id: product.id,
    slug: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    image: product.image,
    category: product.scentType,
    categories: categoriesOf(product),
    inStock: product.stock > 0,
    // The seed's sale prices are its Eid Sale's.
    sale:
      product.compareAtPrice === null
        ? null
        : { name: SEED_SALE.name, badge: SEED_SALE.badge, endsAt: new Date(SEED_SALE.endsAt).toISOString() },
  };
}

/** The price is struck through while the product sells below its own (or the owner's 'price before'). */
export function isOnSale(product: Pick<ListedProduct, 'price' | 'compareAtPrice'>): boolean {
  return product.compareAtPrice !== null && product.compareAtPrice > product.price;
}

/** 'Only N left': the count while the product is in stock at or below its low-stock level, else null. */
export function stockLeft(stock: number, lowStockAt: number): number | null {
  return stock > 0 && stock <= lowStockAt ? stock : null;
}
