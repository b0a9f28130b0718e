/**
 * A change written straight into D1, as no console action does, reaches the pages once each Worker isolate asks D1
 * for the catalog's version again (worker/pages/page-cache.ts, at most FRESH_MS after it last did); a change made
 * through the API reaches them at once.
 */
import { FRESH_MS } from '../../worker/catalog/listing-cache';

export const catalogSettled = () => new Promise((resolve) => setTimeout(resolve, FRESH_MS + 50));
