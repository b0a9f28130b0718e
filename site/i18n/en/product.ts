/** A perfume's page's words in English, as the spec writes them: the page the build writes and the Worker fills. */
import { DAMAGE_REPORT_TIME, DELIVERY_DAYS, RETURN_DAYS, SHOP, SHOP_TIME } from '#schema/shop';
import { DELIVERY_BY_CITY_SHORT } from '#schema/delivery-times';
import { concentrationLabel } from '../../components/product/stock-state';

const { min, max } = DELIVERY_DAYS;
const DAY = new Intl.DateTimeFormat('en-PK', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIME });

export const product = {
  breadcrumb: 'Breadcrumb',
  /** 'Eau de Parfum, 100 ml'. */
  kind: (concentration: string, sizeMl: number) => `${concentrationLabel(concentration)}, ${sizeMl} ml`,
  description: (name: string, kind: string, text: string) =>
    `${name} (${kind}): ${text} Cash on delivery across Pakistan.`,
  /** What the page's link preview shows, for og:image:alt. */
  imageAlt: (name: string) => `A bottle of ${name}`,
  ask: 'Ask about this perfume on WhatsApp',
  /** The bar pinned to a phone's bottom edge once the page's own Add to Cart has scrolled away. */
  buyBar: 'Price and Add to Cart',
  /** The WhatsApp message the ask link starts, to the shop. */
  askText: (name: string, url: string) => `Assalam o Alaikum ${SHOP.name}, I would like to ask about ${name}: ${url}`,
  /** The WhatsApp message the share menu starts, to a friend. */
  shareText: (name: string, url: string) => `${name} at ${SHOP.name}: ${url}`,
  notes: 'Notes',
  tiers: { top: 'Top notes', heart: 'Heart notes', base: 'Base notes' },
  about: 'Description',
  findIn: 'Find it in:',
  /** The list's separator: 'Woody Perfumes, Male, Winter'. */
  comma: ', ',
  more: (type: string) => `More ${type}`,
  /** Buyers' approved reviews: the average beside the price, the list below the description. */
  reviews: {
    title: 'Reviews',
    summary: (average: string, count: number) =>
      `Rated ${average} out of 5 by ${count} ${count === 1 ? 'buyer' : 'buyers'}`,
    stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    by: (author: string) => `by ${author}`,
    /** Every review shown is a delivered order's, written through its buyer's own link (worker/reviews/store.ts). */
    verified: 'Verified buyer',
    /** The day it was written, in Pakistan: '12 Apr 2026'. */
    day: (at: string) => DAY.format(new Date(at)),
  },
  /** What a cash-on-delivery shopper asks before buying, beside Add to Cart. */
  terms: {
    name: 'Buying from us',
    cod: 'Cash on delivery:',
    codText: ' pay when the parcel reaches you.',
    delivered: `Delivered in ${min}-${max} days:`,
    byCity: ` ${DELIVERY_BY_CITY_SHORT}. `,
    byCityLink: 'Delivery by city',
    returns: 'Easy returns:',
    returnsText: ` damaged or wrong, tell us within ${DAMAGE_REPORT_TIME}; a sealed perfume exchanges within ${RETURN_DAYS} days. `,
    returnsLink: 'Returns policy',
  },
};

export type ProductWords = typeof product;
