/** What a product card shows of a perfume: the listing's fields, and its slug where the page links to it. */
import type { ListedProduct } from '#schema/answers/products';

export type CardProduct = Pick<
  ListedProduct,
  '_id' | 'name' | 'description' | 'descriptionUr' | 'price' | 'compareAtPrice' | 'image' | 'inStock'
> &
  Partial<Pick<ListedProduct, 'sale'>> & {
    slug?: string;
  };

/** A card as the category pages sort it: whether the shop features it and when it first showed in the shop. */
export type SortableCard = CardProduct & { featured?: boolean; publishedAt?: number | null };
