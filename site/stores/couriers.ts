/**
 * The couriers: every one with its connection, as the owner's Couriers section last loaded or changed them, and the
 * connected ones the order cards and the selection offer to book with. The owner and staff both book, so the
 * connected ones come from their own list (GET /api/admin/bookings/couriers) rather than the owner's.
 */
import { atom } from 'nanostores';
import type { BookingCourier, CourierConnection } from '#schema/answers/couriers';
import { loadBookingCouriers } from '../api/couriers';

export const $couriers = atom<CourierConnection[]>([]);
export const $connectedCouriers = atom<BookingCourier[]>([]);

const forBooking = ({ id, name, defaultWeightGrams }: CourierConnection): BookingCourier => ({
  id,
  name,
  defaultWeightGrams,
});

/** The couriers as the owner's section loaded them: the booking buttons follow them at once. */
export function couriersLoaded(couriers: CourierConnection[]): void {
  $couriers.set(couriers);
  $connectedCouriers.set(couriers.filter((courier) => courier.connected).map(forBooking));
}

/** Puts one courier's new state in the list (after connecting or disconnecting it). */
export function courierChanged(changed: CourierConnection): void {
  couriersLoaded($couriers.get().map((courier) => (courier.id === changed.id ? changed : courier)));
}

/** The couriers to book with, loaded once the console opens (for the owner and staff alike). */
export async function loadConnectedCouriers(): Promise<void> {
  $connectedCouriers.set(await loadBookingCouriers());
}

/**
 * Bumped after each Sync now: the sync may have delivered or returned orders, so the orders list and the day's
 * figures, kept mounted in their sections, read themselves again (they `listen`, which fires on changes only).
 */
export const $couriersSynced = atom(0);
