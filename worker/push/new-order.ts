/**
 * What a new order's push says, in each language the console is read in: enough to know it is there and whose,
 * without the takings. Names and cities stay as the shopper typed them; in Urdu the order number and the count read
 * left to right inside the sentence.
 */
import { leftToRight } from '#schema/i18n/languages';
import type { NewOrderPushes } from '#schema/payloads/push';
import type { Order } from '#schema/answers/orders';
import type { OilsOrder } from '#schema/answers/oils';

/** The console a tap opens, in the alert's language. */
const CONSOLE = { en: '/orders', ur: '/ur/orders' };
const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export function perfumeOrderPush(order: Order): NewOrderPushes {
  const { firstName, lastName, city } = order.shippingAddress;
  const bottles = order.products.reduce((sum, line) => sum + line.quantity, 0);
  const number = order.displayOrderId;
  return {
    en: {
      title: `New order ${number}`,
      body: `${firstName} ${lastName}, ${city} · ${counted(bottles, 'perfume')}`,
      url: CONSOLE.en,
      lang: 'en',
    },
    ur: {
      title: `نیا آرڈر ${leftToRight(number)}`,
      body: `${firstName} ${lastName}، ${city} · ${leftToRight(bottles)} پرفیوم`,
      url: CONSOLE.ur,
      lang: 'ur',
    },
  };
}

export function oilsOrderPush(order: Pick<OilsOrder, 'displayOrderId' | 'items' | 'city'>): NewOrderPushes {
  const number = order.displayOrderId;
  return {
    en: {
      title: `New oils order ${number}`,
      body: `${order.city ?? 'Wholesale'} · ${counted(order.items.length, 'oil')}`,
      url: CONSOLE.en,
      lang: 'en',
    },
    ur: {
      title: `عطر کا نیا آرڈر ${leftToRight(number)}`,
      body: `${order.city ?? 'ہول سیل'} · ${leftToRight(order.items.length)} عطر`,
      url: CONSOLE.ur,
      lang: 'ur',
    },
  };
}
