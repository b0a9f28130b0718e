/**
 * Phones the shop no longer takes cash-on-delivery orders from (admin): POST /api/admin/blocked-phones
 * `{ phone, reason }`, GET lists them, DELETE /api/admin/blocked-phones/{phone} lets the number order again. The phone
 * is accepted in any form people type it and kept as 03XXXXXXXXX.
 */
import { z } from './zod';
import { mobilePhone, requiredLine } from './text-fields';
import { MAX_BLOCK_REASON } from './text-limits';

export const BLOCKED_CHECKOUT =
  'We cannot take cash-on-delivery orders for this number. Please message us on WhatsApp.';

export const blockPhonePayload = z.object({
  phone: mobilePhone('Phone is required'),
  reason: requiredLine('Reason', MAX_BLOCK_REASON),
});
