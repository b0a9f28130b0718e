/**
 * A courier's payout of the cash it collected (POST /api/admin/remittances) and the list of payouts with what each
 * courier still owes (GET). Shared by the Worker's validator and the console's payout form.
 */
import { z } from './zod';
import { COURIERS } from '../couriers';
import { CHARGE_KINDS } from '../cash';
import { requiredLine } from './text-fields';
import { MAX_PAYOUT_REFERENCE } from './text-limits';

/** The most orders one payout covers (the console lists a courier's unpaid orders a page at a time). */
export const MAX_REMITTED_ORDERS = 500;

/** The most charges one payout lists (a sheet's kinds, each perhaps split). */
export const MAX_CHARGES = 20;

/** The largest amount a payout's figures take: far above a courier's weekly transfer to one shop. */
export const MAX_PAYOUT_RUPEES = 100_000_000;

/** Whole rupees of a payout's figures (received, a charge), from 0 to MAX_PAYOUT_RUPEES; `name` opens its refusal. */
export const payoutRupees = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of rupees.` })
    .int({ error: `${name} must be a whole number of rupees.` })
    .min(0, { error: `${name} cannot be negative.` })
    .max(MAX_PAYOUT_RUPEES, { error: `${name} is too large.` });

export const recordRemittancePayload = z.object({
  courier: z.enum(COURIERS, { error: 'Please pick one of the couriers listed.' }),
  reference: requiredLine('Reference', MAX_PAYOUT_REFERENCE),
  orderIds: z
    .array(z.string({ error: 'Please send order ids.' }).min(1).max(64), { error: 'Please pick the orders paid.' })
    .min(1, { error: 'Please pick the orders paid.' })
    .max(MAX_REMITTED_ORDERS, { error: `Please record at most ${MAX_REMITTED_ORDERS} orders in one payout.` }),
  /**
   * Whole rupees that reached the shop. Left out (clients from before), the payout is taken as the orders' total
   * less the charges. When it and the charges do not add up to the orders' total, the payout is still recorded (the
   * money is in the bank either way) and the difference is kept as its `short`.
   */
  amountReceived: payoutRupees('The amount received').optional(),
  /** What the courier kept back, as its payment sheet lists it. */
  charges: z
    .array(
      z.object({
        kind: z.enum(CHARGE_KINDS, { error: 'Please pick delivery, cod-fee, return or other.' }),
        amount: payoutRupees('A charge'),
      }),
      { error: 'Please send the charges as a list.' },
    )
    .max(MAX_CHARGES, { error: `Please list at most ${MAX_CHARGES} charges.` })
    .optional(),
});

export type RecordRemittance = z.output<typeof recordRemittancePayload>;

/** The largest payment sheet taken: a few thousand parcels' rows, however many columns the courier exports. */
export const MAX_SHEET_BYTES = 1024 * 1024;

/**
 * A courier's payment sheet (POST /api/admin/remittances/import): its CSV as text inside the JSON, as every other
 * body of the API is JSON. The payout's reference defaults to the sheet's own payment reference column.
 * `dryRun`: match the rows and answer them without recording anything, for the owner to look first.
 */
export const importPaymentSheetPayload = z.object({
  courier: z.enum(COURIERS, { error: 'Please pick one of the couriers listed.' }),
  csv: z
    .string({ error: "Please send the courier's payment sheet as CSV text." })
    .min(1, { error: "Please send the courier's payment sheet as CSV text." }),
  reference: requiredLine('Reference', MAX_PAYOUT_REFERENCE).optional(),
  dryRun: z.boolean({ error: 'Please say whether only to check the sheet.' }).optional(),
});

export type ImportPaymentSheet = z.output<typeof importPaymentSheetPayload>;
