/**
 * What the admin sends to move orders along: a status (with the courier and tracking number when it is shipped),
 * the customer's confirmation, or one status for many orders at once. Shared by the Worker's validators and the
 * console.
 */
import { z } from './zod';
import { CONFIRMATIONS } from '../confirmation';
import { COURIERS } from '../couriers';
import { MAX_BULK_ORDERS, ORDER_STATUSES } from '../order-status';

export const COURIER_REQUIRED = 'Please pick the courier to mark this order shipped.';
export const TRACKING_REQUIRED = 'Please enter the tracking number to mark this order shipped.';

const status = z.enum(ORDER_STATUSES, { error: 'Please pick a known order status.' });

/** Couriers print numbers with spaces or dashes between groups; the number is kept as typed, trimmed. */
const trackingNumber = z
  .string({ error: TRACKING_REQUIRED })
  .trim()
  .max(40, { error: 'A tracking number has at most 40 characters.' })
  .regex(/^[A-Za-z0-9 -]*$/, { error: 'A tracking number has only letters, digits, spaces and dashes.' })
  .transform((value) => value || undefined);

/** PATCH /api/orders/:id/status: a courier and tracking number go with `shipped`, and only with it. */
export const orderStatusChange = z
  .object({
    status,
    courier: z.enum(COURIERS, { error: 'Please pick one of the couriers listed.' }).optional(),
    trackingNumber: trackingNumber.optional(),
  })
  .superRefine((change, context) => {
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

export type OrderStatusChange = z.output<typeof orderStatusChange>;

/** PATCH /api/oilsOrders/:id/status: oils orders are sent without a courier's tracking number. */
export const oilsOrderStatusChange = z.object({ status });

/** PATCH /api/orders/:id/confirmation and /api/oilsOrders/:id/confirmation. */
export const confirmationChange = z.object({
  confirmation: z.enum(CONFIRMATIONS, { error: 'Please pick a known confirmation.' }),
});

/**
 * POST /api/orders/bulk-status. Shipping needs each parcel's own courier and tracking number, so it is done order by
 * order, never in bulk.
 */
export const bulkStatusChange = z.object({
  ids: z
    .array(z.string({ error: 'Please send order ids.' }).min(1).max(64), { error: 'Please pick the orders to change.' })
    .min(1, { error: 'Please pick the orders to change.' })
    .max(MAX_BULK_ORDERS, { error: `Please change at most ${MAX_BULK_ORDERS} orders at a time.` }),
  status: status.refine((to) => to !== 'shipped', {
    error: 'Orders are marked shipped one at a time, with their courier and tracking number.',
  }),
});

/** The bulk change's answer: which orders moved, and which did not and why (the console lists them). */
export interface BulkStatusAnswer {
  success: true;
  changed: string[];
  skipped: { id: string; message: string }[];
}
