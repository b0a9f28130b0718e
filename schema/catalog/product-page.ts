/**
 * What a product page shows from the catalog, and its fingerprint. The build writes the fingerprint into each
 * product page it renders; the Worker computes it again from D1 on every request for /perfumes/{slug}, and serves
 * the built page only while the two agree. Otherwise (a perfume added, renamed, re-priced, restocked or sold out
 * since the build) it fills the product template from D1 itself, so a page is never older than the catalog.
 * Stock counts only as the page words it (in stock, 'Only N left', sold out): an ordinary order keeps the built page.
 */
import type { ProductNotes } from '../payloads/products';

export interface PageFacts {
  name: string;
  description: string;
  price: number;
  compareAtPrice: number | null;
  inStock: boolean;
  stockLeft: number | null;
  images: string[];
  notes: ProductNotes;
  concentration: string;
  sizeMl: number;
  scentType: string;
  /** Every tag, the scent type among them. */
  categories: string[];
}

/** The <meta name> a built product page carries its fingerprint in. */
export const FINGERPRINT_META = 'catalog-fingerprint';

/** cyrb53: a fast 53-bit string hash, the same in Node and the Workers runtime (no crypto API, no await). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function pageFingerprint(facts: PageFacts): string {
  return hash53(
    JSON.stringify([
      facts.name,
      facts.description,
      facts.price,
      facts.compareAtPrice,
      facts.inStock,
      facts.stockLeft,
      facts.images,
      facts.notes.top,
      facts.notes.heart,
      facts.notes.base,
      facts.concentration,
      facts.sizeMl,
      facts.scentType,
      [...facts.categories].sort(),
    ]),
  );
}
