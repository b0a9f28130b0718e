/**
 * The browser's side of the catalog search: the perfumes a query finds (word-match.ts), from the index files under
 * /search-index/ (search-index.ts). The manifest is asked for once, at the first search, and names the index's
 * version; each file of that version is fetched once, when first needed, and kept by the browser for good.
 */
import { SCENT_TYPES, type ScentType } from '#schema/catalog/categories';
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
import { asksForSomething, readQuery, type SearchQuery, withJoiningVowel } from '#schema/search/search-words';
import { asBudget } from '#schema/search/price-words';
import { forGenders, lettersOf, matchingNumbers } from '#schema/search/word-match';

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
  /**
   * The tester or sample size the result is offered in, when the query asked for one: `price` and `compareAtPrice`
   * are that size's, and Add to Cart adds it.
   */
  ml?: number;
}

/** The perfume as a result shows it: its bottle, or with `asTester` its cheapest tester in stock when it has one. */
export function foundPerfume(record: ProductRecord, asTester = false): FoundPerfume {
  const [name, slug, type, price, compareAtPrice, image, stock, id, tester, sale] = record;
  const bottle: FoundPerfume = {
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
  if (!asTester || !tester) return bottle;
  const [ml, testerPrice, ownPrice] = tester;
  return { ...bottle, ml, price: testerPrice, compareAtPrice: ownPrice || null, inStock: true, sizesOnly: false };
}

/** The price a shopper pays (a running sale's, as the listings show it): the cheapest tester's when they ask for one. */
function pricePaid(record: ProductRecord | undefined, testers: boolean): number {
  if (!record) return Infinity;
  if (!testers) return record[3];
  return record[8] ? record[8][1] : Infinity;
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
    const found = await this.findTyped(query);
    if (found.length > 0) return found;
    // Two words that find nothing apart may be a name without its joining vowel ('koh noor', Kohinoor).
    for (const joined of withJoiningVowel(query)) {
      const named = await this.findTyped(joined);
      if (named.length > 0) return named;
    }
    return found;
  }

  /** find, with the words as the query has them. */
  private async findTyped(query: string): Promise<number[]> {
    const { asTyped, ...asked } = readQuery(query);
    const found = await this.findEither(asked, asTyped);
    // Digits alone ('3000', 'oud 2,000') are searched as words first, as a name may hold them; finding nothing, they
    // are the budget the shopper typed.
    const budget = found.length === 0 && asked.minPrice === null && asked.maxPrice === null ? asBudget(query) : null;
    if (budget) return this.findTyped(budget);
    return asked.cheapFirst ? this.cheapestFirst(found, asked.testers) : found;
  }

  /** The perfumes by the price a shopper pays (pricePaid), the cheapest first; as found where equal. */
  private async cheapestFirst(found: number[], testers: boolean): Promise<number[]> {
    const records = await this.records(found);
    const price = (n: number) => pricePaid(records.get(n), testers);
    return [...found].sort((a, b) => price(a) - price(b));
  }

  /** The query as read, or, when it also reads as typed, what that finds first. */
  private async findEither(asked: SearchQuery, asTyped: SearchQuery | undefined): Promise<number[]> {
    if (!asTyped) return this.findRead(asked);
    // A slip of a sale word that is a perfume's name too ('riwayat', Rawayat): the perfume first, then the sale's.
    const named = await this.findRead(asTyped);
    const seen = new Set(named);
    return [...named, ...(await this.findRead(asked)).filter((n) => !seen.has(n))];
  }

  private async findRead(asked: SearchQuery): Promise<number[]> {
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
      const sale = records.get(n)?.[9];
      if (sale) onSale.set(n, sale);
    }
    const { numbers, rest } = saleAsked(onSale, asked.words);
    const sold = new Set(numbers);
    return (await this.findAsked({ ...asked, words: rest }, manifest)).filter((n) => sold.has(n));
  }

  private async findAsked(asked: SearchQuery, manifest: SearchManifest): Promise<number[]> {
    const { words, genders, minPrice, maxPrice, testers } = asked;
    const letters = [...new Set([...words.flatMap(lettersOf), ...(genders ?? []).map((g) => g[0]!)])];
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
    if (minPrice === null && maxPrice === null) return found;
    const records = await this.records(found);
    return found.filter((n) => {
      const price = pricePaid(records.get(n), testers);
      return price >= (minPrice ?? 0) && price <= (maxPrice ?? Infinity);
    });
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

  /**
   * The perfumes behind those numbers, found for `query`, in the same order: each in its cheapest tester in stock when
   * the query asks for testers, as its price was read.
   */
  async perfumes(found: number[], query: string): Promise<FoundPerfume[]> {
    const { testers } = readQuery(query);
    const records = await this.records(found);
    return found.flatMap((n) => {
      const record = records.get(n);
      return record ? [foundPerfume(record, testers)] : [];
    });
  }
}
