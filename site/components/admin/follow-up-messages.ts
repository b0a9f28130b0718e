/**
 * The WhatsApp messages after the happy path: once an order ships, its courier, tracking number, where to follow
 * it and the cash to keep ready; once it is delivered, a thank-you with the order's review page, where the shopper
 * rates each perfume (no login: the link is the order's private one); in the language the shopper ordered in.
 */
import { reviewPathOf } from '#schema/confirm-link';
import { courierName, trackingLink } from '#schema/couriers';
import type { Order } from '#schema/answers/orders';
import { whatsappNumber } from '#schema/phone';
import { SHOP, whatsappLink } from '#schema/shop';
import { hrefIn } from '#schema/i18n/languages';
import { MESSAGE_WORDS } from '../../i18n/messages';
import { amount } from '#schema/money';
import { paths } from '#schema/paths';
import { shopOrigin } from '../../lib/shop-origin';

export function trackingMessage(order: Order, origin = shopOrigin()): string {
  const { courier, trackingNumber } = order;
  if (!courier || !trackingNumber) throw new Error(`Order ${order.displayOrderId} has no shipment yet`);
  const courierPage = trackingLink(courier, trackingNumber);
  const words = MESSAGE_WORDS[order.lang];
  const named = courierName(courier, words.tracking.otherCourier);
  const ourPage = `${origin}${hrefIn(order.lang, paths.trackOrderFor(order.displayOrderId))}`;
  return [
    words.greeting(order.shippingAddress.firstName, SHOP.name),
    words.tracking.onItsWay(order.displayOrderId, named),
    words.tracking.number(trackingNumber),
    ...(courierPage
      ? [words.tracking.followOn(named, courierPage), words.tracking.orHere(ourPage)]
      : [words.tracking.trackHere(ourPage)]),
    words.tracking.cash(amount(order.totalPrice)),
  ].join('\n');
}

export function thanksMessage(order: Order, origin = shopOrigin()): string {
  const words = MESSAGE_WORDS[order.lang].thanks;
  return [
    words.greeting(order.shippingAddress.firstName, SHOP.name),
    words.enjoy(order.displayOrderId),
    words.review(`${origin}${hrefIn(order.lang, reviewPathOf(order.confirmUrl))}`),
  ].join('\n');
}

/** The chat with the customer holding `text`, or null when their phone is not a mobile WhatsApp can reach. */
export function chatWithCustomer(order: Order, text: string): string | null {
  const number = whatsappNumber(order.shippingAddress.phone);
  return number ? whatsappLink(text, number) : null;
}
