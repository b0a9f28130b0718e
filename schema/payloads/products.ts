/**
 * What GET /api/products/category/{category} answers, shared by the Worker and the category pages,
 * which pre-render the same shape from the seed catalog before the API refreshes it.
 */
import { categoriesOf, type CatalogProduct } from '../catalog/products';
import { SEED_SALE } from '../sales';

export interface ListedProduct {
  _id: string;
  /** Its page's address, /perfumes/{slug}: every listed perfume has one, built or not. */
  slug: string;
  name: string;
  description: string;
  price: number;
  compareAtPrice: number | null;
  image: string;
  /** The scent type. */
  category: string;
  /** Every tag: scent type, genders, seasons, occasions. */
  categories: string[];
  inStock: boolean;
  /** The running sale that sets `price` (its own price is `compareAtPrice`), or null. */
  sale: ListedSale | null;
}

/** A running sale as a card shows it: its badge, and its name and end for the home page's sale section. */
export interface ListedSale {
  name: string;
  badge: string;
  /** ISO time. */
  endsAt: string;
}

export interface ProductListAnswer {
  success: true;
  products: ListedProduct[];
}

/** A perfume's pyramid: what the nose meets first, then the body, then what stays on the skin. A few words each. */
export interface ProductNotes {
  top: string[];
  heart: string[];
  base: string[];
}

/** What GET /api/products/{slug} answers for the product page: the listing's fields and the page's own. */
export interface ProductDetail extends ListedProduct {
  notes: ProductNotes;
  /** schema/catalog/concentrations.ts: 'eau de parfum', 'attar', ... */
  concentration: string;
  sizeMl: number;
  /** 1 to 6 photo URLs, the main one (`image`) first. */
  images: string[];
  /** How many are left while in stock at or below the product's low-stock level ('Only 3 left'), else null. */
  stockLeft: number | null;
}

export interface ProductAnswer {
  success: true;
  product: ProductDetail;
}

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
