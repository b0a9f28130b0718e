/** The product page's WhatsApp links, in the page's language: asking the shop about a perfume, and sending a friend its page. */
import { PRODUCT_WORDS } from '../../i18n/product';
import type { Lang } from '#schema/i18n/languages';
import { whatsappLink } from '#schema/shop';

export function askAboutLink(name: string, url: string, lang: Lang): string {
  return whatsappLink(PRODUCT_WORDS[lang].askText(name, url));
}

/** WhatsApp lets the sender pick whom to send to when the link names no number. */
export function whatsappShareLink(name: string, url: string, lang: Lang): string {
  return `https://wa.me/?text=${encodeURIComponent(PRODUCT_WORDS[lang].shareText(name, url))}`;
}
