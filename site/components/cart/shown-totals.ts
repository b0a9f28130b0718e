/**
 * What the cart's and checkout's summaries show: an empty cart has no delivery to pay for, so its delivery is none
 * (shown as a dash) and its total Rs 0; any other is priced as an order is (schema/pricing.ts).
 */
import { orderTotals, type PricedLine } from '#schema/pricing';

export interface ShownTotals {
  subtotal: number;
  /** null for an empty cart, which has nothing to deliver. */
  shippingCost: number | null;
  total: number;
}

export function shownTotals(lines: readonly PricedLine[], method: string): ShownTotals {
  if (lines.length === 0) return { subtotal: 0, shippingCost: null, total: 0 };
  const { subtotal, shippingCost, total } = orderTotals(lines, method);
  return { subtotal, shippingCost, total };
}
