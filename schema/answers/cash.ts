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
  /** The username of the admin who recorded it; 'Courier (PostEx)' for one the sync read from the courier. */
  by: z.string(),
  /** True when the sync read it from the courier's own payment report, rather than an admin recording it. */
  fromCourier: z.boolean(),
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

/** Why a row of a payment sheet was not paid into the payout. */
export const SHEET_ROW_PROBLEMS = [
  'amount',
  'unreadable-amount',
  'not-delivered',
  // The parcel came back to the shop: the courier is paying for a parcel it did not deliver.
  'returned',
  'already-remitted',
  'other-courier',
  'repeated',
] as const;

/**
 * A row of a courier's payment sheet as the shop read it: its line in the file, the parcel's tracking number, what
 * the courier paid for it and kept back; and, when the shop knows the parcel, its order and the amount the shop
 * expected (the order's cash less the row's charges).
 */
export const sheetRow = z.object({
  line: z.number().int(),
  trackingNumber: z.string(),
  paid: z.number().int().nullable(),
  charges: z.array(remittanceCharge),
  orderId: z.string().optional(),
  displayOrderId: z.string().optional(),
  expected: z.number().int().optional(),
  /** Mismatched rows only: the amount differs, cannot be read, or the order is not one this payout may cover. */
  problem: z.enum(SHEET_ROW_PROBLEMS).optional(),
});
export type SheetRowAnswer = z.output<typeof sheetRow>;

/**
 * The sheet matched: the rows paid as the shop expected (recorded as one payout, unless a dry run or none matched),
 * the tracking numbers the shop does not know, and the rows it knows that did not match.
 */
export const paymentSheetAnswer = z.object({
  success,
  remittance: remittance.nullable(),
  matched: z.array(sheetRow),
  unmatched: z.array(sheetRow),
  mismatched: z.array(sheetRow),
});
export type PaymentSheetAnswer = z.output<typeof paymentSheetAnswer>;

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
