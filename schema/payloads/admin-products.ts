/**
 * The catalog as the owner edits it: the product the console reads (AdminProduct), the bodies that create and change
 * one, and the list's query. The Worker validates with these schemas; the console reads their messages and types.
 */
import { GENDERS, OCCASIONS, SCENT_TYPES, SEASONS } from '../catalog/categories';
import { CONCENTRATIONS } from '../catalog/concentrations';
import { optionalText, requiredLine, requiredText } from './text-fields';
import { hasHiddenCharacters, hiddenCharactersMessage } from './plain-text';
import { z } from './zod';
import { nameKey } from '../name-key';
import { brokenRule, type RuleName } from './broken-rule';
import { MAX_DESCRIPTION, MAX_IMAGES, MAX_NAME, MAX_NOTE } from '../catalog/limits';
import { MEDIA_KEY, MEDIA_PREFIX } from '../media';
import { MAX_SEARCH } from './text-limits';
import type { products } from '../tables';
import type { ColumnFields } from './columns';
import { changesSomething, NOTHING_TO_CHANGE } from './changes';

/** Gathered into product_tags rather than columns of their own. */
type TagKind = 'genders' | 'seasons' | 'occasions';

export const FEATURED_SPOTS = ['sale', 'miraj'] as const;
export type FeaturedSpot = (typeof FEATURED_SPOTS)[number];

export const MAX_NOTES = 6;
export const MAX_PRICE = 1_000_000;
export const MAX_STOCK = 100_000;

export const STALE_PRODUCT = 'This product was changed by someone else. Reload it and try again.';
export const SALE_PRICE_RULE = 'The original price must be above the price, or empty.';

export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max.toLocaleString('en-US')}` });

/** A note's words; `hidden`, its rule and words for a line break or an invisible character in them. */
const noteWith = (hidden: { rule: RuleName; message: string }) =>
  z
    .string({ error: 'Each note must be a few words' })
    .trim()
    .min(1, { error: 'A note cannot be empty' })
    .max(MAX_NOTE, { error: `Each note must be at most ${MAX_NOTE} characters` })
    .refine((value) => !hasHiddenCharacters(value), { error: hidden.message, ...brokenRule(hidden.rule) });
const note = noteWith({ rule: 'hidden_characters', message: hiddenCharactersMessage('A note') });
/**
 * A note as the Urdu names name it: refused for hidden characters as the note's own words, not as its Urdu name, so
 * a page says which of the two is wrong.
 */
const namedNote = noteWith({
  rule: 'named_note_hidden_characters',
  message: hiddenCharactersMessage('A note given an Urdu name'),
});
/** A tier's notes, each once: 'Rose' and ' rose' are one note (its name key), which the page would show twice. */
const noteList = z
  .array(note)
  .max(MAX_NOTES, { error: `At most ${MAX_NOTES} notes at each level` })
  .refine((list) => new Set(list.map(nameKey)).size === list.length, {
    error: 'Each note only once at each level, please',
    ...brokenRule('repeated'),
  });

/** A note's Urdu name, held to a note's own rules; an empty one is none (the Urdu pages say the shop's word). */
const noteUr = z
  .string({ error: 'Each Urdu name of a note must be text' })
  .trim()
  .max(MAX_NOTE, { error: `Each Urdu name of a note must be at most ${MAX_NOTE} characters` })
  .refine((value) => !hasHiddenCharacters(value), {
    error: hiddenCharactersMessage('An Urdu name of a note'),
    ...brokenRule('hidden_characters'),
  });

/**
 * The owner's Urdu names of the notes, by the note as `notes` writes it ({ "Orris": "سوسن کی جڑ" }): one name per
 * note, whichever tier holds it, so a note reordered or moved keeps its name. Its keys must be the product's notes
 * (namedNotesRefusal), so there are never more than the notes themselves.
 */
const notesUr = z
  .record(namedNote, noteUr, {
    // A key that is no note's words is refused in a note's own words.
    error: (issue) =>
      (issue.code === 'invalid_key' && issue.issues[0]?.message) ||
      'Urdu names of notes must be given by note, as { "Orris": "سوسن کی جڑ" }',
  })
  .refine((names) => Object.keys(names).length <= 3 * MAX_NOTES, {
    error: `At most ${MAX_NOTES} notes at each level, so at most ${3 * MAX_NOTES} Urdu names`,
    ...brokenRule('too_big', { limit: 3 * MAX_NOTES, of: 'list' }),
  })
  .transform((names) => Object.fromEntries(Object.entries(names).filter(([, urdu]) => urdu !== '')));

type Pyramid = Record<'top' | 'heart' | 'base', readonly string[]>;

/** The sentence refusing Urdu names of notes the product does not have, or null when each names one of its notes. */
export function namedNotesRefusal(notes: Pyramid, names: Readonly<Record<string, string>>): string | null {
  const own = new Set([...notes.top, ...notes.heart, ...notes.base]);
  const strangers = Object.keys(names).filter((note) => !own.has(note));
  return strangers.length === 0
    ? null
    : `An Urdu name is for one of the perfume's notes; it has no note called ${strangers.join(', ')}`;
}

/**
 * The Urdu names that still name one of the product's notes, in the notes' order (so the same names compare equal
 * however they were sent): a note taken off takes its Urdu name with it.
 */
export const namesOfOwnNotes = (notes: Pyramid, names: Readonly<Record<string, string>>): Record<string, string> => {
  const named = [...notes.top, ...notes.heart, ...notes.base].filter((note) => Object.hasOwn(names, note));
  return Object.fromEntries(named.map((note) => [note, names[note]!]));
};

export const PHOTO_NOT_UPLOADED = 'Photos must be uploaded to the shop first.';
export const PHOTO_REPEATED = 'Each photo can be in the gallery once';

