/** The WhatsApp text that hands an oils order to the shop: id, each oil, total, who ordered, their phone and city. */
import type { OilsOrder } from '#schema/answers/oils';
import { formatPhone } from '#schema/phone';
import { SHOP, whatsappLink } from '#schema/shop';
import { amount } from '../../lib/money';

export function oilsOrderMessage(order: OilsOrder): string {
  return [
    `Assalam o Alaikum ${SHOP.name}, I would like to order these perfume oils.`,
    `Order: ${order.displayOrderId}`,
    ...order.items.map((item, i) => `${i + 1}. ${item.product}, ${item.volume} ml: ${amount(item.price)}`),
    `Total: ${amount(order.totalPrice)}`,
    `Name: ${order.user.username}`,
    `Email: ${order.user.email}`,
    ...(order.phone ? [`Phone: ${formatPhone(order.phone)}`] : []),
    ...(order.city ? [`City: ${order.city}`] : []),
  ].join('\n');
}

export function oilsOrderChatLink(order: OilsOrder): string {
  return whatsappLink(oilsOrderMessage(order));
}
