/**
 * What the admin sends to move orders along: a status (with the courier and tracking number when it is shipped),
 * the customer's confirmation, or one status for many orders at once. Shared by the Worker's validators and the
 * console.
 */
import { z } from './zod';
import { CONFIRMATIONS } from '../confirmation';
import { COURIERS } from '../couriers';
import { MAX_BULK_ORDERS, ORDER_STATUSES } from '../order-status';
import { RETURN_REASONS } from '../returns';
import { MAX_TRACKING_NUMBER } from './text-limits';

export const COURIER_REQUIRED = 'Please pick the courier to mark this order shipped.';
export const TRACKING_REQUIRED = 'Please enter the tracking number to mark this order shipped.';

const status = z.enum(ORDER_STATUSES, { error: 'Please pick a known order status.' });

export const RETURN_REASON_REQUIRED = 'Please pick why the parcel came back.';
export const RESTOCK_REQUIRED = 'Please say whether the returned bottles go back in stock.';

/** A return's reason and the owner's choice to restock: both required with `returned`, and only with it. */
const returnFields = {
  returnReason: z.enum(RETURN_REASONS, { error: RETURN_REASON_REQUIRED }).optional(),
  restock: z.boolean({ error: RESTOCK_REQUIRED }).optional(),
};

function checkReturnFields(
  change: { status: string; returnReason?: string; restock?: boolean },
  context: z.RefinementCtx,
  { restockRequired = true } = {},
) {
  if (change.status !== 'returned') {
    if (change.returnReason !== undefined || change.restock !== undefined)
      context.addIssue({
        code: 'custom',
        message: 'A return reason and restock go only with the returned status.',
        path: ['returnReason'],
      });
    return;
  }
  if (!change.returnReason)
    context.addIssue({ code: 'custom', message: RETURN_REASON_REQUIRED, path: ['returnReason'] });
  if (restockRequired && change.restock === undefined)
    context.addIssue({ code: 'custom', message: RESTOCK_REQUIRED, path: ['restock'] });
}

/**
 * Couriers print numbers with spaces or dashes between groups, in capitals. The number is kept without its spaces
 * and in capitals (a phone's keyboard writes 'Le 5555 1111'); its dashes stay, as some couriers' own numbers have
 * them and the courier is asked by its number as written. The shop matches numbers by their key, dashes aside
 * (schema/tracking-key.ts), so the order filter, a courier's payment sheet and the one-number-one-parcel guard see
 * 'LE-1234-5678' and 'LE12345678' as one parcel.
 */
const trackingNumber = z
  .string({ error: TRACKING_REQUIRED })
  .trim()
  .max(MAX_TRACKING_NUMBER, { error: `A tracking number has at most ${MAX_TRACKING_NUMBER} characters.` })
  .regex(/^[A-Za-z0-9 -]*$/, { error: 'A tracking number has only letters, digits, spaces and dashes.' })
  .transform((value) => value.replace(/ /g, '').toUpperCase() || undefined);

/**
 * A status change: a courier and tracking number go with `shipped`, and only with it, for either kind of order (the
 * courier's cash is counted by them once it is delivered). A return's restock may be left out (false) where
 * `restockRequired` is false.
 */
function statusChange({ restockRequired }: { restockRequired: boolean }) {
  return z
    .object({
      status,
      courier: z.enum(COURIERS, { error: 'Please pick one of the couriers listed.' }).optional(),
      trackingNumber: trackingNumber.optional(),
      ...returnFields,
    })
    .superRefine((change, context) => {
      checkReturnFields(change, context, { restockRequired });
      if (change.status !== 'shipped') {
        if (change.courier || change.trackingNumber) {
          context.addIssue({
            code: 'custom',
            message: 'A courier and tracking number go only with the shipped status.',
            path: ['courier'],
          });
        }
        return;
      }
      if (!change.courier) context.addIssue({ code: 'custom', message: COURIER_REQUIRED, path: ['courier'] });
      if (!change.trackingNumber)
        context.addIssue({ code: 'custom', message: TRACKING_REQUIRED, path: ['trackingNumber'] });
    });
}

/** PATCH /api/orders/:id/status. */
export const orderStatusChange = statusChange({ restockRequired: true });

export type OrderStatusChange = z.output<typeof orderStatusChange>;

/** PATCH /api/oilsOrders/:id/status: oils are mixed to order, so a return has no stock to put back. */
export const oilsOrderStatusChange = statusChange({ restockRequired: false });

/** PATCH /api/orders/:id/confirmation and /api/oilsOrders/:id/confirmation. */
export const confirmationChange = z.object({
  confirmation: z.enum(CONFIRMATIONS, { error: 'Please pick a known confirmation.' }),
});

/**
 * POST /api/orders/bulk-status. Shipping needs each parcel's own courier and tracking number, so it is done order by
 * order, never in bulk.
 */
export const bulkStatusChange = z
  .object({
    ids: z
      .array(z.string({ error: 'Please send order ids.' }).min(1).max(64), {
        error: 'Please pick the orders to change.',
      })
      .min(1, { error: 'Please pick the orders to change.' })
      .max(MAX_BULK_ORDERS, { error: `Please change at most ${MAX_BULK_ORDERS} orders at a time.` }),
    status: status.refine((to) => to !== 'shipped', {
      error: 'Orders are marked shipped one at a time, with their courier and tracking number.',
    }),
    ...returnFields,
  })
  .superRefine((change, context) => checkReturnFields(change, context));
