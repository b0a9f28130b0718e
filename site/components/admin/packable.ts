import type { Order } from '#schema/answers/orders';

/**
 * Whether an order has a parcel to pack or on its way, so a packing slip: one cancelled, delivered or returned has
 * none, and a slip saying "Cash to collect" would invite shipping it, or collecting its cash twice.
 */
export const hasParcelToPack = (order: Pick<Order, 'status'>) =>
  order.status === 'pending' || order.status === 'processing' || order.status === 'shipped';
