import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates the pre-rendered HTML, true after. Islands whose output depends on the browser
 * (the stored token, the cart) render the guest view first, so the HTML they hydrate matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
