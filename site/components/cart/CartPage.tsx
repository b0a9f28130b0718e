/** The cart page: a line per perfume with quantity buttons, subtotal and Remove; the summary; the empty state. */
import { lineKey, sizedName } from '#schema/size-name';
import { CART } from '#schema/api';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { cartTotals } from './shown-totals';
import { heldBackLines } from './held-back';
import { DeliveryCharge } from './DeliveryCharge';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { hrefIn, listIn } from '#schema/i18n/languages';
import { refusalIn } from '../../i18n/refusals';
import { amount } from '#schema/money';
import { paths } from '#schema/paths';
import { $cart, $cartStatus, clearCart, ensureCartLoaded, loadCart } from '../../stores/cart';
import { refusedWith } from '../../lib/api';
import { CartRow } from './CartRow';
import { ClearCart } from './ClearCart';
import { drawnCart } from './drawn-cart';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import './cart.css';
import { LoadingStatus } from '../LoadingStatus';

function continueShopping(home: string) {
  // Back to where the shopper came from on this shop, else to the home page.
  if (document.referrer.startsWith(location.origin) && history.length > 1) history.back();
  else location.assign(home);
}

export default function CartPage({ lang = 'en' }: { lang?: Lang }) {
  const words = BUYING_WORDS[lang];
  // React hydrates the cart the page's script drew before it (cart-view.ts), loading in the pre-rendered HTML, so
  // that it keeps the HTML as it is; it renders the store's cart right after if that has changed since.
  const cart = useStore($cart, { ssr: () => drawnCart().cart });
  const status = useStore($cartStatus, { ssr: () => drawnCart().status });
  const [busy, setBusy] = useState<string | null>(null);
  // A refusal shows beside what was tapped: the line's own key, or 'clear' for the summary.
  const [message, setMessage] = useState<{ key: string; text: string } | null>(null);
  // The buttons stay pressable while a change saves (they keep the focus): a press before React has re-rendered
  // them as busy stops here, so one press is one change.
  const acting = useRef(false);
  const lines = useRef<HTMLElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(lines);

  useEffect(() => {
    ensureCartLoaded().catch(() => {});
  }, []);

  async function act(key: string, action: () => Promise<unknown>) {
    if (acting.current) return;
    acting.current = true;
    setBusy(key);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      console.error('Cart action failed:', error);
      const text = refusalIn(lang, error, [CART.setQuantity, CART.remove, CART.empty], words.tryAgain);
      // A line gone from the cart (removed in another tab): the page reads the cart again so its lines and total are
      // the server's, and says why under the summary, where the line was tapped no longer being there.
      if (refusedWith(error, 'not_found')) {
        setMessage({ key: 'clear', text });
        await loadCart().catch(() => {});
      } else setMessage({ key, text });
    } finally {
      acting.current = false;
      setBusy(null);
    }
  }

  if (status === 'idle' || status === 'loading') {
    return <LoadingStatus>{words.cart.loading}</LoadingStatus>;
  }
  if (status === 'failed') {
    return (
      <p className="cart-status error-text" role="alert">
        {words.cart.failed}
      </p>
    );
  }

  const empty = cart.items.length === 0;
  // Only standard delivery is offered: the total here is what the courier collects, for what can be ordered now.
  const totals = cartTotals(cart.items, 'standard');
  const heldBack = heldBackLines(cart.items).map(({ product, size }) => sizedName(product.name || words.unnamed, size));
  return (
    <div className="cart-layout">
      <section ref={lines} aria-label={words.cart.items} className="cart-lines">
        {empty ? (
          <p className="cart-empty" tabIndex={-1}>
            {words.cart.empty}
          </p>
        ) : (
          <ul>
            {cart.items.map((line, place) => (
              <CartRow
                key={lineKey({ productId: line.product._id, ml: line.size })}
                lang={lang}
                line={line}
                busy={busy !== null}
                act={act}
                onRemoved={() => focusAfterRemoval(place)}
                message={message?.key === lineKey({ productId: line.product._id, ml: line.size }) ? message.text : ''}
              />
            ))}
          </ul>
        )}
      </section>
      <aside className="cart-summary" aria-label={words.cart.summary}>
        <dl className="cart-totals">
          <div>
            <dt>{words.cart.subtotal}</dt>
            <dd>
              <bdi dir="ltr">{amount(totals.subtotal)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{words.cart.delivery}</dt>
            <dd>
              <DeliveryCharge shippingCost={totals.shippingCost} free={words.free} />
            </dd>
          </div>
          <div className="cart-total">
            <dt>{words.cart.total}</dt>
            <dd>
              <bdi dir="ltr">{amount(totals.total)}</bdi>
            </dd>
          </div>
        </dl>
        {heldBack.length > 0 && (
          <p id="cart-held-back" className="cart-held-back">
            {words.cart.heldBack(listIn(lang, heldBack), heldBack.length)}
          </p>
        )}
        <p className="cart-delivery">{words.cart.deliveredIn}</p>
        <p className="error-text" role="alert">
          {message?.key === 'clear' ? message.text : ''}
        </p>
        <button
          type="button"
          className="button"
          // Checkout would refuse a line held back: the shopper changes it here first, as the note above says.
          disabled={empty || heldBack.length > 0}
          aria-describedby={heldBack.length > 0 ? 'cart-held-back' : undefined}
          onClick={() => location.assign(hrefIn(lang, paths.checkout))}
        >
          {words.cart.buy}
        </button>
        <ClearCart
          lang={lang}
          lines={cart.items.length}
          disabled={empty}
          busy={busy !== null}
          onClear={() =>
            act('clear', async () => {
              await clearCart();
              focusAfterRemoval(0);
            })
          }
        />
        <button type="button" className="button secondary" onClick={() => continueShopping(hrefIn(lang, paths.home))}>
          {words.cart.continue}
        </button>
      </aside>
    </div>
  );
}
