/**
 * Couriers by API: connecting PostEx or Leopards (owner), Sync now, and booking an order's parcel with one (owner and
 * staff).
 */
import { ADMIN_BOOKINGS, ADMIN_COURIERS } from '#schema/api';
import type { CourierApiId } from '#schema/courier-apis';
import type { DeliverTo } from '#schema/payloads/couriers';
import { call, callFile } from '../lib/api';

export const loadCouriers = () => call(ADMIN_COURIERS.list).then((answer) => answer.couriers);

export interface ConnectRequest {
  credentials: Record<string, string>;
  pickupAddress?: string;
  defaultWeightGrams?: number;
}

export const connectCourier = (id: CourierApiId, body: ConnectRequest) =>
  call(ADMIN_COURIERS.connect, { params: { id }, body }).then((answer) => answer.courier);
export const disconnectCourier = (id: CourierApiId) =>
  call(ADMIN_COURIERS.disconnect, { params: { id } }).then((answer) => answer.courier);
export const syncCouriers = () => call(ADMIN_COURIERS.sync).then((answer) => answer.synced);

/** The connected couriers to book with (owner and staff). */
export const loadBookingCouriers = () => call(ADMIN_BOOKINGS.couriers).then((answer) => answer.couriers);

/** One order booked; an oils order with who and where its parcel goes (`deliverTo`). */
export const bookOrder = (orderId: string, courier: CourierApiId, weightGrams?: number, deliverTo?: DeliverTo) =>
  call(ADMIN_BOOKINGS.book, { params: { id: orderId }, body: { courier, weightGrams, deliverTo } });

/** Many orders booked with one courier: one result per order, in the order sent. */
export const bookOrders = (courier: CourierApiId, orderIds: string[], weightGrams?: number) =>
  call(ADMIN_BOOKINGS.bookMany, { body: { courier, orderIds, weightGrams } }).then((answer) => answer.results);

/** The orders' airway bills in one file: the courier's PDF, or the shop's page of labels. */
export const airwayBills = (orderIds: string[]) =>
  callFile(ADMIN_BOOKINGS.airwayBills, { query: `ids=${orderIds.map(encodeURIComponent).join(',')}` });

/** Cancels the order's booking while the courier still allows it: the order is back to processing, to book again. */
export const cancelBooking = (orderId: string) =>
  call(ADMIN_BOOKINGS.cancel, { params: { id: orderId } }).then((answer) => answer.order);
