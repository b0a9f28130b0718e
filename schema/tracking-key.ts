/**
 * One parcel's tracking number however it is written: couriers print theirs with spaces or dashes between groups
 * and the owner types it in small letters or capitals, so 'pe-9988 7766' and 'PE99887766' are one parcel, as are
 * 'LE-1234-5678' and 'LE12345678'. An order keeps its number as it was written (the console shows it so and the
 * courier's API is asked by it); the shop matches numbers by this key, and the orders_tracking_key and
 * courier_bookings_tracking_key indexes hold the same key in SQL, so a match reads one index entry.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export const trackingKey = (trackingNumber: string) => trackingNumber.replace(/[ -]/g, '').toUpperCase();

/** trackingKey of a tracking_number column in SQL, written as the indexes write it (or SQLite reads no index). */
export const trackingKeySql = (column: SQLWrapper): SQL => sql`upper(replace(replace(${column}, ' ', ''), '-', ''))`;
