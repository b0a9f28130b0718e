/**
 * What a grid's cards show, as one string: the build writes it beside the grid, and the grid's hydration directive
 * compares it with today's listing from the API, so a grid whose perfumes, prices, stock or sales moved since the
 * build hydrates at once, and an unchanged one waits for the shopper (site/lib/hydrate-on-interaction.ts).
 */
import type { CardProduct } from './card-product';

type Shown = Pick<CardProduct, '_id' | 'name' | 'price' | 'compareAtPrice' | 'image' | 'inStock' | 'sale'>;

export const cardsKey = (products: Shown[]): string =>
  JSON.stringify(
    products
      .map((p) => [p._id, p.name, p.price, p.compareAtPrice ?? null, p.image, p.inStock, p.sale?.name ?? null])
      .sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
  );
