/**
 * The featured perfume's offer on the home page: a quantity counter (starts at 1, never below 1, at most a cart
 * line's 10) and Add to Cart, with today's stock once the API answers. The feature shows no price: the shop tells
 * its story there, and its page and the cart carry the price.
 */
import { useState } from 'react';
import type { Lang } from '#schema/i18n/languages';
import { AddToCartButton } from '../catalog/AddToCartButton';
import type { CardProduct } from '../catalog/card-product';
import { QuantityStepper } from '../catalog/QuantityStepper';
import { useAddToCart } from '../catalog/use-add-to-cart';
import { useFeaturedToday } from './use-featured-today';

export default function FeaturedOffer({ product: rendered, lang }: { product: CardProduct; lang: Lang }) {
  const product = useFeaturedToday()[rendered._id] ?? rendered;
  const [quantity, setQuantity] = useState(1);
  const { busyId, errors, add } = useAddToCart(lang);
  const busy = busyId === product._id;
  const error = errors[product._id];
  return (
    <div className="featured-offer">
      <div className="quantity-add">
        <QuantityStepper name={product.name} quantity={quantity} onChange={setQuantity} lang={lang} />
        <AddToCartButton product={product} busy={busy} onClick={() => add(product, quantity)} lang={lang} />
        <p className="error-text add-error" role="alert">
          {error}
        </p>
      </div>
    </div>
  );
}
