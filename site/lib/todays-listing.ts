/**
 * Today's listing of an API address (GET /api/products/featured), asked once per page visit however many parts of
 * the page want it: the island directive compares it with the cards the page was built with, and the stores of the
 * islands it then hydrates show its prices and stock. A failed ask is forgotten, so the next one asks again.
 */
import type { ListedProduct } from '#schema/answers/products';

const listings = new Map<string, Promise<ListedProduct[]>>();

export function todaysListing(address: string): Promise<ListedProduct[]> {
  let listing = listings.get(address);
  if (!listing) {
    listing = fetch(address, { headers: { accept: 'application/json' } }).then(async (answer) => {
      if (!answer.ok) throw new Error(`${address} answered ${answer.status}`);
      return ((await answer.json()) as { products: ListedProduct[] }).products;
    });
    listings.set(address, listing);
    listing.catch(() => listings.delete(address));
  }
  return listing;
}
