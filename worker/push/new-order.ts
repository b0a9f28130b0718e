/** What a new order's push says: enough to know it is there and whose, without the takings. */
import type { NewOrderPush } from '#schema/payloads/push';
import type { Order } from '#schema/answers/orders';
import type { OilsOrder } from '#schema/answers/oils';

const CONSOLE = '/orders';
const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export function perfumeOrderPush(order: Order): NewOrderPush {
  const { firstName, lastName, city } = order.shippingAddress;
  const bottles = order.products.reduce((sum, line) => sum + line.quantity, 0);
  return {
    title: `New order ${order.displayOrderId}`,
    body: `${firstName} ${lastName}, ${city} · ${counted(bottles, 'perfume')}`,
    url: CONSOLE,
  };
}

export function oilsOrderPush(order: Pick<OilsOrder, 'displayOrderId' | 'items' | 'city'>): NewOrderPush {
  return {
    title: `New oils order ${order.displayOrderId}`,
    body: `${order.city ?? 'Wholesale'} · ${counted(order.items.length, 'oil')}`,
    url: CONSOLE,
  };
}
