import { atom } from 'nanostores';

/**
 * Bumped after the console changes an order (a card's button, a bulk move, a booking): the day's figures, kept
 * mounted above the list, read themselves again (they `listen`, which fires on changes only), so they never show an
 * order as it was before the owner moved it.
 */
export const $ordersChanged = atom(0);

export const orderChanged = (): void => $ordersChanged.set($ordersChanged.get() + 1);