/** The photo URLs the shop serves itself: an upload under /media/ (by its key) or the seed's artwork under /images/. */
const SHOP_PHOTO = new RegExp(
  `^(${MEDIA_PREFIX}${MEDIA_KEY.source.slice(1, -1)}|/images/([a-z0-9-]+/)*[a-z0-9-]+\\.(svg|png|webp|jpg))$`,
);
const imageUrl = z.string({ error: 'Each photo must be a URL' }).regex(SHOP_PHOTO, { error: PHOTO_NOT_UPLOADED });

const tagList = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .array(z.enum(values, { error: `Unknown ${label}. Choose from: ${values.join(', ')}.` }))
    .refine((list) => new Set(list).size === list.length, {
      error: `Each ${label} only once, please`,
      ...brokenRule('repeated'),
    });

/** An empty field in the form means "not on sale". */
const compareAtPrice = z.preprocess(
  (value) => (value === '' ? null : value),
  wholeNumber('The original price', 1, MAX_PRICE).nullable(),
);

/** Every field the owner edits; `stock` only when creating (later changes go through the stock ledger). */
const productFields = {
  name: requiredLine('Name', MAX_NAME),
  description: requiredText('Description', MAX_DESCRIPTION),
  /**
   * Shown on the Urdu product page; without it that page says the notes in Urdu, never the English description
   * (schema/i18n/description-ur.ts).
   */
  descriptionUr: optionalText('Urdu description', MAX_DESCRIPTION),
  notes: z.object(
    { top: noteList.default([]), heart: noteList.default([]), base: noteList.default([]) },
    { error: 'Notes must be lists: top, heart and base' },
  ),
  /** Shown on the Urdu pages instead of the shop's own Urdu word for the note, or where it has none. */
  notesUr,
  concentration: z.enum(CONCENTRATIONS, { error: `Concentration must be one of: ${CONCENTRATIONS.join(', ')}.` }),
  sizeMl: wholeNumber('Size', 1, 1000),
  price: wholeNumber('Price', 1, MAX_PRICE),
  compareAtPrice,
  lowStockAt: wholeNumber('The low-stock level', 0, MAX_STOCK),
  scentType: z.enum(SCENT_TYPES, { error: `Unknown scent type. Choose from: ${SCENT_TYPES.join(', ')}.` }),
  genders: tagList(GENDERS, 'gender'),
  seasons: tagList(SEASONS, 'season'),
  occasions: tagList(OCCASIONS, 'occasion'),
  images: z
    .array(imageUrl, { error: 'Add at least one photo' })
    .min(1, { error: 'Add at least one photo' })
    .max(MAX_IMAGES, { error: `At most ${MAX_IMAGES} photos` })
    // The same photo twice would show twice in the product page's gallery (the same file uploads to the same key).
    .refine((list) => new Set(list).size === list.length, { error: PHOTO_REPEATED, ...brokenRule('repeated') }),
  featured: z.enum(FEATURED_SPOTS, { error: "Featured must be 'sale', 'miraj' or empty" }).nullable(),
  archived: z.boolean({ error: 'Archived must be true or false' }),
} satisfies ColumnFields<typeof products, 'notes' | TagKind>;

export const saleAbovePrice = (product: { price?: number; compareAtPrice?: number | null }) =>
  product.compareAtPrice == null || product.price === undefined || product.compareAtPrice > product.price;

export const createProductPayload = z
  .object({
    ...productFields,
    descriptionUr: productFields.descriptionUr.default(null),
    notes: productFields.notes.default({ top: [], heart: [], base: [] }),
    notesUr: productFields.notesUr.default({}),
    concentration: productFields.concentration.default('eau de parfum'),
    sizeMl: productFields.sizeMl.default(50),
    compareAtPrice: productFields.compareAtPrice.default(null),
    lowStockAt: productFields.lowStockAt.default(5),
    genders: productFields.genders.default([]),
    seasons: productFields.seasons.default([]),
    occasions: productFields.occasions.default([]),
    featured: productFields.featured.default(null),
    archived: productFields.archived.default(false),
    stock: wholeNumber('Stock', 0, MAX_STOCK),
  })
  .refine(saleAbovePrice, { error: SALE_PRICE_RULE, path: ['compareAtPrice'], ...brokenRule('sale_above_price') })
  .superRefine((product, context) => {
    const refusal = namedNotesRefusal(product.notes, product.notesUr);
    if (refusal)
      context.addIssue({ code: 'custom', message: refusal, path: ['notesUr'], ...brokenRule('unknown_note') });
  });

export type CreateProduct = z.output<typeof createProductPayload>;

/**
 * Any of the fields, with the version the change was made from. Fields the console reads but cannot change (the id,
 * slug, updatedAt) are ignored; `stock` is accepted only unchanged, since stock moves through adjustments.
 */
export const changeProductPayload = z
  .object(productFields)
  .partial()
  .extend({
    version: z
      .number({ error: 'Version is required' })
      .int({ error: 'Version is required' })
      .min(0, { error: 'Version is required' }),
    stock: z
      .number({ error: 'Stock must be a whole number' })
      .int({ error: 'Stock must be a whole number' })
      .optional(),
  })
  .refine(changesSomething(), { error: NOTHING_TO_CHANGE });

export type ChangeProduct = z.output<typeof changeProductPayload>;

export const STOCK_FILTERS = ['low', 'out'] as const;

export const productListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH, { error: `Search for at most ${MAX_SEARCH} characters` })
    .optional(),
  category: z.string().optional(),
  stock: z.enum(STOCK_FILTERS, { error: "Stock must be 'low' or 'out'" }).optional(),
  archived: z.enum(['1', '0'], { error: "Archived must be '1' or '0'" }).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.string().optional(),
});
