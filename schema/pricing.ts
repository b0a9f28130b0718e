/**
 * How an order is priced, in whole rupees. The checkout summary shows these figures and the Worker recomputes
 * them from D1 prices; the two must agree or the order is refused.
 */
import { GIFT_WRAPPING_COST, STANDARD_SHIPPING } from './shop';

export const SHIPPING_METHODS = ['standard'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export interface PricedLine {
  price: number;
  quantity: number;
}

export interface OrderTotals {
  subtotal: number;
  giftWrappingCost: number;
  shippingCost: number;
  total: number;
}

export function lineSubtotal(line: PricedLine): number {
  return line.price * line.quantity;
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
}

/** Standard delivery costs Rs 200; any other method would be free, though only standard is offered. */
export function shippingCostFor(method: string): number {
  return method === 'standard' ? STANDARD_SHIPPING : 0;
}

export function orderTotals(lines: readonly PricedLine[], method: string): OrderTotals {
  const subtotal = subtotalOf(lines);
  const shippingCost = shippingCostFor(method);
  return {
    subtotal,
    giftWrappingCost: GIFT_WRAPPING_COST,
    shippingCost,
    total: subtotal + shippingCost + GIFT_WRAPPING_COST,
  };
}
