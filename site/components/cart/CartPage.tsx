/** The cart page: a line per perfume with quantity buttons, subtotal and Remove; the summary; the empty state. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { lineSubtotal, orderTotals } from '../../../schema/pricing';
import { DELIVERY_TIME, MAX_LINE_QUANTITY, PERFUME_FORMAT } from '../../../schema/shop';
import { failureMessage } from '../../lib/api';
import { amount, shippingAmount } from '../../lib/money';
import { paths } from '../../lib/paths';
import { $cart, $cartStatus, clearCart, ensureCartLoaded, removeFromCart, setQuantity, type CartLine } from '../../stores/cart';
import './cart.css';
import { LoadingStatus } from '../LoadingStatus';

export const EMPTY_CART_TEXT =
  'Your Cart feels lonely. Your Shopping cart lives to serve. Give it purpose - fill it perfumes and make it happy.';

function continueShopping() {
  // Back to where the shopper came from on this shop, else to the home page.
  if (document.referrer.startsWith(location.origin) && history.length > 1) history.back();
  else location.assign(paths.home);
}

export default function CartPage() {
  const cart = useStore($cart);
  const status = useStore($cartStatus);
  const [busy, setBusy] = useState<string | null>(null);
  // A refusal shows beside what was tapped: the line's own key, or 'clear' for the summary.
  const [message, setMessage] = useState<{ key: string; text: string } | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);

  useEffect(() => {
    ensureCartLoaded().catch(() => {});
  }, []);

  async function act(key: string, action: () => Promise<unknown>) {
    setBusy(key);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      console.error('Cart action failed:', error);
      setMessage({ key, text: failureMessage(error, 'Something went wrong. Please try again.') });
    } finally {
      setBusy(null);
    }
  }

  if (status === 'idle' || status === 'loading') {
    return <LoadingStatus>Loading your cart…</LoadingStatus>;
  }
  if (status === 'failed') {
    return (
      <p className="cart-status error-text" role="alert">
        Failed to load cart data
      </p>
    );
  }

  const empty = cart.items.length === 0;
  // Only standard delivery is offered: the total here is what the courier collects.
  const totals = orderTotals(
    cart.items.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    'standard',
  );
  return (
    <div className="cart-layout">
      <section aria-label="Cart items" className="cart-lines">
        {empty ? (
          <p className="cart-empty">{EMPTY_CART_TEXT}</p>
        ) : (
          <ul>
            {cart.items.map((line) => (
              <CartRow
                key={line.product._id}
                line={line}
                busy={busy !== null}
                act={act}
                message={message?.key === line.product._id ? message.text : ''}
              />
            ))}
          </ul>
        )}
      </section>
      <aside className="cart-summary" aria-label="Cart summary">
        <dl className="cart-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{amount(totals.subtotal)}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{empty ? '—' : shippingAmount(totals.shippingCost)}</dd>
          </div>
          <div className="cart-total">
            <dt>Total to pay in cash on delivery</dt>
            <dd>{amount(empty ? 0 : totals.total)}</dd>
          </div>
        </dl>
        <p className="cart-delivery">Delivered in {DELIVERY_TIME} across Pakistan.</p>
        <p className="error-text" role="alert">
          {message?.key === 'clear' ? message.text : ''}
        </p>
        <button type="button" className="button" disabled={empty} onClick={() => location.assign(paths.checkout)}>
          Buy it Now
        </button>
        {confirmClear && !empty ? (
          <div className="cart-confirm" role="group" aria-labelledby="cart-confirm-question">
            <p id="cart-confirm-question">
              Remove {cart.items.length === 1 ? 'the perfume' : `all ${cart.items.length} perfumes`} from your cart?
            </p>
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => act('clear', clearCart).then(() => setConfirmClear(false))}
            >
              Yes, clear cart
            </button>
            <button type="button" className="button secondary" onClick={() => setConfirmClear(false)}>
              Keep my cart
            </button>
          </div>
        ) : (
          <button type="button" className="button secondary" disabled={empty || busy !== null} onClick={() => setConfirmClear(true)}>
            Clear Cart
          </button>
        )}
        <button type="button" className="button secondary" onClick={continueShopping}>
          Continue Shopping
        </button>
      </aside>
    </div>
  );
}

interface RowProps {
  line: CartLine;
  busy: boolean;
  /** Why the last change to this line was refused (not enough stock, at most 10). */
  message: string;
  act: (key: string, action: () => Promise<unknown>) => Promise<void>;
}

function CartRow({ line, busy, act, message }: RowProps) {
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
      <button type="button" className="button secondary" aria-label={`Remove ${name}`} disabled={busy} onClick={() => act(id, () => removeFromCart(id))}>
        Remove
      </button>
      <p className="cart-line__message error-text" role="alert">
        {message}
      </p>
    </li>
  );
}
