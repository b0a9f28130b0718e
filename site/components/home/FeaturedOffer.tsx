/**
 * The featured perfume's offer on the home page: its price, a quantity counter (starts at 1, never below
 * 1, at most a cart line's 10) and Add to Cart, with today's price and stock once the API answers.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../../schema/shop';
import { $featured } from '../../stores/featured';
import { AddToCartButton } from '../catalog/AddToCartButton';
import { PriceTag } from '../catalog/PriceTag';
import type { CardProduct } from '../catalog/ProductCard';
import { useAddToCart } from '../catalog/use-add-to-cart';

export default function FeaturedOffer({ product: rendered }: { product: CardProduct }) {
  const product = useStore($featured)[rendered._id] ?? rendered;
  const [quantity, setQuantity] = useState(1);
  const { busyId, errors, add } = useAddToCart();
  const busy = busyId === product._id;
  const error = errors[product._id];
  return (
    <div className="featured-offer">
      <PriceTag product={product} className="price" />
      <div className="quantity-add">
        <div className="quantity" role="group" aria-label={`Quantity of ${product.name}`}>
          <button type="button" aria-label="Decrease quantity" disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
            −
          </button>
          <output aria-live="polite" aria-label="Quantity">
            {quantity}
          </output>
          <button
            type="button"
            aria-label="Increase quantity"
            disabled={quantity >= MAX_LINE_QUANTITY}
            onClick={() => setQuantity((q) => Math.min(MAX_LINE_QUANTITY, q + 1))}
          >
            +
          </button>
        </div>
        <AddToCartButton product={product} busy={busy} onClick={() => add(product, quantity)} />
        <p className="error-text add-error" role="alert">
          {error}
        </p>
      </div>
    </div>
  );
}
