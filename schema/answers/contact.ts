/** The admin's inbox: quote requests and newsletter sign-ups, newest first, a page at a time. */
import { LANGS } from '../lang';
import { z } from '../payloads/zod';
import { isoTime, nextCursor, success } from './common';

export const quote = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** The language of the page it was sent from: the reply is written in it. */
  lang: z.enum(LANGS),
  createdAt: isoTime,
  /** When an admin marked it handled and their name; both null while it waits. */
  handledAt: isoTime.nullable(),
  handledBy: z.string().nullable(),
});
export type Quote = z.output<typeof quote>;

export const quoteAnswer = z.object({ success, quote });
export type QuoteAnswer = z.output<typeof quoteAnswer>;

export const quoteListAnswer = z.object({ success, quotes: z.array(quote), nextCursor });
export type QuoteListAnswer = z.output<typeof quoteListAnswer>;

export const newsletterSignup = z.object({ email: z.string(), createdAt: isoTime });
export type NewsletterSignup = z.output<typeof newsletterSignup>;

export const newsletterListAnswer = z.object({ success, signups: z.array(newsletterSignup), nextCursor });
export type NewsletterListAnswer = z.output<typeof newsletterListAnswer>;
