/** What a product page shows from the catalog, and which description it shows in each language. */
import { SCENT_TYPES } from './categories';
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
  scentType: z.enum(SCENT_TYPES),
  /** Every tag, the scent type among them. */
  categories: z.array(z.string()),
});
export type PageFacts = z.output<typeof pageFacts>;

/** The description a page in `lang` shows: on an Urdu page always Urdu (the owner's, else the notes'). */
export function descriptionIn(
  lang: 'en' | 'ur',
  facts: Pick<PageFacts, 'description' | 'descriptionUr' | 'notes'>,
): { text: string; english: boolean } {
  return lang === 'ur' ? { text: descriptionUrOf(facts), english: false } : { text: facts.description, english: true };
}
