/** The WhatsApp texts that carry one-time links: an invite to the staff, and a customer's password reset. */
import { SHOP, whatsappLink } from '#schema/shop';
import { whatsappNumber } from '#schema/phone';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import type { OneTimeLink } from '#schema/answers/staff';
import { MESSAGE_WORDS } from '#site/i18n/messages';
import { orderDate } from '../../orders/dates';

/** In Pakistan time, as the order cards say times, whatever zone the owner's device is in. */
const until = (link: OneTimeLink, lang: Lang = 'en') => orderDate(link.expiresAt, lang);

/** A one-time link's address on the page written in `lang` (/ur/staff-join#… for Urdu), its token kept. */
export function linkIn(lang: Lang, link: OneTimeLink): string {
  const url = new URL(link.url);
  url.pathname = hrefIn(lang, url.pathname);
  return url.href;
}

/** In the console's language, to the join page in it; no number: WhatsApp asks whom to send it to. */
export const inviteMessage = (link: OneTimeLink, lang: Lang = 'en') =>
  whatsappLink(MESSAGE_WORDS[lang].staffInvite(SHOP.name, until(link, lang), linkIn(lang, link)), '');

/**
 * To the customer's phone when WhatsApp can reach it, else WhatsApp asks whom to send it to; in the language they
 * order in, with the link to that language's page.
 */
export function resetMessage(link: OneTimeLink, name: string, phone: string | null, lang: Lang): string {
  const words = MESSAGE_WORDS[lang];
  const text = `${words.greeting(name, SHOP.name)} ${words.passwordReset(until(link, lang), linkIn(lang, link))}`;
  return whatsappLink(text, (phone && whatsappNumber(phone)) || '');
}
