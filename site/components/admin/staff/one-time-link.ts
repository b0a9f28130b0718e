/** The WhatsApp texts that carry one-time links: an invite to the staff, and a customer's password reset. */
import { SHOP, whatsappLink } from '#schema/shop';
import { whatsappNumber } from '#schema/phone';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import type { OneTimeLink } from '#schema/answers/staff';
import { MESSAGE_WORDS } from '#site/i18n/messages';
import { orderDate } from '../../orders/dates';

/** In Pakistan time, as the order cards say times, whatever zone the owner's device is in. */
const until = (link: OneTimeLink, lang: Lang = 'en') => orderDate(link.expiresAt, lang);

/** No number: WhatsApp asks whom to send it to. */
export const inviteMessage = (link: OneTimeLink) =>
  whatsappLink(
    `Assalam o Alaikum! This link adds you to ${SHOP.name}'s staff. Open it, log in or sign up, and press Join the staff. It works once, until ${until(link)}:\n${link.url}`,
    '',
  );

/**
 * To the customer's phone when WhatsApp can reach it, else WhatsApp asks whom to send it to; in the language they
 * order in, with the link to that language's page.
 */
export function resetMessage(link: OneTimeLink, name: string, phone: string | null, lang: Lang): string {
  const words = MESSAGE_WORDS[lang];
  const url = new URL(link.url);
  url.pathname = hrefIn(lang, url.pathname);
  const text = `${words.greeting(name, SHOP.name)} ${words.passwordReset(until(link, lang), url.href)}`;
  return whatsappLink(text, (phone && whatsappNumber(phone)) || '');
}
