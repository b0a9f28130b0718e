/**
 * Password resets without a terminal: the owner or staff make a one-time link for a shopper from the console's
 * customer list (valid 24 hours) and send it on WhatsApp; the link's page sets a new password with the same rules
 * as registration, and every session of the account ends.
 */
import { z } from './zod';
import { choosablePassword } from './auth';
import { REQUIRED } from './auth-rules';
import { linkToken } from './staff';

export const RESET_HOURS = 24;

/** A reset link, asked about before its page shows the form. */
export const resetLinkPayload = z.object({ token: linkToken });

export const resetPasswordPayload = z.object({
  token: linkToken,
  password: z.string({ error: REQUIRED.password }).superRefine((value, ctx) => {
    const message = choosablePassword(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});
