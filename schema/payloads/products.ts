/**
 * What GET /api/products/category/{category} answers, shared by the Worker and the category pages,
 * which pre-render the same shape from the seed catalog before the API refreshes it.
 */
import { categoriesOf, type CatalogProduct } from '../catalog/products';

export interface ListedProduct {
  _id: string;
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
}

export interface ProductListAnswer {
  success: true;
  products: ListedProduct[];
}

/** A seed-catalog product as the API lists it. */
export function listedProduct(product: CatalogProduct): ListedProduct {
  return {
    _id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    image: product.image,
    category: product.scentType,
    categories: categoriesOf(product),
    inStock: product.stock > 0,
  };
}

/** The EID SALE badge shows while the product sells below its pre-sale price. */
export function isOnSale(product: Pick<ListedProduct, 'price' | 'compareAtPrice'>): boolean {
  return product.compareAtPrice !== null && product.compareAtPrice > product.price;
}
