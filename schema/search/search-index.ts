/**
 * The catalog search index, built by the Worker from D1 whenever the catalog changes (worker/catalog/search-index.ts),
 * so it knows perfumes added, renamed or archived since the build, and read by the search box and /search without
 * a request per keystroke. It is split so that a page loads nothing before the shopper types, and then only what the
 * typed words need: one small file of words per first letter (each word with the numbers of the perfumes that have
 * it, name words, with the name's Urdu spelling and other names, apart from notes, in English and as the Urdu pages
 * print them, scent type, concentration, seasons, occasions and the labels of its categories), and the perfumes
 * themselves in chunks of CHUNK_SIZE (about 10 KB gzipped when every perfume has an uploaded photo), numbered in
 * name order, with what a result shows (name, address, scent type, price, stock, photo, the running sale's badge and name).
 */
import type { ListedSale, SizeOffer } from '../answers/products';
import {
  CATEGORIES,
  type Category,
  GENDERS,
  type Gender,
  type Occasion,
  SCENT_TYPES,
  type ScentType,
  type Season,
} from '../catalog/categories';
import { contentHash } from '../content-hash';
import { DICTIONARIES } from '../i18n/languages';
import { noteIn, type OwnNoteNames } from '../i18n/ur-notes';
import { fold, wordsOf } from './fold';
import { indexedWordsOf, isSearchedWord, tagWord } from './search-words';
import { TESTER_WORD } from './describing-words';
import { NAME_MEANINGS } from './name-meanings';
import { OTHER_NAMES } from './other-names';
import { soundsLike } from './sounds-like';
import { consonantKey } from './consonants';
import { URDU_NAMES } from './urdu-names';

export const CHUNK_SIZE = 200;

/** What a card needs of a running sale to show its badge (EID SALE, or the sale's Urdu name on Urdu pages). */
export type SaleBadge = Pick<ListedSale, 'badge' | 'nameUr'>;

/** A running sale as the index keeps it: its badge, and its name, which a query names it by ('eid sale'). */
export type IndexedSale = SaleBadge & Pick<ListedSale, 'name'>;

export interface SearchProduct {
  _id: string;
  slug: string;
  name: string;
  scentType: ScentType;
  notes: string[];
  /** The owner's Urdu names of its notes, which its Urdu page prints instead of the shop's list's. */
  notesUr: OwnNoteNames;
  concentration: string;
  price: number;
  compareAtPrice: number | null;
  /** The photo a grid shows (the thumbnail). */
  image: string;
  inStock: boolean;
  /** The bottle sold out, and a tester or sample size in stock. */
  sizesOnly: boolean;
  /** Its tester and sample sizes at today's price: 'tester' finds a perfume with any, priced as its cheapest in stock. */
  sizes: SizeOffer[];
  /** The running sale that sets `price`, or null. */
  sale: IndexedSale | null;
  /** Who it is for (its male, female and unisex tags). */
  genders: Gender[];
  /** The seasons and occasions it is for (its summer, office, parties... tags). */
  seasonsAndOccasions: (Season | Occasion)[];
}

/**
 * Name words (`n`), other words (`o`) and who the perfumes are for (`g`: male, female, unisex, in the file of
 * their first letter), each with the ascending perfume numbers stored as gaps.
 */
export interface TermShard {
  n: Record<string, number[]>;
  o: Record<string, number[]>;
  g?: Record<string, number[]>;
  /** Name words by how they sound in Roman Urdu or Urdu script (sounds-like.ts), where that is not how they are spelled. */
  k?: Record<string, number[]>;
  /** The English words a perfume's name means (name-meanings.ts): 'rose' holds Gulab. */
  m?: Record<string, number[]>;
}

/** A record's stock: none, the bottle in stock, or the bottle sold out and a tester or sample size in stock. */
export const IN_STOCK = { none: 0, bottle: 1, sizesOnly: 2 } as const;

/**
 * A perfume's cheapest tester or sample size in stock, as a record keeps it: [ml, today's price, its own price while a
 * sale takes that below it, else 0].
 */
export type RecordTester = [number, number, number];

/**
 * One perfume: [name, slug, scent type's index in SCENT_TYPES, price, compareAtPrice or 0, photo, stock (IN_STOCK),
 * id, its cheapest tester in stock (RecordTester) or 0, and while a sale sets its price [the sale's badge, its Urdu
 * name, its name]]. The photo is '' when it is the seed's artwork at /images/products/{slug}.svg, the id '' when it is
 * the slug.
 */
export type ProductRecord = [
  string,
  string,
  number,
  number,
  number,
  string,
  (typeof IN_STOCK)[keyof typeof IN_STOCK],
  string,
  RecordTester | 0,
  [string, string | null, string]?,
];

export interface SearchManifest {
  /** Names the index's content: its files are served under it (/search-index/{version}/words-r.json). */
  version: string;
  /** The first letters that have a file of words. */
  letters: string;
  chunks: number;
}

export interface SearchIndex {
  manifest: SearchManifest;
  terms: Record<string, TermShard>;
  chunks: ProductRecord[][];
}

export const seedArtwork = (slug: string) => `/images/products/${slug}.svg`;

/**
 * The words of each category's label as the shop prints it in every language ('Uni Sex', 'مصالحے دار', 'ووڈی (لکڑی
 * کی مہک)'), kept among its perfumes' words: a shopper who types what a page says finds that page's perfumes. Who-for
 * words (Men, خواتین) and filler (کے لیے) are left out, as a query reads them otherwise.
 */
