/**
 * /search?q= in either language: the perfumes matching ?q= are found in the index the Worker keeps of D1's catalog
 * (catalog/search-index.ts), or the best sellers when the words find nothing, and Astro draws the page with the
 * site's SearchScreen, so the results are today's.
 */
import type { Context } from 'hono';
import type { Results } from '#schema/search/results';
import { boundedQuery } from '#schema/search/search-words';
import { bestSellers } from '../catalog/best-sellers';
import { searchCatalog } from '../catalog/search-index';
import type { AppEnv } from '../env';
import type { DrawPage } from './draw';

export async function searchPage(c: Context<AppEnv>, draw: DrawPage): Promise<Response> {
  // A query past what the search reads is answered, and repeated, as the part it reads: a shopper who pastes a
  // paragraph still gets a page.
  const query = boundedQuery(new URL(c.req.url).searchParams.get('q') ?? '');
  const results: Results = { query, perfumes: query ? await searchCatalog(c.var.db, query) : [] };
  // Words that find nothing are offered the categories and the best sellers, rather than an empty page.
  if (query && results.perfumes.length === 0) results.bestSellers = await bestSellers(c.var.db);
  return draw(c, { kind: 'search', results });
}
