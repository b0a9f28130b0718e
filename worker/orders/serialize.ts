/** Turns D1 rows into the Order of the API contract (PRODUCT §4). Used by every order endpoint, admin ones too. */
import type { Order, OrderStatus } from '../../schema/payloads/order';
import { PERFUME_FORMAT } from '../../schema/shop';
import type { orderItems, orders, orderStatusHistory } from '../../schema/tables';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type StatusRow = typeof orderStatusHistory.$inferSelect;

/** Short and readable over the phone, unique because seq is: FS-10001, FS-10002, ... */
export const DISPLAY_ID_BASE = 10000;

export function displayOrderId(seq: number): string {
  return `FS-${DISPLAY_ID_BASE + seq}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function serializeOrder(row: OrderRow, items: OrderItemRow[], history: StatusRow[]): Order {
  return {
    _id: row.id,
    displayOrderId: displayOrderId(row.seq),
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