const CATEGORY_WORDS = new Map<Category, string[]>(
  CATEGORIES.map((category) => [
    category,
    Object.values(DICTIONARIES)
      .flatMap((words) => indexedWordsOf(words.categories[category]))
      .filter(isSearchedWord),
  ]),
);

function gaps(numbers: number[]): number[] {
  return numbers.map((n, i) => (i === 0 ? n : n - numbers[i - 1]!));
}

/** The tester a shopper asking for testers is offered: the cheapest size in stock, as 'tester under 1000' prices it. */
function cheapestTester(sizes: SizeOffer[]): RecordTester | 0 {
  const [cheapest] = sizes.filter((size) => size.inStock).sort((a, b) => a.price - b.price);
  return cheapest ? [cheapest.ml, cheapest.price, cheapest.compareAtPrice ?? 0] : 0;
}

function record(p: SearchProduct): ProductRecord {
  const image = p.image === seedArtwork(p.slug) ? '' : p.image;
  const id = p._id === p.slug ? '' : p._id;
  const record: ProductRecord = [
    p.name,
    p.slug,
    SCENT_TYPES.indexOf(p.scentType),
    p.price,
    p.compareAtPrice ?? 0,
    image,
    p.inStock ? IN_STOCK.bottle : p.sizesOnly ? IN_STOCK.sizesOnly : IN_STOCK.none,
    id,
    cheapestTester(p.sizes),
  ];
  if (p.sale) record.push([p.sale.badge, p.sale.nameUr, p.sale.name]);
  return record;
}

export function buildSearchIndex(catalog: SearchProduct[]): SearchIndex {
  const products = [...catalog].sort(
    (a, b) => fold(a.name).localeCompare(fold(b.name)) || a.slug.localeCompare(b.slug),
  );
  const words = {
    n: new Map<string, number[]>(),
    o: new Map<string, number[]>(),
    g: new Map<string, number[]>(),
    k: new Map<string, number[]>(),
    m: new Map<string, number[]>(),
  };
  const add = (field: keyof typeof words, word: string, number: number) => {
    const list = words[field].get(word) ?? [];
    if (list.at(-1) !== number) list.push(number);
    words[field].set(word, list);
  };
  products.forEach((p, number) => {
    const names = [p.name, URDU_NAMES[p.name] ?? '', ...(OTHER_NAMES[p.name] ?? [])];
    // Angel's is kept as angel too, so the name is found as it sounds ('angel kiss'), and with a slip ('angle').
    const unpossessed = names.join(' ').replace(/['’]s\b/gi, '');
    indexedWordsOf(`${names.join(' ')} ${unpossessed}`).forEach((word) => add('n', word, number));
    // A name of two words or more is found typed as one too ('bluemist', 'بلیومسٹ'): phones' keyboards run them together.
    for (const name of names) {
      const words = wordsOf(name);
      if (words.length > 1) add('n', words.join(''), number);
    }
    // A name the shop has no Urdu spelling of (one the owner added or renamed) is found typed in Urdu by its
    // consonants (نور finds Shaam Noor); one it has a spelling of is found by that alone.
    if (!URDU_NAMES[p.name])
      for (const word of wordsOf(p.name)) {
        const key = consonantKey(word);
        if (key) add('k', key, number);
      }
    indexedWordsOf((NAME_MEANINGS[p.name] ?? []).join(' ')).forEach((word) => add('m', word, number));
    // The notes as the Urdu product page prints them too (ونیلا, کالی مرچ): a shopper types what the page says.
    const notes = [...p.notes, ...p.notes.map((note) => noteIn('ur', note, p.notesUr))];
    const other = [...notes, p.scentType, p.concentration, ...p.seasonsAndOccasions.map(tagWord)];
    if (p.sizes.length > 0) other.push(TESTER_WORD);
    indexedWordsOf(other.join(' ')).forEach((word) => add('o', word, number));
    for (const category of [p.scentType, ...p.genders, ...p.seasonsAndOccasions])
      CATEGORY_WORDS.get(category)!.forEach((word) => add('o', word, number));
    GENDERS.filter((gender) => p.genders.includes(gender)).forEach((gender) => add('g', gender, number));
  });

  const terms: Record<string, TermShard> = {};
  // A name word is kept by its sound too (tufan, kino and ruh find Toofan, Kinnow and Rooh): only where the sound is
  // not the spelling, as a typed word's sound is looked up among the name words as well.
  for (const word of words.n.keys()) {
    const key = soundsLike(word);
    if (key && key !== word) words.n.get(word)!.forEach((number) => add('k', key, number));
  }
  for (const [key, list] of words.k)
    words.k.set(
      key,
      [...new Set(list)].sort((a, b) => a - b),
    );
  for (const field of ['n', 'o', 'g', 'k', 'm'] as const) {
    for (const [word, numbers] of [...words[field]].sort(([a], [b]) => a.localeCompare(b))) {
      const shard = (terms[word[0]!] ??= { n: {}, o: {} });
      (shard[field] ??= {})[word] = gaps(numbers);
    }
  }
  const chunks: ProductRecord[][] = [];
  for (let i = 0; i < products.length; i += CHUNK_SIZE) chunks.push(products.slice(i, i + CHUNK_SIZE).map(record));
  const letters = Object.keys(terms).sort().join('');
  const version = contentHash(JSON.stringify([terms, chunks]));
  return { manifest: { version, letters, chunks: chunks.length }, terms, chunks };
}

/** Every file of the index by its name under /search-index/{version}/. */
export function searchIndexFiles(index: SearchIndex): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const [letter, shard] of Object.entries(index.terms)) files[`words-${letter}.json`] = shard;
  index.chunks.forEach((chunk, i) => (files[`perfumes-${i}.json`] = chunk));
  return files;
}
