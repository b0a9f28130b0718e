/** The WhatsApp texts that carry one-time links: an invite to the staff, and a customer's password reset. */
import { SHOP, whatsappLink } from '#schema/shop';
import { whatsappNumber } from '#schema/phone';
import type { OneTimeLink } from '#schema/answers/staff';
import { orderDate } from '../../orders/dates';

/** In Pakistan time, as the order cards say times, whatever zone the owner's device is in. */
const until = (link: OneTimeLink) => orderDate(link.expiresAt, 'en');

/** No number: WhatsApp asks whom to send it to. */
export const inviteMessage = (link: OneTimeLink) =>
  whatsappLink(
    `Assalam o Alaikum! This link adds you to ${SHOP.name}'s staff. Open it, log in or sign up, and press Join the staff. It works once, until ${until(link)}:\n${link.url}`,
    '',
  );

/** To the customer's phone when WhatsApp can reach it, else WhatsApp asks whom to send it to. */
export function resetMessage(link: OneTimeLink, name: string, phone: string | null): string {
  const text = `Assalam o Alaikum ${name}, this is ${SHOP.name}. Open this link to choose a new password for your account. It works once, until ${until(link)}:\n${link.url}`;
  return whatsappLink(text, (phone && whatsappNumber(phone)) || '');
}
