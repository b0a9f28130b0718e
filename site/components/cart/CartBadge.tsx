/**
 * The cart icon with the number of entries in the cart (entries, not the sum of quantities).
 * Used in the header and, floating, on the home and category pages. The count sits over the icon, so it
 * appearing after hydration moves nothing on the page.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { $isLoggedIn } from '../../stores/auth';
import { $cartCount, ensureCartLoaded } from '../../stores/cart';
import './cart-badge.css';

interface Props {
  /** 'floating' pins the icon to the corner of the screen (home and category pages). */
  variant?: 'inline' | 'floating';
}

export default function CartBadge({ variant = 'inline' }: Props) {
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  const count = useStore($cartCount);

  useEffect(() => {
    if (loggedIn) ensureCartLoaded().catch(() => {});
  }, [loggedIn]);

  const shown = hydrated && loggedIn ? count : 0;
  const label = shown === 1 ? 'Cart, 1 item' : `Cart, ${shown} items`;
  return (
    <a className={`cart-badge cart-badge--${variant}`} href={paths.cart} aria-label={label}>
      <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM6.2 6l.9 5.6A2 2 0 0 0 9.1 13h7.7a2 2 0 0 0 1.9-1.4L20.6 6H6.2zM5.9 4H22l-.4 1.4-2.5 6.8A4 4 0 0 1 16.8 15H9.1a4 4 0 0 1-4-3.4L3.6 4H2V2h3.3z"
        />
      </svg>
      <span className="cart-badge__count" aria-hidden="true" hidden={shown === 0}>
        {shown}
      </span>
    </a>
  );
}
