/**
 * The couriers connected by API, as the owner's Couriers section last loaded or changed them: the order cards offer
 * to book with these. Only the owner may list them, so staff see no booking buttons.
 */
import { atom, computed } from 'nanostores';
import type { CourierConnection } from '#schema/answers/couriers';

export const $couriers = atom<CourierConnection[]>([]);
export const $connectedCouriers = computed($couriers, (couriers) => couriers.filter((courier) => courier.connected));

/** Puts one courier's new state in the list (after connecting or disconnecting it). */
export function courierChanged(changed: CourierConnection): void {
  $couriers.set($couriers.get().map((courier) => (courier.id === changed.id ? changed : courier)));
}

/**
 * Bumped after each Sync now: the sync may have delivered or returned orders, so the orders list and the day's
 * figures, kept mounted in their sections, read themselves again (they `listen`, which fires on changes only).
 */
export const $couriersSynced = atom(0);
