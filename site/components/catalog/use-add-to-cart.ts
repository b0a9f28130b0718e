/**
 * Add to Cart for every perfume button (grids, the home sale, Miraj, a product page): a guest goes to login-signup,
 * which names the perfume and adds it once they have logged in (stores/pending-add.ts); the product being added
 * is busy (spinner, button disabled), success goes to the cart and a failure shows its message on
 * that product. A failure frees the button again so the shopper can retry.
 */
import { useState } from 'react';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { CATALOG_WORDS } from '../../i18n/catalog';
import { paths } from '#schema/paths';
import { sizedName } from '#schema/size-name';
import { $isLoggedIn } from '../../stores/auth';
import { addToCart } from '../../stores/cart';
import { loginToAdd } from '../../stores/pending-add';
import { addToCartMessage } from './add-to-cart-message';

export interface AddToCart {
  busyId: string | null;
  errors: Record<string, string>;
  /**
   * Adds `quantity` of the perfume, in its tester or sample size `ml` when given; `request` replaces the usual call
   * (the home sale adds by name).
   */
  add: (
    product: { _id: string; name: string; ml?: number },
    quantity?: number,
    request?: () => Promise<unknown>,
  ) => Promise<void>;
}

/** `byName`: the home sale's add, with its own failure wording. */
export function useAddToCart(lang: Lang, byName = false): AddToCart {
  const words = CATALOG_WORDS[lang].cart;
  const fallback = byName ? words.addByNameFailed : words.addFailed;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function add(
    product: { _id: string; name: string; ml?: number },
    quantity = 1,
    request: () => Promise<unknown> = () => addToCart(product._id, quantity, product.ml),
  ) {
    const productId = product._id;
    const { ml } = product;
    if (!$isLoggedIn.get()) {
      const name = sizedName(product.name, ml);
      window.location.assign(loginToAdd({ kind: 'perfume', productId, name, quantity, ...(ml ? { ml } : {}) }, lang));
      return;
    }
    setBusyId(productId);
    setErrors(({ [productId]: _dropped, ...rest }) => rest);
    try {
      await request();
      window.location.assign(hrefIn(lang, paths.cart));
    } catch (error) {
      setErrors((current) => ({ ...current, [productId]: addToCartMessage(error, fallback, words, lang) }));
      setBusyId(null);
    }
  }

  return { busyId, errors, add };
}
