/**
 * The browser's side of the catalog search: which perfumes match the typed words, from the index files under
 * /search-index/ (search-index.ts). The manifest is asked for once, at the first search, and names the index's
 * version; each file of that version is fetched once, when first needed, and kept by the browser for good.
 */
import { type Gender, SCENT_TYPES, type ScentType } from '#schema/catalog/categories';
import {
  CHUNK_SIZE,
  IN_STOCK,
  seedArtwork,
  type ProductRecord,
  type SaleBadge,
  type SearchManifest,
  type TermShard,
} from '#schema/search/search-index';
import { type RecordSale, saleAsked } from '#schema/search/sale-search';
import { asksForSomething, readQuery, type SearchQuery } from '#schema/search/search-words';
import { oneEditApart } from '#schema/search/typos';

export interface FoundPerfume {
  _id: string;
  slug: string;
  name: string;
  scentType: ScentType;
  price: number;
  compareAtPrice: number | null;
  image: string;
  inStock: boolean;
  /** The bottle sold out, and a tester or sample size in stock (as a listing says it). */
  sizesOnly: boolean;
  /** The running sale that sets `price`, for its badge, or null. */
  sale: SaleBadge | null;
}

function numbers(gaps: number[]): number[] {
  let total = 0;
  return gaps.map((gap) => (total += gap));
}

/** The shortest typed word that, finding nothing, is read with one letter wrong ('meraj' finds Miraj). */
const MIN_TYPO_LENGTH = 4;

/** The shortest typed word read with a letter left out ('mst' finds Blue Mist, 'rat' Raat Ki Rani, 'بلو' بلیو). */
const MIN_LEFT_OUT_LENGTH = 3;

/** Whether `word` is the typed word with a slip the search forgives: one letter wrong, or a short word's left out. */
function slipOf(typed: string, word: string): boolean {
  if (typed.length >= MIN_TYPO_LENGTH) return oneEditApart(typed, word);
  return typed.length >= MIN_LEFT_OUT_LENGTH && word.length === typed.length + 1 && oneEditApart(typed, word);
}

interface WordMatch {
  /** Perfumes with the typed word whole, or one of its meanings. */
  whole: Set<number>;
  /** Those, and perfumes with a word the typed word starts. */
  any: Set<number>;
}

/** The perfumes with a word in `field` that starts with the typed word or is one of its meanings. */
function withWord([typed, ...meanings]: string[], shards: Map<string, TermShard | null>, field: 'n' | 'o'): WordMatch {
  const match: WordMatch = { whole: new Set(), any: new Set() };
  const add = (gaps: number[] | undefined, whole: boolean) =>
    gaps &&
    numbers(gaps).forEach((n) => {
      match.any.add(n);
      if (whole) match.whole.add(n);
    });
  for (const [word, gaps] of Object.entries(shards.get(typed![0]!)?.[field] ?? {}))
    if (word.startsWith(typed!)) add(gaps, word === typed);
  for (const meaning of meanings) add(shards.get(meaning[0]!)?.[field]?.[meaning], true);
  return match;
}

/** The perfumes with a word in `field` the typed word is a forgiven slip of. */
function withTypo(typed: string, shards: Map<string, TermShard | null>, field: 'n' | 'o'): Set<number> {
  const found = new Set<number>();
  for (const [word, gaps] of Object.entries(shards.get(typed[0]!)?.[field] ?? {}))
    if (slipOf(typed, word)) numbers(gaps).forEach((n) => found.add(n));
  return found;
}

/**
 * One typed word's perfumes: with it in the name, with it whole (or a meaning of it), and with it at all; with a
 * slip forgiven when the word finds nothing, or when `forgiving` (the query's words find nothing together).
 */
function matchWord(spellings: string[], shards: Map<string, TermShard | null>, forgiving: boolean) {
  const name = withWord(spellings, shards, 'n');
  const other = withWord(spellings, shards, 'o');
  const typed = spellings[0]!;
  if (forgiving || name.any.size + other.any.size === 0) {
    withTypo(typed, shards, 'n').forEach((n) => name.any.add(n));
    withTypo(typed, shards, 'o').forEach((n) => other.any.add(n));
  }
  return {
    inName: name.any,
    whole: new Set([...name.whole, ...other.whole]),
    any: new Set([...name.any, ...other.any]),
  };
}

type Matched = ReturnType<typeof matchWord>;

const inEvery = (words: Matched[]) => [...words[0]!.any].filter((n) => words.every((word) => word.any.has(n)));

/**
 * The numbers of the perfumes matching every typed word, best first: perfumes with every word whole (rose, not
 * rosemary; a meaning counts, gulab is rose) before those with only the start of one, then those whose name has
 * them all, then in name order. A typed word that finds nothing is read with a slip forgiven, and so is every word
 * of a query whose words find nothing together ('blue mst': mst is the start of no word of Blue Mist's). `shards`
 * holds the file of words of every first letter the spellings start with.
 */
