/**
 * What a product page shows from the catalog, and its fingerprint. The build writes the fingerprint into each
 * product page it renders; the Worker computes it again from D1 on every request for /perfumes/{slug}, and serves
 * the built page only while the two agree. Otherwise (a perfume added, renamed, re-priced, restocked or sold out
 * since the build) it fills the product template from D1 itself, so a page is never older than the catalog.
 * Stock counts only as the page words it (in stock, 'Only N left', sold out): an ordinary order keeps the built page.
 */
import { contentHash } from '../content-hash';
import { listedSale, productNotes } from '../answers/products';
import { z } from '../payloads/zod';
import { descriptionUrOf } from '../i18n/description-ur';

export const pageFacts = z.object({
  name: z.string(),
  description: z.string(),
  /** The owner's Urdu description, or null: the Urdu page then says the notes in Urdu (descriptionUrOf). */
  descriptionUr: z.string().nullable(),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  /** The sale running when the page was made (its badge shows), or null. */
  sale: listedSale.nullable(),
  inStock: z.boolean(),
  stockLeft: z.number().int().nullable(),
  /** 1 to 6 photo URLs, the main one first. */
  images: z.array(z.string()).min(1),
  notes: productNotes,
  concentration: z.string(),
  sizeMl: z.number().int(),
  scentType: z.string(),
  /** Every tag, the scent type among them. */
  categories: z.array(z.string()),
});
export type PageFacts = z.output<typeof pageFacts>;

/** The <meta name> a built product page carries its fingerprint in. */
export const FINGERPRINT_META = 'catalog-fingerprint';

export function pageFingerprint(facts: PageFacts): string {
  return contentHash(
    JSON.stringify([
      facts.name,
      facts.description,
      facts.descriptionUr,
      facts.price,
      facts.compareAtPrice,
      facts.sale?.badge ?? null,
      facts.inStock,
      facts.stockLeft,
      facts.images,
      facts.notes.top,
      facts.notes.heart,
      facts.notes.base,
      facts.concentration,
      facts.sizeMl,
      facts.scentType,
      [...facts.categories].sort(),
    ]),
  );
}

/** The description a page in `lang` shows: on an Urdu page always Urdu (the owner's, else the notes'). */
export function descriptionIn(
  lang: 'en' | 'ur',
  facts: Pick<PageFacts, 'description' | 'descriptionUr' | 'notes'>,
): { text: string; english: boolean } {
  return lang === 'ur' ? { text: descriptionUrOf(facts), english: false } : { text: facts.description, english: true };
}
