/**
 * The quote form's sending, fetched once the shopper reaches for the form (QuoteForm.astro): one module, so the page
 * asks for one chunk, and the pages' shared chunk needs no module-loading helper for it.
 */
import { QUOTES } from '#schema/api';
import { enhanceJsonForm } from '../forms/json-form';

export const enhanceQuoteForm = (form: HTMLFormElement): void => enhanceJsonForm(form, QUOTES.send);
