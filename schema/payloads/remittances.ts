/**
 * A courier's payout of the cash it collected (POST /api/admin/remittances) and the list of payouts with what each
 * courier still owes (GET). Shared by the Worker's validator and the console's payout form.
 */
import { z } from './zod';
import { COURIERS } from '../couriers';
import { requiredLine } from './text-fields';
import { MAX_PAYOUT_REFERENCE } from './text-limits';

/** The most orders one payout covers (the console lists a courier's unpaid orders a page at a time). */
export const MAX_REMITTED_ORDERS = 500;

export const recordRemittancePayload = z.object({
  courier: z.enum(COURIERS, { error: 'Please pick one of the couriers listed.' }),
  reference: requiredLine('Reference', MAX_PAYOUT_REFERENCE),
  orderIds: z
    .array(z.string({ error: 'Please send order ids.' }).min(1).max(64), { error: 'Please pick the orders paid.' })
    .min(1, { error: 'Please pick the orders paid.' })
    .max(MAX_REMITTED_ORDERS, { error: `Please record at most ${MAX_REMITTED_ORDERS} orders in one payout.` }),
});

export type RecordRemittance = z.output<typeof recordRemittancePayload>;
