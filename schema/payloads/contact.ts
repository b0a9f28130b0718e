/**
 * What the contact page's quote form and the footer's newsletter box send, shared by the Worker's validators and
 * the admin lists' answers. Messages are written for the shopper: the first problem found is what they read.
 */
import { z } from './zod';
import { emailField } from './auth';
import { mobilePhone, requiredLine, requiredText } from './text-fields';

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

/** POST /api/quotes and POST /api/newsletter answer with a message to show as is. */
export interface ThankYouAnswer {
  success: true;
  message: string;
}

export interface Quote {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  /** ISO 8601. */
  createdAt: string;
  /** When an admin marked it handled (ISO 8601) and their name; both null while it waits. */
  handledAt: string | null;
  handledBy: string | null;
}

export interface QuoteAnswer {
  success: true;
  quote: Quote;
}

export interface NewsletterSignup {
  email: string;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * The admin lists, newest first, a page at a time: pass `nextCursor` back as `?cursor=` for the next page
 * (null on the last page). `?limit=` sets the page size (1 to 100, default 50).
 */
export interface QuoteListAnswer {
  success: true;
  quotes: Quote[];
  nextCursor: string | null;
}

export interface NewsletterListAnswer {
  success: true;
  signups: NewsletterSignup[];
  nextCursor: string | null;
}
