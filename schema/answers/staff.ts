/** The shop's people and the one-time links the console makes: staff invites and a customer's password reset. */
import { z } from '../payloads/zod';
import { userColumns } from './columns';
import { isoTime, success } from './common';

export const staffMember = userColumns
  .pick({ username: true, email: true })
  .extend({ _id: z.string(), role: z.enum(['owner', 'staff']) });
export type StaffMember = z.output<typeof staffMember>;

export const staffListAnswer = z.object({ success, staff: z.array(staffMember) });
export type StaffListAnswer = z.output<typeof staffListAnswer>;

/** A link to send once, on WhatsApp; only its holder can use it, once, before `expiresAt`. */
export const oneTimeLink = z.object({ url: z.url(), expiresAt: isoTime });
export type OneTimeLink = z.output<typeof oneTimeLink>;

export const inviteAnswer = z.object({ success, invite: oneTimeLink });
export type InviteAnswer = z.output<typeof inviteAnswer>;

/** A role changed; 'shopper' when it was taken away. */
export const staffMemberAnswer = z.object({
  success,
  member: staffMember.extend({ role: z.enum(['owner', 'staff', 'shopper']) }),
});
export type StaffMemberAnswer = z.output<typeof staffMemberAnswer>;

/** A customer's password reset link (24 hours). */
export const resetLinkAnswer = oneTimeLink.extend({ success });
export type ResetLinkAnswer = z.output<typeof resetLinkAnswer>;

/**
 * Whether a reset link still sets a password: 'spent' once used, replaced by a newer one, or never made; 'expired'
 * after its 24 hours. Nothing about the account it resets.
 */
export const resetLinkStateAnswer = z.object({ success, state: z.enum(['live', 'spent', 'expired']) });
export type ResetLinkState = z.output<typeof resetLinkStateAnswer>['state'];
