/** The product page's WhatsApp links: asking the shop about a perfume, and sending a friend its page. */
import { SHOP, whatsappLink } from '../shop';

export function askAboutLink(name: string, url: string): string {
  return whatsappLink(`Assalam o Alaikum ${SHOP.name}, I would like to ask about ${name}: ${url}`);
}

/** WhatsApp lets the sender pick whom to send to when the link names no number. */
export function whatsappShareLink(name: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${name} at ${SHOP.name}: ${url}`)}`;
}
