/**
 * Category listings (and the home page's featured perfumes) are read on every page view but change only when a price or a stock count does. Each Worker
 * isolate keeps a listing for at most FRESH_MS, and anything in this Worker that changes price or stock (placing
 * an order, cancelling one) calls `forgetListings()`, so the isolate that made a change never shows the old figures
 * and every other isolate shows the new ones within FRESH_MS. Concurrent misses share one D1 read.
 * The stakes of that second: a listing may say "in stock" a moment too long, but adding to the cart and placing
 * the order check stock in D1 themselves.
 */
import type { Category } from '#schema/catalog/categories';
import type { Listing } from './listing';

export const FRESH_MS = 1000;

interface Entry {
  readAt: number;
  listing: Promise<Listing>;
}

/** A category, or 'featured' for the home page's perfumes. */
export type ListingKey = Category | 'featured';

const entries = new Map<ListingKey, Entry>();

export function cachedListing(key: ListingKey, load: () => Promise<Listing>, now = Date.now()): Promise<Listing> {
  const hit = entries.get(key);
  if (hit && now - hit.readAt < FRESH_MS) return hit.listing;
  const entry: Entry = { readAt: now, listing: load() };
  entries.set(key, entry);
  entry.listing.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.listing;
}

export function forgetListings(): void {
  entries.clear();
}
