/**
 * The description an Urdu page shows: the owner's own Urdu one when given, else a short sentence of the perfume's
 * notes in Urdu. Never the English description: an Urdu reader would get a paragraph they may not read.
 */
import { leftToRight } from './left-to-right';
import { urduNoteOf, type OwnNoteNames } from './ur-notes';

interface Pyramid {
  top: readonly string[];
  heart: readonly string[];
  base: readonly string[];
}

/**
 * 'الف، ب اور ج', as Urdu lists things; a note nobody has named in Urdu stays in English, kept left to right so the
 * sentence around it reads in its order.
 */
function listUr(notes: readonly string[], own: OwnNoteNames): string {
  const named = notes.map((note) => urduNoteOf(note, own) ?? leftToRight(note));
  return named.length < 2 ? (named[0] ?? '') : `${named.slice(0, -1).join('، ')} اور ${named.at(-1)}`;
}

/**
 * The perfume's notes as a sentence: how it opens, its heart, and what stays on the skin; each tier only if named.
 * `own`: the owner's Urdu names of its notes, said before the shop's list's.
 */
export function notesSentenceUr({ top, heart, base }: Pyramid, own: OwnNoteNames = {}): string {
  const parts = [
    top.length > 0 && `اس خوشبو کا آغاز ${listUr(top, own)} سے ہوتا ہے`,
    heart.length > 0 && `اس کے دل میں ${listUr(heart, own)} کی مہک ہے`,
    base.length > 0 && `اور آخر میں ${listUr(base, own)} کی دیرپا خوشبو جلد پر رہ جاتی ہے`,
  ].filter((part): part is string => part !== false);
  if (parts.length === 0) return 'اس خوشبو کی تفصیل کے لیے ہم سے پوچھ لیجیے۔';
  // The base's clause begins with 'اور' to close the list; alone it reads as the only sentence.
  if (parts.length === 1) return `${parts[0]!.replace(/^اور آخر میں /, 'اس کی ')}۔`;
  return `${parts.join('، ')}۔`;
}

/** The owner's Urdu description, else the notes' sentence, naming them as the owner did where they did. */
export const descriptionUrOf = (perfume: {
  descriptionUr: string | null;
  notes: Pyramid;
  notesUr: OwnNoteNames;
}): string => (perfume.descriptionUr?.trim() ? perfume.descriptionUr : notesSentenceUr(perfume.notes, perfume.notesUr));

/** The description a card or cart line shows on a page in `lang`, from an answer that carries both. */
export const descriptionFor = (lang: 'en' | 'ur', product: { description: string; descriptionUr: string }): string =>
  lang === 'ur' ? product.descriptionUr : product.description;