export function matchingNumbers(spellings: string[][], shards: Map<string, TermShard | null>): number[] {
  if (spellings.length === 0) return [];
  // A word typed twice asks nothing more, and costs a pass over its perfumes again.
  const distinct = [...new Map(spellings.map((word) => [word.join(' '), word])).values()];
  let words = distinct.map((word) => matchWord(word, shards, false));
  let all = inEvery(words);
  if (all.length === 0) {
    words = distinct.map((word) => matchWord(word, shards, true));
    all = inEvery(words);
  }
  const rank = (n: number) => [
    words.filter((word) => !word.whole.has(n)).length,
    words.filter((word) => !word.inName.has(n)).length,
    n,
  ];
  const ranks = new Map(all.map((n) => [n, rank(n)]));
  return all.sort((a, b) => {
    const [x, y] = [ranks.get(a)!, ranks.get(b)!];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
}

/** The perfumes for any of `genders`, from the files of their first letters. */
function forGenders(genders: Gender[], shards: Map<string, TermShard | null>): Set<number> {
  const found = new Set<number>();
  for (const gender of genders) numbers(shards.get(gender[0]!)?.g?.[gender] ?? []).forEach((n) => found.add(n));
  return found;
}

export function foundPerfume(record: ProductRecord): FoundPerfume {
  const [name, slug, type, price, compareAtPrice, image, stock, id, sale] = record;
  return {
    _id: id || slug,
    slug,
    name,
    scentType: SCENT_TYPES[type] ?? 'woody',
    price,
    compareAtPrice: compareAtPrice || null,
    image: image || seedArtwork(slug),
    inStock: stock === IN_STOCK.bottle,
    sizesOnly: stock === IN_STOCK.sizesOnly,
    sale: sale ? { badge: sale[0], nameUr: sale[1] } : null,
  };
}

type FetchJson = (path: string) => Promise<unknown>;

const fetchJson: FetchJson = async (path) => {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
};

export const MANIFEST_PATH = '/search-index/manifest.json';

export class CatalogSearch {
  private manifest: Promise<SearchManifest> | undefined;
  private readonly files = new Map<string, Promise<unknown>>();

  constructor(private readonly load: FetchJson = fetchJson) {}

  private current(): Promise<SearchManifest> {
    this.manifest ??= this.load(MANIFEST_PATH) as Promise<SearchManifest>;
    return this.manifest;
  }

  private async file<T>(name: string): Promise<T> {
    const { version } = await this.current();
    const path = `/search-index/${version}/${name}`;
    let pending = this.files.get(path);
    if (!pending) {
      pending = this.load(path);
      // A failed load (a dropped connection, or a version the catalog has moved past) is tried again on the next
      // keystroke, with the manifest asked for again.
      pending.catch(() => {
        this.files.delete(path);
        this.manifest = undefined;
      });
      this.files.set(path, pending);
    }
    return pending as Promise<T>;
  }

  /**
   * The numbers of every perfume matching the query, best first (all its words in the name, then in name order):
   * its words in any order, narrowed to who it is for, the most it may cost and a running sale when the query says.
   */
  async find(query: string): Promise<number[]> {
    const asked = readQuery(query);
    if (!asksForSomething(asked)) return [];
    const manifest = await this.current().catch((error: unknown) => {
      this.manifest = undefined;
      throw error;
    });
    if (!asked.onSale) return this.findAsked(asked, manifest);
    const everyOne = await this.everyNumber(manifest);
    const records = await this.records(everyOne);
    const onSale = new Map<number, RecordSale>();
    for (const n of everyOne) {
      const sale = records.get(n)?.[8];
      if (sale) onSale.set(n, sale);
    }
    const { numbers, rest } = saleAsked(onSale, asked.words);
    const sold = new Set(numbers);
    return (await this.findAsked({ ...asked, words: rest }, manifest)).filter((n) => sold.has(n));
  }

  private async findAsked(asked: SearchQuery, manifest: SearchManifest): Promise<number[]> {
    const { words, genders, maxPrice } = asked;
    const letters = [...new Set([...words.flat(), ...(genders ?? [])].map((s) => s[0]!))];
    const shards = new Map<string, TermShard | null>();
    await Promise.all(
      letters.map(async (letter) => {
        const exists = manifest.letters.includes(letter);
        shards.set(letter, exists ? await this.file<TermShard>(`words-${letter}.json`) : null);
      }),
    );
    const forWhom = genders && forGenders(genders, shards);
    let found: number[];
    if (words.length > 0) found = matchingNumbers(words, shards).filter((n) => !forWhom || forWhom.has(n));
    else if (forWhom) found = [...forWhom].sort((a, b) => a - b);
    else found = await this.everyNumber(manifest);
    if (maxPrice === null) return found;
    const records = await this.records(found);
    return found.filter((n) => (records.get(n)?.[3] ?? Infinity) <= maxPrice);
  }

  /** Every perfume's number: only perfume itself, or a price, was asked for. */
  private async everyNumber(manifest: SearchManifest): Promise<number[]> {
    const all: number[] = [];
    for (let c = 0; c < manifest.chunks; c++) {
      const chunk = await this.file<ProductRecord[]>(`perfumes-${c}.json`);
      chunk.forEach((_, i) => all.push(c * CHUNK_SIZE + i));
    }
    return all;
  }

  private async records(found: number[]): Promise<Map<number, ProductRecord>> {
    const chunkNumbers = [...new Set(found.map((n) => Math.floor(n / CHUNK_SIZE)))];
    const chunks = new Map<number, ProductRecord[]>();
    await Promise.all(
      chunkNumbers.map(async (c) => chunks.set(c, await this.file<ProductRecord[]>(`perfumes-${c}.json`))),
    );
    const records = new Map<number, ProductRecord>();
    for (const n of found) {
      const record = chunks.get(Math.floor(n / CHUNK_SIZE))?.[n % CHUNK_SIZE];
      if (record) records.set(n, record);
    }
    return records;
  }

  /** The perfumes behind those numbers, in the same order. */
  async perfumes(found: number[]): Promise<FoundPerfume[]> {
    const records = await this.records(found);
    return found.flatMap((n) => {
      const record = records.get(n);
      return record ? [foundPerfume(record)] : [];
    });
  }
}
