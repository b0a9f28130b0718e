/**
 * Cash-on-delivery orders are confirmed over WhatsApp before they ship: the admin's button opens a
 * chat with the customer holding this message, naming the order, its lines and the amount to pay at the door, with
 * the order's own link to confirm or cancel it in one tap, and the link to follow it on the tracking page; in the
 * language the shopper ordered in.
 */
import type { Order } from '#schema/answers/orders';
import type { Province } from '#schema/pakistan-cities';
import { whatsappNumber } from '#schema/phone';
import { SHOP, whatsappLink } from '#schema/shop';
import { lineSubtotal } from '#schema/pricing';
import { hrefIn } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { MESSAGE_WORDS } from '../../i18n/messages';
import { amount } from '#schema/money';
import { paths } from '#schema/paths';
import { shopOrigin } from '../../lib/shop-origin';

export function confirmationMessage(order: Order, origin = shopOrigin()): string {
  const a = order.shippingAddress;
  const words = MESSAGE_WORDS[order.lang];
  // The province as the checkout named it to the shopper (the order keeps the English name).
  const province = a.province && (BUYING_WORDS[order.lang].checkout.provinces[a.province as Province] ?? a.province);
  const lines = order.products.map((line) =>
    words.order.line(line.name, line.format, line.quantity, amount(lineSubtotal(line))),
  );
  return [
    words.greeting(a.firstName, SHOP.name),
    words.order.ask(order.displayOrderId),
    ...lines,
    words.order.shipping(order.shippingCost > 0 ? amount(order.shippingCost) : null),
    words.order.total(amount(order.totalPrice)),
    words.order.deliverTo([a.address, a.apartment, a.landmark, a.city, province].filter(Boolean).join(', ')),
    words.reply,
    words.confirmLink(`${origin}${hrefIn(order.lang, order.confirmUrl)}`),
    words.order.trackLink(`${origin}${hrefIn(order.lang, paths.trackOrderFor(order.displayOrderId))}`),
  ].join('\n');
}

/** The chat link, or null when the customer's phone is not a mobile number WhatsApp can reach. */
export function confirmationLink(order: Order): string | null {
  const number = whatsappNumber(order.shippingAddress.phone);
  return number ? whatsappLink(confirmationMessage(order), number) : null;
}
