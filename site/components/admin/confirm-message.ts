/**
 * Cash-on-delivery orders are confirmed over WhatsApp before they ship: the admin's button opens a
 * chat with the customer holding this message, naming the order, its lines and the amount to pay at the door, with
 * the order's own link to confirm or cancel it in one tap, and the link to follow it on the tracking page.
 */
import type { Order } from '../../../schema/answers/orders';
import { whatsappNumber } from '../../../schema/phone';
import { SHOP, whatsappLink } from '../../../schema/shop';
import { lineSubtotal } from '../../../schema/pricing';
import { amount, shippingAmount } from '../../lib/money';
import { paths } from '../../lib/paths';
import { shopOrigin } from '../../lib/shop-origin';

export function confirmationMessage(order: Order, origin = shopOrigin()): string {
  const a = order.shippingAddress;
  const lines = order.products.map(
    (line) => `- ${line.name} (${line.format}) x ${line.quantity} = ${amount(lineSubtotal(line))}`,
  );
  const shipping = shippingAmount(order.shippingCost);
  return [
    `Assalam o Alaikum ${a.firstName}, this is ${SHOP.name}.`,
    `Please confirm your order ${order.displayOrderId}:`,
    ...lines,
    `Shipping: ${shipping}`,
    `Total to pay on delivery: ${amount(order.totalPrice)}`,
    `Deliver to: ${[a.address, a.apartment, a.city].filter(Boolean).join(', ')}`,
    'Reply YES to confirm, or tell us what to change. JazakAllah!',
    `Confirm or cancel in one tap: ${origin}${order.confirmUrl}`,
    `Track your order: ${origin}${paths.trackOrderFor(order.displayOrderId)}`,
  ].join('\n');
}

/** The chat link, or null when the customer's phone is not a mobile number WhatsApp can reach. */
export function confirmationLink(order: Order): string | null {
  const number = whatsappNumber(order.shippingAddress.phone);
  return number ? whatsappLink(confirmationMessage(order), number) : null;
}
