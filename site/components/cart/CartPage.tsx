/** The cart page: a line per perfume with quantity buttons, subtotal and Remove; the summary; the empty state. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { orderTotals } from '../../../schema/pricing';
import { DELIVERY_TIME } from '../../../schema/shop';
import { failureMessage } from '../../lib/api';
import { amount, shippingAmount } from '../../lib/money';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { $cart, $cartStatus, clearCart, ensureCartLoaded } from '../../stores/cart';
import { CartRow } from './CartRow';
import { ClearCart } from './ClearCart';
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
  // The pre-rendered page says it is loading: so does the first render, even when the header's badge has already
  // loaded the cart, so that React can hydrate the HTML as it is.
  const hydrated = useHydrated();
  const cart = useStore($cart);
  const status = useStore($cartStatus);
  const [busy, setBusy] = useState<string | null>(null);
  // A refusal shows beside what was tapped: the line's own key, or 'clear' for the summary.
  const [message, setMessage] = useState<{ key: string; text: string } | null>(null);

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

  if (!hydrated || status === 'idle' || status === 'loading') {
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
        <ClearCart
          lines={cart.items.length}
          disabled={empty}
          busy={busy !== null}
          onClear={() => act('clear', clearCart)}
        />
        <button type="button" className="button secondary" onClick={continueShopping}>
          Continue Shopping
        </button>
      </aside>
    </div>
  );
}
