/**
 * Phones the shop no longer takes cash-on-delivery orders from (admin): POST /api/admin/blocked-phones
 * `{ phone, reason }`, GET lists them, DELETE /api/admin/blocked-phones/{phone} lets the number order again. The phone
 * is accepted in any form people type it and kept as 03XXXXXXXXX.
 */
import { z } from './zod';
import { mobilePhone, requiredLine } from './text-fields';

export const BLOCKED_CHECKOUT =
  'We cannot take cash-on-delivery orders for this number. Please message us on WhatsApp.';

export const blockPhonePayload = z.object({
  phone: mobilePhone('Phone is required'),
  reason: requiredLine('Reason', 200),
});

export interface BlockedPhone {
  /** 03XXXXXXXXX. */
  phone: string;
  reason: string;
  /** ISO 8601. */
  at: string;
  /** The username of the admin who blocked it. */
  by: string;
}

export interface BlockedPhoneAnswer {
  success: true;
  blockedPhone: BlockedPhone;
}

/** Newest first, 50 a page. */
export interface BlockedPhoneListAnswer {
  success: true;
  blockedPhones: BlockedPhone[];
  nextCursor: string | null;
}
