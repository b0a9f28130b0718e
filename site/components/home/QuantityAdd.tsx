/** The Miraj feature's quantity counter (starts at 1, never below 1, at most a cart line's 10) and its Add to Cart. */
import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../../schema/shop';
import { addToCart } from '../../stores/cart';
import { useAddToCart } from '../catalog/use-add-to-cart';

export default function QuantityAdd({ productId, productName }: { productId: string; productName: string }) {
  const [quantity, setQuantity] = useState(1);
  const { busyId, errors, add } = useAddToCart();
  const busy = busyId === productId;
  const error = errors[productId];
  return (
    <div className="quantity-add">
      <div className="quantity" role="group" aria-label={`Quantity of ${productName}`}>
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
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => add(productId, () => addToCart(productId, quantity))}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? 'Adding…' : 'Add to Cart'}
      </button>
      <p className="error-text add-error" role="alert">
        {error}
      </p>
    </div>
  );
}
