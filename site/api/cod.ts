/** The site's calls for cash on delivery's unhappy half: couriers' payouts and blocked phones (admin). */
import { BLOCKED_PHONES, OILS_ORDERS, ORDERS, REMITTANCES } from '#schema/api';
import type { Courier } from '#schema/couriers';
import type { ImportPaymentSheet, RecordRemittance } from '#schema/payloads/remittances';
import { call } from '../lib/api';

export const recordRemittance = (body: RecordRemittance) => call(REMITTANCES.record, { body });

export const importPaymentSheet = (body: ImportPaymentSheet) => call(REMITTANCES.import, { body });

export const listRemittances = () => call(REMITTANCES.list, {});

export const undoRemittance = (id: string) => call(REMITTANCES.undo, { params: { id } });

/**
 * The delivered orders whose cash this courier still holds, perfume orders then oils orders, each newest first (a
 * page of each).
 */
export async function ordersOwedBy(courier: Courier) {
  const query = `cash=with-courier&courier=${encodeURIComponent(courier)}`;
  const [perfumes, oils] = await Promise.all([call(ORDERS.list, { query }), call(OILS_ORDERS.list, { query })]);
  return [...perfumes.orders, ...oils.orders];
}

export const blockPhone = (phone: string, reason: string) => call(BLOCKED_PHONES.block, { body: { phone, reason } });

export const listBlockedPhones = () => call(BLOCKED_PHONES.list, {});

export const unblockPhone = (phone: string) => call(BLOCKED_PHONES.unblock, { params: { phone } });
