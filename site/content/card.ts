import { descriptionUrOf } from '#schema/i18n/description-ur';
import { thumbnailUrl } from '#schema/media';
import { sizesOnly } from '#schema/answers/products';
import type { CardProduct } from '../components/catalog/card-product';
import type { Perfume } from './perfume';

/** What a card shows, as the API lists it, and its page's address. */
export function cardOf(p: Perfume): CardProduct {
  const { id: _id, slug, name, description, price, compareAtPrice, image, sale } = p;
  const inStock = p.stock > 0;
  return {
    _id,
    slug,
    name,
    description,
    descriptionUr: descriptionUrOf(p),
    price,
    compareAtPrice,
    image: thumbnailUrl(image),
    inStock,
    ...(sizesOnly({ inStock, sizes: p.sizes }) && { sizesOnly: true }),
    sale,
  };
}
