import { descriptionUrOf } from '#schema/i18n/description-ur';
import { thumbnailUrl } from '#schema/media';
import { sizesOnly } from '#schema/answers/products';
import type { CardProduct } from '../components/catalog/card-product';
import type { Perfume } from './perfume';

/** What a card shows, as the API lists it, and its page's address. */
export function cardOf(p: Perfume): CardProduct {
  const { id: _id, slug, name, description, price, compareAtPrice, image, sale } = p;
  return {
    _id,
    slug,
    name,
    description,
    descriptionUr: descriptionUrOf(p),
    price,
    compareAtPrice,
    image: thumbnailUrl(image),
    inStock: p.stock > 0,
    ...(sizesOnly({ inStock: p.stock > 0, sizes: p.sizes }) && { sizesOnly: true }),
    sale,
  };
}
