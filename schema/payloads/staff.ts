/**
 * The shop's people: the owner invites helpers with one-time links (valid 48 hours) and changes or removes their
 * roles; whoever opens an invite while logged in becomes staff. Roles: schema/roles.ts.
 */
import { z } from './zod';

export const INVITE_HOURS = 48;

/** 'none' takes the role away: the account stays a shopper's. */
export const staffRoleChange = z.object({
  role: z.enum(['staff', 'owner', 'none'], { error: 'Please pick staff, owner or none.' }),
});

/** The token is the part of an invite or reset link after `#`. */
export const linkToken = z
  .string({ error: 'This link is incomplete. Please open the whole link you were sent.' })
  .trim()
  .min(20, { error: 'This link is incomplete. Please open the whole link you were sent.' })
  .max(100, { error: 'This link is incomplete. Please open the whole link you were sent.' });

export const joinStaffPayload = z.object({ token: linkToken });
