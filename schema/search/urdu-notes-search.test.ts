/** The notes as the Urdu product pages print them (ابتدائی، درمیانی، بنیادی نوٹس), searched on /ur/search. */
import { describe, expect, it } from 'vitest';
import { SEED_NOTES } from '../catalog/notes';
import { PRODUCTS } from '../catalog/products';
import { noteIn } from '../i18n/ur-notes';
import { slugs } from './seed-search-fixtures';

const notesOf = (slug: string) => Object.values(SEED_NOTES[slug]!).flat();
const printedNotes = [...new Set(PRODUCTS.flatMap((p) => notesOf(p.id)))];
const sorted = (list: string[]) => [...list].sort();

describe('the notes by the Urdu words the product pages print', () => {
  it.each(printedNotes.map((note) => [noteIn('ur', note), note]))(
    '%s finds every perfume with %s',
    async (urdu, note) => {
      const list = await slugs(urdu);
      for (const p of PRODUCTS.filter((p) => notesOf(p.id).includes(note))) expect(list, p.id).toContain(p.id);
    },
  );

  it.each([
    ['ونیلا', ['Vanilla']],
    ['تمباکو', ['Tobacco']],
    ['چمڑا', ['Leather']],
    ['ادرک', ['Ginger']],
    ['یاسمین', ['Jasmine']],
    ['کالی مرچ', ['Black Pepper']],
    ['بنفشہ', ['Violet']],
    ['سبز چائے', ['Green Tea']],
    ['ناریل', ['Coconut']],
    ['کافی', ['Coffee']],
    ['پیونی', ['Peony']],
    // The page prints سوسن for iris and سوسن سفید for lily, لیچی for litchi and for lychee.
    ['سوسن', ['Iris', 'Lily']],
    ['لیچی', ['Litchi', 'Lychee']],
  ])('%s finds the perfumes with %s, and no other', async (urdu, notes) => {
    const withNote = PRODUCTS.filter((p) => notesOf(p.id).some((n) => notes.includes(n))).map((p) => p.id);
    expect(sorted(await slugs(urdu))).toEqual(sorted(withNote));
  });
});
