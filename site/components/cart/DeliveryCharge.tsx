/** A summary's delivery charge: a dash for an empty cart (nothing to deliver), the amount, or the word for free. */
import { amount } from '#schema/money';

export function DeliveryCharge({ shippingCost, free }: { shippingCost: number | null; free: string }) {
  if (shippingCost === null) return <>—</>;
  return shippingCost > 0 ? <bdi dir="ltr">{amount(shippingCost)}</bdi> : <>{free}</>;
}
