/** What a product card shows of a perfume: the listing's fields, and its slug where the page links to it. */
import type { ListedProduct } from '#schema/answers/products';
import type { Lang } from '#schema/i18n/languages';

export type CardProduct = Pick<
  ListedProduct,
  '_id' | 'name' | 'description' | 'descriptionUr' | 'price' | 'compareAtPrice' | 'image' | 'inStock'
> &
  // A built card says sizesOnly only when it is true: once per card, false was bytes of every category page's HTML.
  Partial<Pick<ListedProduct, 'sale' | 'sizesOnly'>> & {
    slug?: string;
    /** Archived since the page was built: the card stays, saying the perfume is no longer sold. */
    gone?: boolean;
  };

/** A card as the category pages sort it: whether the shop features it and when it first showed in the shop. */
export type SortableCard = CardProduct & { featured?: boolean; publishedAt?: number | null };

/**
 * A card as one language's page carries it to its island: only the description that page shows. Both, on every card
 * of a category page, were 6 kB more of its HTML and pushed it past two round trips of a 2G-grade link.
 */
export const cardIn = <Card extends Pick<CardProduct, 'description' | 'descriptionUr'>>(
  lang: Lang,
  card: Card,
): Card => (lang === 'ur' ? { ...card, description: '' } : { ...card, descriptionUr: '' });
