/** The site's calls to /api/quotes and /api/newsletter that the admin console makes: marking a quote handled, the CSV. */
import { NEWSLETTER, QUOTES } from '../../schema/api';
import { call, callFile } from '../lib/api';

export const markQuoteHandled = async (id: string, handled: boolean) =>
  (await call(QUOTES.markHandled, { params: { id }, body: { handled } })).quote;

/** Every newsletter sign-up as a CSV file. */
export const exportNewsletter = () => callFile(NEWSLETTER.exportCsv);
