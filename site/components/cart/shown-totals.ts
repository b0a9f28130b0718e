/**
 * What the cart's and checkout's summaries show: an empty cart has no delivery to pay for, so its delivery is none
 * (shown as a dash) and its total Rs 0; any other is priced as an order is (schema/pricing.ts).
 */
import type { CartLine } from '#schema/answers/cart';
import { orderTotals, type PricedLine } from '#schema/pricing';
import { orderableLines } from './held-back';

export interface ShownTotals {
  subtotal: number;
  /** null for an empty cart, which has nothing to deliver. */
  shippingCost: number | null;
  total: number;
}

function shownTotals(lines: readonly PricedLine[], method: string): ShownTotals {
  if (lines.length === 0) return { subtotal: 0, shippingCost: null, total: 0 };
  const { subtotal, shippingCost, total } = orderTotals(lines, method);
  return { subtotal, shippingCost, total };
}

/** The cart's totals as the shopper can order it now: a line held back (held-back.ts) is not counted. */
export const cartTotals = (lines: readonly CartLine[], method: string): ShownTotals =>
  shownTotals(
    orderableLines(lines).map((line) => ({ price: line.product.price, quantity: line.quantity })),
    method,
  );
