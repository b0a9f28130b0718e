/**
 * What a grid's cards show, as one short fingerprint: the build writes it beside the grid, and the grid's hydration
 * directive computes it again over today's listing from the API, so a grid whose perfumes, prices, stock or sales
 * moved since the build hydrates at once, and an unchanged one waits for the shopper
 * (site/lib/hydrate-on-interaction.ts). A fingerprint rather than the cards themselves: the page carried every card's
 * name, price and picture a second time, and on a 2G-grade link each 8.7 kB of HTML is one more round trip before
 * the first paint.
 */
import { contentHash } from '#schema/content-hash';
import type { CardProduct } from './card-product';

type Shown = Pick<
  CardProduct,
  '_id' | 'name' | 'price' | 'compareAtPrice' | 'image' | 'inStock' | 'sizesOnly' | 'sale'
>;

export const cardsKey = (products: Shown[]): string =>
  contentHash(
    JSON.stringify(
      products
        .map((p) => [
          p._id,
          p.name,
          p.price,
          p.compareAtPrice ?? null,
          p.image,
          p.inStock,
          Boolean(p.sizesOnly),
          p.sale?.name ?? null,
        ])
        .sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
    ),
  );
