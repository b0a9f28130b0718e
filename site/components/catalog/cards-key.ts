/**
 * What a grid's cards show, as one short fingerprint: the build writes it beside the grid, and the grid's hydration
 * directive computes it again over today's listing from the API, so a grid whose perfumes, prices, stock or sales
 * moved since the build hydrates at once, and an unchanged one waits for the shopper
 * (site/lib/hydrate-on-interaction.ts). A fingerprint rather than the cards themselves: the page carried every card's
 * name, price and picture a second time, and on a 2G-grade link each 8.7 kB of HTML is one more round trip before
 * the first paint.
 */
import type { CardProduct } from './card-product';

type Shown = Pick<CardProduct, '_id' | 'name' | 'price' | 'compareAtPrice' | 'image' | 'inStock' | 'sale'>;

/** A 53-bit hash of `text` (cyrb53): the same in the build and in the browser, and a change to any card shows. */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export const cardsKey = (products: Shown[]): string =>
  fingerprint(
    JSON.stringify(
      products
        .map((p) => [p._id, p.name, p.price, p.compareAtPrice ?? null, p.image, p.inStock, p.sale?.name ?? null])
        .sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
    ),
  );
