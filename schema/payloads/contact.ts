/**
 * What the contact page's quote form and the footer's newsletter box send, shared by the Worker's validators and
 * the admin lists' answers. Messages are written for the shopper: the first problem found is what they read.
 */
import { z } from 'zod';
import { emailField } from './auth';
import { mobilePhone, requiredLine } from './text-fields';

const NAME_MAX = 60;
export const QUOTE_MESSAGE_MAX = 2000;

const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

/** A mobile number in any form people type it, stored as 03XXXXXXXXX: the shop answers quotes by WhatsApp or a call. */
export const phoneField = mobilePhone('Phone number is required');

export const quotePayload = z.object({
  firstName: requiredLine('First name', NAME_MAX),
  lastName: requiredLine('Last name', NAME_MAX),
  email: emailField,
  phone: phoneField,
  message: requiredText('Message is required').max(QUOTE_MESSAGE_MAX, `Please keep your message under ${QUOTE_MESSAGE_MAX} characters`),
});

export const newsletterPayload = z.object({ email: emailField });

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
