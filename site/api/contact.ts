/**
 * The site's calls to /api/quotes and /api/newsletter: the footer's sign-up, and what the admin console does
 * (marking a quote handled, the CSV). The quote form posts through forms/json-form.ts.
 */
import { NEWSLETTER, QUOTES } from '#schema/api';
import { call, callFile } from '../lib/api';

export const markQuoteHandled = async (id: string, handled: boolean) =>
  (await call(QUOTES.markHandled, { params: { id }, body: { handled } })).quote;

/** Every newsletter sign-up as a CSV file. */
export const exportNewsletter = () => callFile(NEWSLETTER.exportCsv);

/** The footer's sign-up: the shop's thank-you, the same whether the address was new or not. */
export const signUpForNewsletter = async (email: string) =>
  (await call(NEWSLETTER.signUp, { body: { email } })).message;
