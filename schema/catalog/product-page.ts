/** What a product page shows from the catalog, and which description it shows in each language. */
import { productColumns } from '../answers/columns';
import { listedSale, productNotes, sizeOffer } from '../answers/products';
import { z } from '../payloads/zod';
import { descriptionUrOf } from '../i18n/description-ur';

export const pageFacts = productColumns
  .pick({
    name: true,
    description: true,
    descriptionUr: true,
    notesUr: true,
    price: true,
    compareAtPrice: true,
    concentration: true,
    sizeMl: true,
    scentType: true,
  })
  .extend({
    /** The sale running when the page was made (its badge shows), or null. */
    sale: listedSale.nullable(),
    inStock: z.boolean(),
    stockLeft: z.number().int().nullable(),
    images: productColumns.shape.images.min(1),
    notes: productNotes,
    /** Its tester and sample sizes, smallest first, priced as today's sale prices the bottle. */
    sizes: z.array(sizeOffer),
    /** Every tag, the scent type among them. */
    categories: z.array(z.string()),
  });
export type PageFacts = z.output<typeof pageFacts>;

/** The description a page in `lang` shows: on an Urdu page always Urdu (the owner's, else the notes'). */
export function descriptionIn(
  lang: 'en' | 'ur',
  facts: Pick<PageFacts, 'description' | 'descriptionUr' | 'notes' | 'notesUr'>,
): { text: string; english: boolean } {
  return lang === 'ur' ? { text: descriptionUrOf(facts), english: false } : { text: facts.description, english: true };
}
