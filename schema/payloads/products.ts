/** The rules a listing shows by: the sale badge and "Only N left". */
import type { ListedProduct } from '../answers/products';

/** The price is struck through while the product sells below its own (or the owner's 'price before'). */
export function isOnSale(product: Pick<ListedProduct, 'price' | 'compareAtPrice'>): boolean {
  return product.compareAtPrice !== null && product.compareAtPrice > product.price;
}

/** 'Only N left': the count while the product is in stock at or below its low-stock level, else null. */
export function stockLeft(stock: number, lowStockAt: number): number | null {
  return stock > 0 && stock <= lowStockAt ? stock : null;
}
