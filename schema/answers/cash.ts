/** Cash on delivery after the doorstep: couriers' payouts, what each still owes, and phones the shop blocks. */
import { COURIERS } from '../couriers';
import { CHARGE_KINDS } from '../cash';
import { z } from '../payloads/zod';
import { isoTime, nextCursor, orderStatus, success } from './common';

export const remittanceCharge = z.object({ kind: z.enum(CHARGE_KINDS), amount: z.number().int() });

export const remittance = z.object({
  _id: z.string(),
  courier: z.enum(COURIERS),
  reference: z.string(),
  /** Whole rupees: the covered orders' totals, the cash the couriers collected. */
  total: z.number().int(),
  /** Whole rupees that reached the shop. */
  amountReceived: z.number().int(),
  /** What the courier kept back. */
  charges: z.array(remittanceCharge),
  /** The total less what was received and the charges: above 0 when the courier paid short, below when over. */
  short: z.number().int(),
  orderIds: z.array(z.string()),
  at: isoTime,
  /** The username of the admin who recorded it. */
  by: z.string(),
});
export type Remittance = z.output<typeof remittance>;

/** Cash a courier collected on delivered orders and has not paid yet. */
export const courierOwes = z.object({ courier: z.enum(COURIERS), orders: z.number().int(), amount: z.number().int() });
export type CourierOwes = z.output<typeof courierOwes>;

export const remittanceAnswer = z.object({ success, remittance });
export type RemittanceAnswer = z.output<typeof remittanceAnswer>;

/** Newest first, 50 a page; `owed`: what each courier still holds, largest first (the payout form's summary). */
export const remittanceListAnswer = z.object({
  success,
  remittances: z.array(remittance),
  nextCursor,
  owed: z.array(courierOwes),
});
export type RemittanceListAnswer = z.output<typeof remittanceListAnswer>;

export const blockedPhone = z.object({
  /** 03XXXXXXXXX. */
  phone: z.string(),
  reason: z.string(),
  at: isoTime,
  /** The username of the admin who blocked it. */
  by: z.string(),
});
export type BlockedPhone = z.output<typeof blockedPhone>;

/** An order from a number just blocked that has not left the shop: the owner may still cancel it or hold it. */
export const openOrder = z.object({
  _id: z.string(),
  displayOrderId: z.string(),
  kind: z.enum(['perfumes', 'oils']),
  status: orderStatus,
  total: z.number().int(),
});
export type OpenOrder = z.output<typeof openOrder>;

/** The number as blocked, and its orders still pending or processing (oldest first), for the console to ask about. */
export const blockedPhoneAnswer = z.object({ success, blockedPhone, openOrders: z.array(openOrder) });
export type BlockedPhoneAnswer = z.output<typeof blockedPhoneAnswer>;

export const blockedPhoneListAnswer = z.object({ success, blockedPhones: z.array(blockedPhone), nextCursor });
export type BlockedPhoneListAnswer = z.output<typeof blockedPhoneListAnswer>;

/** The browser's key for the console's new-order pushes; null while the shop has no VAPID keys set. */
export const pushKeyAnswer = z.object({ success, publicKey: z.string().nullable() });
export type PushKeyAnswer = z.output<typeof pushKeyAnswer>;
