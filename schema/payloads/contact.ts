/**
 * What the contact page's quote form and the footer's newsletter box send, shared by the Worker's validators and
 * the admin lists' answers. Messages are written for the shopper: the first problem found is what they read.
 */
import { z } from './zod';
import { emailField } from './auth';
import { mobilePhone, requiredLine, requiredText } from './text-fields';
import { pageLang } from '../lang';

const NAME_MAX = 60;
export const QUOTE_MESSAGE_MAX = 2000;

/** A mobile number in any form people type it, stored as 03XXXXXXXXX: the shop answers quotes by WhatsApp or a call. */
export const phoneField = mobilePhone('Phone number is required');

export const quotePayload = z.object({
  firstName: requiredLine('First name', NAME_MAX),
  lastName: requiredLine('Last name', NAME_MAX),
  email: emailField,
  phone: phoneField,
  message: requiredText('Message', QUOTE_MESSAGE_MAX, `Please keep your message under ${QUOTE_MESSAGE_MAX} characters`),
  /** The contact page's language: the shop's WhatsApp reply is written in it. */
  lang: pageLang,
});

export const newsletterPayload = z.object({ email: emailField });

/** PATCH /api/quotes/{id}: the admin marks a request handled (answered), or waiting again. */
export const quoteHandledChange = z.object({
  handled: z.boolean({ error: 'Say whether the quote request is handled (true or false).' }),
});

/** GET /api/quotes?handled=1 lists handled requests, handled=0 the waiting ones; blank or missing, all of them. */
export const quoteListQuery = z.object({
  handled: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['0', '1'], { error: 'Use handled=1 or handled=0.' }).optional(),
  ),
});

export type QuotePayload = z.infer<typeof quotePayload>;
export type NewsletterPayload = z.infer<typeof newsletterPayload>;
