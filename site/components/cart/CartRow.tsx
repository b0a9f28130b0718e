/** One line of the cart page: the perfume, its quantity buttons, its subtotal, Remove, and why a change was refused. */
import { lineSubtotal } from '../../../schema/pricing';
import { MAX_LINE_QUANTITY, PERFUME_FORMAT } from '../../../schema/shop';
import { amount } from '../../lib/money';
import { removeFromCart, setQuantity, type CartLine } from '../../stores/cart';

interface RowProps {
  line: CartLine;
  busy: boolean;
  /** Why the last change to this line was refused (not enough stock, at most 10). */
  message: string;
  act: (key: string, action: () => Promise<unknown>) => Promise<void>;
}

/** Why + stops: said beside the line once it holds the most one order may take. */
export const MOST_PER_LINE = `${MAX_LINE_QUANTITY} is the most of one perfume an order can take.`;

export function CartRow({ line, busy, act, message }: RowProps) {
  const { product, quantity } = line;
  const name = product.name || 'Unnamed Product';
  const id = product._id;
  return (
    <li className="cart-line">
      <img src={product.image} alt="" width="96" height="96" loading="lazy" />
      <div className="cart-line__text">
        <h2>{name}</h2>
        <p className="cart-line__description">{product.description || 'No description available'}</p>
        <p>
          {amount(product.price)} <span className="cart-line__format">{PERFUME_FORMAT}</span>
        </p>
      </div>
      <div className="cart-line__quantity" role="group" aria-label={`Quantity of ${name}`}>
        <button
          type="button"
          aria-label={`Decrease quantity of ${name}`}
          disabled={busy || quantity <= 1}
          onClick={() => act(id, () => setQuantity(id, quantity - 1))}
        >
          −
        </button>
        <output aria-label={`Quantity of ${name}`}>{quantity}</output>
        <button
          type="button"
          aria-label={`Increase quantity of ${name}`}
          disabled={busy || quantity >= MAX_LINE_QUANTITY}
          onClick={() => act(id, () => setQuantity(id, quantity + 1))}
        >
          +
        </button>
      </div>
      <p className="cart-line__subtotal">
        <span className="visually-hidden">Subtotal </span>
        {amount(lineSubtotal({ price: product.price, quantity }))}
      </p>
      <button
        type="button"
        className="button secondary"
        aria-label={`Remove ${name}`}
        disabled={busy}
        onClick={() => act(id, () => removeFromCart(id))}
      >
        Remove
      </button>
      <p className="cart-line__message error-text" role="alert">
        {message || (quantity >= MAX_LINE_QUANTITY ? MOST_PER_LINE : '')}
      </p>
    </li>
  );
}
