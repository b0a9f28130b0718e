/**
 * The WhatsApp chat that asks a wholesale customer to confirm their oils order, as confirm-message.ts does for a
 * perfume order: the order, each oil, the total, the city it goes to and its link to confirm or cancel, in the
 * language the shopper ordered in.
 */
import type { OilsOrder } from '#schema/answers/oils';
import { whatsappNumber } from '#schema/phone';
import { SHOP, whatsappLink } from '#schema/shop';
import { hrefIn } from '#schema/i18n/languages';
import { MESSAGE_WORDS } from '../../i18n/messages';
import { amount } from '#schema/money';
import { shopOrigin } from '../../lib/shop-origin';

export function oilsConfirmationMessage(order: OilsOrder, origin = shopOrigin()): string {
  const words = MESSAGE_WORDS[order.lang];
  return [
    words.greeting(order.user.username, SHOP.name),
    words.oils.ask(order.displayOrderId),
    ...order.items.map((item) => words.oils.line(item.product, item.volume, amount(item.price))),
    words.oils.total(amount(order.totalPrice)),
    ...(order.city ? [words.oils.deliverTo(order.city)] : []),
    words.reply,
    words.confirmLink(`${origin}${hrefIn(order.lang, order.confirmUrl)}`),
  ].join('\n');
}

/** The chat link, or null for an order without a mobile number (placed before the page asked for one). */
export function oilsConfirmationLink(order: OilsOrder): string | null {
  const number = order.phone && whatsappNumber(order.phone);
  return number ? whatsappLink(oilsConfirmationMessage(order), number) : null;
}
