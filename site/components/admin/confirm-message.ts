/**
 * Cash-on-delivery orders are confirmed over WhatsApp before they ship: the admin's button opens a chat with the
 * customer holding this message, naming the order, its lines and the amount to pay, with the order's own link to
 * confirm or cancel it in one tap; in the language the shopper ordered in. A perfume order's also says where it goes
 * and links to its tracking page; an oils order's names each oil at its volume and the city it goes to.
 */
import { cityIn } from '#schema/pakistan-cities';
import { whatsappNumber } from '#schema/phone';
import { SHOP, whatsappLink } from '#schema/shop';
import { lineSubtotal } from '#schema/pricing';
import { hrefIn, listIn } from '#schema/i18n/languages';
import { provinceIn } from '../../i18n/places';
import { MESSAGE_WORDS } from '../../i18n/messages';
import { amount } from '#schema/money';
import { paths } from '#schema/paths';
import { shopOrigin } from '../../lib/shop-origin';
import type { KindOrder } from './kind-order';

/** The message's lines between the question and the reply, and whom it greets: each kind's own. */
function orderLines({ kind, order }: KindOrder, origin: string) {
  const words = MESSAGE_WORDS[order.lang];
  if (kind === 'oils')
    return {
      name: order.user.username,
      body: [
        words.oils.ask(order.displayOrderId),
        ...order.items.map((item) => words.oils.line(item.product, item.volume, amount(item.price))),
        words.oils.total(amount(order.totalPrice)),
        ...(order.city ? [words.oils.deliverTo(cityIn(order.lang, order.city))] : []),
      ],
      after: [],
    };
  const a = order.shippingAddress;
  // The city and province as the checkout named them to the shopper (the order keeps the English names).
  const city = cityIn(order.lang, a.city);
  const province = a.province && provinceIn(order.lang, a.province);
  return {
    name: a.firstName,
    body: [
      words.order.ask(order.displayOrderId),
      ...order.products.map((line) =>
        // The perfume's own name: the format says the size ('Miraj (10ml) x 2').
        words.order.line(line.product.name, line.format, line.quantity, amount(lineSubtotal(line))),
      ),
      words.order.shipping(order.shippingCost > 0 ? amount(order.shippingCost) : null),
      words.order.total(amount(order.totalPrice)),
      words.order.deliverTo(listIn(order.lang, [a.address, a.apartment, a.landmark, city, province].filter(isGiven))),
    ],
    after: [words.order.trackLink(`${origin}${hrefIn(order.lang, paths.trackOrderFor(order.displayOrderId))}`)],
  };
}

const isGiven = (part: string | null | undefined): part is string => Boolean(part);

export function confirmationMessage(of: KindOrder, origin = shopOrigin()): string {
  const { lang, confirmUrl } = of.order;
  const words = MESSAGE_WORDS[lang];
  const { name, body, after } = orderLines(of, origin);
  return [
    words.greeting(name, SHOP.name),
    ...body,
    words.reply,
    words.confirmLink(`${origin}${hrefIn(lang, confirmUrl)}`),
    ...after,
  ].join('\n');
}

/**
 * The chat link, or null when the customer's phone is not a mobile number WhatsApp can reach (or an oils order has
 * none: placed before the wholesale page asked for one).
 */
export function confirmationLink(of: KindOrder): string | null {
  const phone = of.kind === 'perfume' ? of.order.shippingAddress.phone : of.order.phone;
  const number = phone && whatsappNumber(phone);
  return number ? whatsappLink(confirmationMessage(of), number) : null;
}
