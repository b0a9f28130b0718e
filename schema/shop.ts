/**
 * The shop's own details, in one place: the pages, the footer, the chat button and the wholesale order
 * all read them from here. Change them before deploying (see README, "Configuration").
 */
export const SHOP = {
  name: 'Mehak Perfumes',
  tagline: 'Perfumes and pure perfume oils, delivered across Pakistan',
  /** Local format, as shoppers dial it. */
  phone: '0300-1234567',
  /** The same number in international form without '+', as https://wa.me/ wants it. */
  whatsapp: '923001234567',
  email: 'hello@mehakperfumes.pk',
  address: 'Shop 12, Liberty Market, Gulberg III',
  city: 'Lahore',
  country: 'Pakistan',
  /** The address as Urdu pages write it. */
  inUrdu: { address: 'دکان 12، لبرٹی مارکیٹ، گلبرگ 3', city: 'لاہور' },
  social: {
    facebook: 'https://www.facebook.com/mehakperfumes',
    instagram: 'https://www.instagram.com/mehakperfumes',
    tiktok: 'https://www.tiktok.com/@mehakperfumes',
  },
} as const;

/** A chat link to the shop (or any Pakistani number in international form) with a prefilled message. */
export function whatsappLink(text: string, number: string = SHOP.whatsapp): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * How long delivery takes, set here once: the cart, checkout, receipt and the shipping page all say it. The
 * shipping page's table by city must stay inside these days.
 */
export const DELIVERY_DAYS = { min: 2, max: 5 } as const;
export const DELIVERY_TIME = `${DELIVERY_DAYS.min} to ${DELIVERY_DAYS.max} working days`;
/**
 * The returns rule, as the returns page words it: a damaged or wrong bottle is put right when told within 48 hours
 * of delivery; a sealed perfume is exchanged within 7 days.
 */
export const RETURN_DAYS = 7;
export const DAMAGE_REPORT_TIME = '48 hours';

/** Pakistan's time zone: a day the shop names (a review's) is Pakistan's day. */
export const SHOP_TIME = 'Asia/Karachi';

/** Pakistan time is UTC+5 all year (no daylight saving), whatever zone a server or the owner's phone is set to. */
export const PAKISTAN_OFFSET_MS = 5 * 60 * 60 * 1000;

/** How soon the shop calls or messages on WhatsApp to confirm a new cash-on-delivery order. */
export const CONFIRMATION_TIME = '24 hours';

export const STANDARD_SHIPPING = 200;
export const GIFT_WRAPPING_COST = 0;
/** The shop's usual bottle, as the FAQ says; each perfume's own is its size_ml, which its cart and order lines say. */
export const PERFUME_FORMAT = '50ml';
/** Most of one perfume a cart line holds. Here, not beside the zod schemas, so islands import it without zod. */
export const MAX_LINE_QUANTITY = 10;
