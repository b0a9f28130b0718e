/**
 * Add to Cart for a list of products: a guest goes to login-signup, the product being added is busy (spinner,
 * button disabled), success goes to the cart (SPEC §2, §4) and a failure shows its message on that product.
 * Unlike the spec's pages, a failure frees the button again so the shopper can retry.
 */
import { useState } from 'react';
import { paths } from '../../lib/paths';
import { $isLoggedIn } from '../../stores/auth';
import { addToCartMessage } from './add-to-cart-message';

export interface AddToCart {
  busyId: string | null;
  errors: Record<string, string>;
  add: (productId: string, request: () => Promise<unknown>) => Promise<void>;
}

export function useAddToCart(fallbackMessage?: string): AddToCart {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function add(productId: string, request: () => Promise<unknown>) {
    if (!$isLoggedIn.get()) {
      window.location.assign(paths.loginSignup);
      return;
    }
    setBusyId(productId);
    setErrors(({ [productId]: _dropped, ...rest }) => rest);
    try {
      await request();
      window.location.assign(paths.cart);
    } catch (error) {
      setErrors((current) => ({ ...current, [productId]: addToCartMessage(error, fallbackMessage) }));
      setBusyId(null);
    }
  }

  return { busyId, errors, add };
}
