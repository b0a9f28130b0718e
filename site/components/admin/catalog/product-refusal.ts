/**
 * Where the product form shows a refusal from the API: beside the field its `field` names (the payload's path,
 * `notes.top.2` or `images.0`, as the form's own field), or at the top of the form when it names none; a
 * `stale_version` refusal (another admin saved first) also offers Reload. Only the code and the field decide: the
 * message's words are shown, never read, in the console's language (`worded`: the server's sentence in English, the
 * console's words for the code in Urdu).
 */
import { ApiFailure, refusedWith } from '#site/lib/api';
import { NEW_PRODUCT_DRAFT, type ProductDraft } from './product-draft';

export type ProductField = keyof ProductDraft;

const NOTES: Record<string, ProductField> = { top: 'notesTop', heart: 'notesHeart', base: 'notesBase' };

/** The form's field for a payload path; null when the form has none for it. */
export function productFieldOf(path: string | undefined): ProductField | null {
  if (!path) return null;
  const [head = '', next = ''] = path.split('.');
  if (head === 'notes') return NOTES[next] ?? 'notesTop';
  return Object.hasOwn(NEW_PRODUCT_DRAFT, head) ? (head as ProductField) : null;
}

/** The note whose Urdu name a refusal is about (`notesUr.Orris` is Orris's box); null for any other path. */
export function urduNoteOf(path: string | undefined): string | null {
  const prefix = 'notesUr.';
  return path?.startsWith(prefix) && path.length > prefix.length ? path.slice(prefix.length) : null;
}

export interface ProductRefusal {
  message: string;
  field: ProductField | null;
  /** For a refusal of one note's Urdu name, the note: its own box is marked, not the whole group. */
  note: string | null;
  stale: boolean;
}

export function productRefusalOf(
  failure: unknown,
  fallback: string,
  worded: (failure: unknown, fallback: string) => string,
): ProductRefusal {
  if (!(failure instanceof ApiFailure)) return { message: fallback, field: null, note: null, stale: false };
  const placed = failure.code !== 'internal';
  return {
    message: worded(failure, fallback),
    field: placed ? productFieldOf(failure.field) : null,
    note: placed ? urduNoteOf(failure.field) : null,
    stale: refusedWith(failure, 'stale_version'),
  };
}
