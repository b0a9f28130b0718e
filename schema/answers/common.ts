/** The pieces every answer is made of: `success: true`, ISO times, a page's cursor, an order's history. */
import { CONFIRMATIONS } from '../confirmation';
import type { CourierNo, CourierSilence, CourierSyncFailure, CourierUnheard } from '../courier-refusal';
import { COURIERS } from '../couriers';
import { ERROR_CODES } from '../errors';
import { RULES, RULE_SUBJECTS } from '../payloads/broken-rule';
import { ORDER_STATUSES } from '../order-status';
import { RETURN_REASONS } from '../returns';
import { z } from '../payloads/zod';

export const success = z.literal(true);

/** ISO 8601, as `Date.toISOString()` writes it. */
export const isoTime = z.iso.datetime();

/** Pass it back as `?cursor=` for the next page; null on the last page. */
export const nextCursor = z.string().nullable();

export const orderStatus = z.enum(ORDER_STATUSES);
export const confirmation = z.enum(CONFIRMATIONS);

export const returnReason = z.enum(RETURN_REASONS);

/**
 * Each status an order reached, oldest first, with its time: the receipt's timeline. A return carries its reason
 * and whether its bottles went back in stock.
 */
export const statusHistory = z.array(
  z.object({ status: orderStatus, at: isoTime, reason: returnReason.optional(), restock: z.boolean().optional() }),
);

/**
 * What the shop's orders from the same phone say about this one (perfume and oils orders): how many it placed, how
 * many came back refused at the door, how many came back for another reason of the road (unreachable, a wrong
 * address, damaged...), how many the customer sent back after delivery, and whether the shop blocked the number.
 * Each parcel that came back is counted once, under its reason; only the first two are a risk, since sending back
 * what was delivered is the customer's right.
 */
export const orderRisk = z.object({
  phoneOrders: z.number().int(),
  refused: z.number().int(),
  returned: z.number().int(),
  sentBack: z.number().int(),
  blocked: z.boolean(),
});
export type OrderRisk = z.output<typeof orderRisk>;
/** Each answer the admin recorded from the customer, oldest first, with its time. */
export const confirmationHistory = z.array(z.object({ confirmation, at: isoTime }));

/** The answer of a call that changes something and has nothing else to say (logout, the CSRF cookie). */
export const doneAnswer = z.object({ success });
export type DoneAnswer = z.output<typeof doneAnswer>;

/** A message to show as it is: a quote or newsletter sign-up's thanks, a publish started. */
export const messageAnswer = z.object({ success, message: z.string() });
export type MessageAnswer = z.output<typeof messageAnswer>;

/** Why a courier said no (schema/courier-refusal.ts), as a `courier_refused` carries it. */
export const courierNo = z.discriminatedUnion('why', [
  z.object({ courier: z.enum(COURIERS), why: z.literal('said'), words: z.string() }),
  z.object({
    courier: z.enum(COURIERS),
    why: z.literal('unknown_city'),
    city: z.string(),
    nearest: z.array(z.string()),
  }),
  z.object({
    courier: z.enum(COURIERS),
    why: z.literal('tracking_number_taken'),
    trackingNumber: z.string(),
    order: z.string(),
  }),
  z.object({ courier: z.enum(COURIERS), why: z.literal('status'), status: z.number().int() }),
]) satisfies z.ZodType<CourierNo>;

/** Why a courier gave no answer the shop can act on (schema/courier-refusal.ts), as a failed sync keeps it. */
export const courierUnheard = z.discriminatedUnion('why', [
  z.object({ courier: z.enum(COURIERS), why: z.literal('timeout'), ms: z.number().int() }),
  z.object({ courier: z.enum(COURIERS), why: z.literal('network') }),
  z.object({ courier: z.enum(COURIERS), why: z.literal('failed'), status: z.number().int() }),
  z.object({ courier: z.enum(COURIERS), why: z.literal('unreadable'), status: z.number().int() }),
  z.object({ courier: z.enum(COURIERS), why: z.literal('no_tracking_number') }),
  z.object({ courier: z.enum(COURIERS), why: z.literal('unsure'), no: courierNo }),
]) satisfies z.ZodType<CourierUnheard>;

/** Why a courier's sync failed (schema/courier-refusal.ts): its "no", its silence, or the shop's own failure. */
export const courierSyncFailure = z.discriminatedUnion('code', [
  z.object({ code: z.literal('courier_refused'), courier: courierNo }),
  z.object({ code: z.literal('courier_unreachable'), unheard: courierUnheard }),
  z.object({ code: z.literal('courier_not_connected') }),
  z.object({ code: z.literal('internal') }),
]) satisfies z.ZodType<CourierSyncFailure>;

/** A courier that did not answer (schema/courier-refusal.ts), as a `courier_unreachable` or `booking_unanswered` names it. */
export const courierSilence = z.object({
  courier: z.enum(COURIERS),
  step: z.enum(['connect', 'book', 'cancel', 'change']),
  untracked: z.literal(true).optional(),
}) satisfies z.ZodType<CourierSilence>;

/**
 * Every refusal: `{ success: false, message, code, field?, rule?, courier?, silence?, product?, left?, holder?,
 * requestId }` (schema/errors.ts).
 */
export const errorAnswer = z.strictObject({
  success: z.literal(false),
  message: z.string().min(1),
  code: z.enum(ERROR_CODES),
  field: z.string().min(1).optional(),
  rule: z
    .strictObject({
      name: z.enum(RULES),
      limit: z.number().optional(),
      of: z.enum(RULE_SUBJECTS).optional(),
    })
    .optional(),
  courier: courierNo.optional(),
  silence: courierSilence.optional(),
  product: z.string().min(1).optional(),
  left: z.number().int().min(0).optional(),
  holder: z.string().min(1).optional(),
  requestId: z.string().min(1),
});
