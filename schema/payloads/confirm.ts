/**
 * The shopper's confirmation link (schema/confirm-link.ts): what it shows of an order, and the answer it sends.
 * Only the items, total and city: the link may travel through WhatsApp, so it carries no name, phone or address.
 */
import { z } from './zod';

export const CONFIRM_ANSWERS = ['confirmed', 'cancelled'] as const;
export type ConfirmAnswerChoice = (typeof CONFIRM_ANSWERS)[number];

/** POST /api/confirm/:token. */
export const confirmAnswerPayload = z.object({
  answer: z.enum(CONFIRM_ANSWERS, { error: 'Please answer confirmed or cancelled.' }),
});
