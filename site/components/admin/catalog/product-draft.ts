/**
 * The product form's values as the inputs hold them (text), and the request bodies made from them. Notes are typed
 * as a few words separated by commas. An edit sends only the fields the owner changed, with the version it started
 * from; `keepEdits` moves an edit onto a newer copy of the product without losing what the owner typed.
 */
import type { AdminProduct } from '#schema/answers/admin-products';
import type { FeaturedSpot } from '#schema/payloads/admin-products';
import type { NewProduct, ProductChange } from '#site/api/admin-catalog';

/** What the shop keeps itself: the owner never types these. */
type KeptByTheShop = '_id' | 'slug' | 'archived' | 'version' | 'updatedAt';

/** A field as its input holds it: tag lists stay lists, the featured spot may be empty, everything else is text. */
type InputOf<Value> = [Value] extends [readonly string[]]
  ? string[]
  : [Value] extends [FeaturedSpot | null]
    ? FeaturedSpot | ''
    : string;

/**
 * The form's values, one for every field of the product the owner edits, the notes as three comma-separated texts
 * and their Urdu names by note as typed (a name kept for a note typed away comes back with the note). An empty Urdu
 * description means the Urdu page shows the English one; stock is typed only for a new product (later it changes
 * through adjustments with a reason).
 */
export type ProductDraft = {
  [Field in Exclude<keyof AdminProduct, KeptByTheShop | 'notes' | 'notesUr'>]: InputOf<AdminProduct[Field]>;
} & { [Level in keyof AdminProduct['notes'] as `notes${Capitalize<Level>}`]: string } & {
  notesUr: Record<string, string>;
};

export const NEW_PRODUCT_DRAFT: ProductDraft = {
  name: '',
  description: '',
  descriptionUr: '',
  notesTop: '',
  notesHeart: '',
  notesBase: '',
  notesUr: {},
  concentration: 'eau de parfum',
  sizeMl: '50',
  price: '',
  compareAtPrice: '',
  stock: '0',
  lowStockAt: '5',
  scentType: '',
  genders: [],
  seasons: [],
  occasions: [],
  images: [],
  featured: '',
};

export function draftOf(product: AdminProduct): ProductDraft {
  return {
    name: product.name,
    description: product.description,
    descriptionUr: product.descriptionUr ?? '',
    notesTop: product.notes.top.join(', '),
    notesHeart: product.notes.heart.join(', '),
    notesBase: product.notes.base.join(', '),
    notesUr: product.notesUr,
    concentration: product.concentration,
    sizeMl: String(product.sizeMl),
    price: String(product.price),
    compareAtPrice: product.compareAtPrice === null ? '' : String(product.compareAtPrice),
    stock: String(product.stock),
    lowStockAt: String(product.lowStockAt),
    scentType: product.scentType,
    genders: product.genders,
    seasons: product.seasons,
    occasions: product.occasions,
    images: product.images,
    featured: product.featured ?? '',
  };
}

/** 'Bergamot, pink pepper ,' gives ['Bergamot', 'pink pepper']. */
export const wordsOf = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** Every note the draft names, top to base, each once. */
export const draftNotes = (draft: ProductDraft): string[] => [
  ...new Set([draft.notesTop, draft.notesHeart, draft.notesBase].flatMap(wordsOf)),
];

/** The Urdu names typed for the draft's notes, in their order; a note left empty has none of the owner's. */
const notesUrOf = (draft: ProductDraft): Record<string, string> =>
  Object.fromEntries(
    draftNotes(draft).flatMap((note) => {
      const urdu = Object.hasOwn(draft.notesUr, note) ? draft.notesUr[note]!.trim() : '';
      return urdu ? [[note, urdu]] : [];
    }),
  );

/** A number field's value; the inputs only let whole numbers through, and the API checks them again. */
const whole = (text: string): number => Number(text.trim());

export function newProductOf(draft: ProductDraft): NewProduct {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    descriptionUr: draft.descriptionUr.trim() || null,
    notes: { top: wordsOf(draft.notesTop), heart: wordsOf(draft.notesHeart), base: wordsOf(draft.notesBase) },
    notesUr: notesUrOf(draft),
    // The form only offers the API's own choices for these; the API checks them again.
    concentration: draft.concentration as NewProduct['concentration'],
    sizeMl: whole(draft.sizeMl),
    price: whole(draft.price),
    compareAtPrice: draft.compareAtPrice.trim() === '' ? null : whole(draft.compareAtPrice),
    stock: whole(draft.stock),
    lowStockAt: whole(draft.lowStockAt),
    scentType: draft.scentType as NewProduct['scentType'],
    genders: draft.genders as NewProduct['genders'],
    seasons: draft.seasons as NewProduct['seasons'],
    occasions: draft.occasions as NewProduct['occasions'],
    images: draft.images,
    featured: draft.featured || null,
  };
}

const differs = (one: unknown, other: unknown) => JSON.stringify(one) !== JSON.stringify(other);

/** The fields the owner changed since `base`, with the version the edit started from. */
export function changeOf(base: ProductDraft, edited: ProductDraft, version: number): ProductChange {
  const before = newProductOf(base);
  const after = newProductOf(edited);
  const change: Record<string, unknown> = { version };
  for (const key of Object.keys(after) as (keyof NewProduct)[]) {
    if (key !== 'stock' && differs(after[key], before[key])) change[key] = after[key];
  }
  return change as ProductChange;
}

/** True when the owner changed nothing the API would store. */
export const isUnchanged = (change: ProductChange): boolean => Object.keys(change).length === 1;

/**
 * The fields the owner changed since `base` that the newer copy `fresh` also changed, to something else: another
 * admin's change there is replaced by the owner's once they save, so the form names them.
 */
export const clashesOf = (base: ProductDraft, edited: ProductDraft, fresh: ProductDraft): (keyof ProductDraft)[] =>
  (Object.keys(edited) as (keyof ProductDraft)[]).filter(
    (key) => differs(edited[key], base[key]) && differs(fresh[key], base[key]) && differs(fresh[key], edited[key]),
  );

/** The newer copy `fresh`, with every field the owner changed since `base` kept as they typed it. */
export function keepEdits(base: ProductDraft, edited: ProductDraft, fresh: ProductDraft): ProductDraft {
  const merged = { ...fresh } as Record<keyof ProductDraft, unknown>;
  for (const key of Object.keys(edited) as (keyof ProductDraft)[]) {
    if (differs(edited[key], base[key])) merged[key] = edited[key];
  }
  return merged as ProductDraft;
}
