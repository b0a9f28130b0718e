/** A quantity counter for Add to Cart: starts at 1, never below 1, at most a cart line's 10. */
import { MAX_LINE_QUANTITY } from '../../../schema/shop';

interface Props {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({ name, quantity, onChange }: Props) {
  return (
    <div className="quantity" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={quantity <= 1}
        onClick={() => onChange(Math.max(1, quantity - 1))}
      >
        −
      </button>
      <output aria-live="polite" aria-label="Quantity">
        {quantity}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(Math.min(MAX_LINE_QUANTITY, quantity + 1))}
      >
        +
      </button>
    </div>
  );
}
