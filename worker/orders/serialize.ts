/** Turns D1 rows into the Order every order endpoint answers, admin ones too (schema/payloads/order.ts). */
import type { Order, OrderStatus } from '../../schema/payloads/order';
import { PERFUME_FORMAT } from '../../schema/shop';
import type { orderItems, orders, orderStatusHistory } from '../../schema/tables';
import { displayNumber } from '../../schema/display-number';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type StatusRow = typeof orderStatusHistory.$inferSelect;


const iso = (ms: number) => new Date(ms).toISOString();

export function serializeOrder(row: OrderRow, items: OrderItemRow[], history: StatusRow[]): Order {
  return {
    _id: row.id,
    displayOrderId: displayNumber('FS', row.seq),
    createdAt: iso(row.createdAt),
    status: row.status as OrderStatus,
    statusHistory: [...history]
      .sort((a, b) => a.at - b.at)
      .map((entry) => ({ status: entry.status as OrderStatus, at: iso(entry.at) })),
    products: items.map((item) => ({
      product: { _id: item.productId, name: item.name, image: item.image },
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      format: PERFUME_FORMAT,
    })),
    shippingAddress: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      alternatePhone: row.alternatePhone,
      address: row.address,
      apartment: row.apartment,
      city: row.city,
      country: row.country,
    },
    shippingMethod: row.shippingMethod,
    shippingCost: row.shippingCost,
    totalPrice: row.total,
    orderDetails: {
      subtotal: row.subtotal,
      giftWrappingCost: row.giftWrappingCost,
      shippingCost: row.shippingCost,
      total: row.total,
    },
  };
}
