/** Turns D1 rows into the Order every order endpoint answers, admin ones too (schema/answers/orders.ts). */
import type { ConfirmationHistory, Order, StatusHistory } from '#schema/answers/orders';
import type { orderItems, orders } from '#schema/tables';
import { orderDisplayNumber } from '#schema/display-number';
import { confirmPath } from '#schema/confirm-link';
import { lineFormat, sizedName } from '#schema/size-name';
import { buildTimeline, type ConfirmationRow, type EventRow, type StatusRow } from './timeline';

export type { ConfirmationRow, StatusRow } from './timeline';
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = Pick<
  typeof orderItems.$inferSelect,
  'productId' | 'sizeMl' | 'bottleMl' | 'name' | 'image' | 'price' | 'quantity'
>;

const iso = (ms: number) => new Date(ms).toISOString();
const oldestFirst = (a: { at: number }, b: { at: number }) => a.at - b.at;

/** The history rows as the API answers them, oldest first (perfume and oils orders alike). */
export function serializeHistory(statuses: StatusRow[], confirmations: ConfirmationRow[]) {
  const statusHistory: StatusHistory = [...statuses].sort(oldestFirst).map((entry) => ({
    status: entry.status,
    at: iso(entry.at),
    ...(entry.reason ? { reason: entry.reason, restock: Boolean(entry.restock) } : {}),
  }));
  const confirmationHistory: ConfirmationHistory = [...confirmations]
    .sort(oldestFirst)
    .map((entry) => ({ confirmation: entry.confirmation, at: iso(entry.at) }));
  return { statusHistory, confirmationHistory };
}

export function serializeOrder(
  row: OrderRow,
  items: OrderItemRow[],
  history: StatusRow[],
  confirmations: ConfirmationRow[] = [],
  /** The order's events, for the shop's answers: given, the order carries its timeline. */
  events?: EventRow[],
): Order {
  return {
    _id: row.id,
    displayOrderId: orderDisplayNumber(row),
    createdAt: iso(row.createdAt),
    status: row.status,
    ...serializeHistory(history, confirmations),
    confirmation: row.confirmation,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    cash: row.cash,
    returnReason: row.returnReason,
    confirmUrl: confirmPath(row.confirmToken),
    version: row.version,
    lang: row.lang,
    ...(events ? { timeline: buildTimeline(history, confirmations, events) } : {}),
    products: items.map((item) => ({
      product: { _id: item.productId ?? '', name: item.name, image: item.image },
      name: sizedName(item.name, item.sizeMl),
      size: item.sizeMl,
      price: item.price,
      quantity: item.quantity,
      format: lineFormat(item.sizeMl, item.bottleMl),
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
      province: row.province,
      landmark: row.landmark,
      deliveryNotes: row.deliveryNotes,
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
