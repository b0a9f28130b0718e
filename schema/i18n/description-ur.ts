/**
 * The description an Urdu page shows: the owner's own Urdu one when given, else a short sentence of the perfume's
 * notes in Urdu. Never the English description: an Urdu reader would get a paragraph they may not read.
 */
import { noteIn } from './ur-notes';

interface Pyramid {
  top: readonly string[];
  heart: readonly string[];
  base: readonly string[];
}

/** 'الف، ب اور ج', as Urdu lists things. */
function listUr(notes: readonly string[]): string {
  const named = notes.map((note) => noteIn('ur', note));
  return named.length < 2 ? (named[0] ?? '') : `${named.slice(0, -1).join('، ')} اور ${named.at(-1)}`;
}

/** The perfume's notes as a sentence: how it opens, its heart, and what stays on the skin; each tier only if named. */
export function notesSentenceUr({ top, heart, base }: Pyramid): string {
  const parts = [
    top.length > 0 && `اس خوشبو کا آغاز ${listUr(top)} سے ہوتا ہے`,
    heart.length > 0 && `اس کے دل میں ${listUr(heart)} کی مہک ہے`,
    base.length > 0 && `اور آخر میں ${listUr(base)} کی دیرپا خوشبو جلد پر رہ جاتی ہے`,
  ].filter((part): part is string => part !== false);
  if (parts.length === 0) return 'اس خوشبو کی تفصیل کے لیے ہم سے پوچھ لیجیے۔';
  // The base's clause begins with 'اور' to close the list; alone it reads as the only sentence.
  if (parts.length === 1) return `${parts[0]!.replace(/^اور آخر میں /, 'اس کی ')}۔`;
  return `${parts.join('، ')}۔`;
}

/** The owner's Urdu description, else the notes' sentence. */
export const descriptionUrOf = (perfume: { descriptionUr: string | null; notes: Pyramid }): string =>
  perfume.descriptionUr?.trim() ? perfume.descriptionUr : notesSentenceUr(perfume.notes);

/** The description a card or cart line shows on a page in `lang`, from an answer that carries both. */
export const descriptionFor = (lang: 'en' | 'ur', product: { description: string; descriptionUr: string }): string =>
  lang === 'ur' ? product.descriptionUr : product.description;
