/**
 * The fixed cart icon with its badge: the number of entries in the cart, not the sum of quantities (SPEC §2).
 * A guest sees the icon without a number; a logged-in shopper's cart is loaded once the island wakes.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { $isLoggedIn } from '../../stores/auth';
import { $cartCount, loadCart } from '../../stores/cart';

let cartRequested = false;

export default function CartLink() {
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  const count = useStore($cartCount);

  useEffect(() => {
    if (!loggedIn || cartRequested) return;
    cartRequested = true;
    loadCart().catch((error: unknown) => console.error('Could not load the cart', error));
  }, [loggedIn]);

  const shown = hydrated && loggedIn ? count : 0;
  return (
    <a className="cart-link" href={paths.cart} aria-label={shown > 0 ? `Cart, ${shown} ${shown === 1 ? 'item' : 'items'}` : 'Cart'}>
      <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="9.5" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      {shown > 0 && (
        <span className="cart-count" aria-hidden="true">
          {shown}
        </span>
      )}
    </a>
  );
}
