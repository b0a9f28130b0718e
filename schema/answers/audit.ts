/**
 * The shop's audit log as the console shows it: who changed what, from what to what, and when. The catalog's changes,
 * and the owner's and staff's other decisions that change who can do what or where the money stands: roles, staff
 * invites, reset links, blocked phones, couriers' payouts and reviews.
 */
import { z } from '../payloads/zod';
import { isoTime, nextCursor, success } from './common';

export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.archive',
  'product.restore',
  'stock.adjust',
  'product.sizes',
  'oil.create',
  'oil.update',
  'oil.hide',
  'oil.show',
  'image.upload',
  'sale.create',
  'sale.update',
  'sale.delete',
  'role.change',
  'staff.invite',
  'staff.join',
  'reset-link.create',
  'phone.block',
  'phone.unblock',
  'remittance.record',
  'remittance.undo',
  'review.approve',
  'review.hide',
  'settings.change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'product',
  'oil',
  'image',
  'sale',
  'user',
  'invite',
  'phone',
  'remittance',
  'review',
  'settings',
] as const;

export const auditTarget = z.object({
  type: z.enum(AUDIT_TARGET_TYPES),
  id: z.string(),
  /**
   * Its name when the change was made: an image's key, an account's username, a phone's 11 digits, a payout's
   * courier and reference, a review's perfume and author.
   */
  name: z.string(),
});
export type AuditTarget = z.output<typeof auditTarget>;

const fields = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  at: isoTime,
  /** The admin's name. */
  by: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: auditTarget,
  /** The fields that changed, as they were (null for a creation) and as they became. */
  before: fields,
  after: fields,
});
export type AuditEntry = z.output<typeof auditEntry>;

export const auditAnswer = z.object({ success, entries: z.array(auditEntry), nextCursor });
export type AuditAnswer = z.output<typeof auditAnswer>;
