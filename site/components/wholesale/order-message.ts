/**
 * The WhatsApp text that hands an oils order to the shop: id, each oil, total, who ordered, their phone and city, in
 * the language of the page it was ordered from (the order's own), a listed city by its name in that language.
 */
import type { OilsOrder } from '#schema/answers/oils';
import { cityIn } from '#schema/pakistan-cities';
import { formatPhone } from '#schema/phone';
import { SHOP, whatsappLink } from '#schema/shop';
import { WHOLESALE_WORDS } from '../../i18n/wholesale';
import { amount } from '#schema/money';

export function oilsOrderMessage(order: OilsOrder): string {
  const words = WHOLESALE_WORDS[order.lang].message;
  return [
    words.hello(SHOP.name),
    words.order(order.displayOrderId),
    ...order.items.map((item, i) => words.line(i + 1, item.product, item.volume, amount(item.price))),
    words.total(amount(order.totalPrice)),
    words.name(order.user.username),
    words.email(order.user.email),
    ...(order.phone ? [words.phone(formatPhone(order.phone))] : []),
    // The order keeps a listed city's English name, as the couriers list it; the message names it in the order's language.
    ...(order.city ? [words.city(cityIn(order.lang, order.city))] : []),
  ].join('\n');
}

export function oilsOrderChatLink(order: OilsOrder): string {
  return whatsappLink(oilsOrderMessage(order));
}
