/**
 * The WhatsApp chat that asks a wholesale customer to confirm their oils order, as confirm-message.ts does for a
 * perfume order: the order, each oil, the total, the city it goes to and its link to confirm or cancel.
 */
import type { OilsOrder } from '../../../schema/answers/oils';
import { whatsappNumber } from '../../../schema/phone';
import { SHOP, whatsappLink } from '../../../schema/shop';
import { amount } from '../../lib/money';
import { shopOrigin } from '../../lib/shop-origin';

export function oilsConfirmationMessage(order: OilsOrder, origin = shopOrigin()): string {
  return [
    `Assalam o Alaikum ${order.user.username}, this is ${SHOP.name}.`,
    `Please confirm your perfume oils order ${order.displayOrderId}:`,
    ...order.items.map((item) => `- ${item.product}, ${item.volume} ml = ${amount(item.price)}`),
    `Total: ${amount(order.totalPrice)}`,
    ...(order.city ? [`Deliver to: ${order.city}`] : []),
    'Reply YES to confirm, or tell us what to change. JazakAllah!',
    `Confirm or cancel in one tap: ${origin}${order.confirmUrl}`,
  ].join('\n');
}

/** The chat link, or null for an order without a mobile number (placed before the page asked for one). */
export function oilsConfirmationLink(order: OilsOrder): string | null {
  const number = order.phone && whatsappNumber(order.phone);
  return number ? whatsappLink(oilsConfirmationMessage(order), number) : null;
}
