/**
 * /search?q= in either language, answered by the Worker first (wrangler.toml run_worker_first) so its results are
 * never older than the catalog: the perfumes matching ?q= are found in the index the Worker keeps of D1's catalog
 * (catalog/search-index.ts), sorted by ?sort=, and written into the built page's list as SearchResults draws it, with
 * the island's props, from which React renders it afresh when the shopper reaches for it. The page loads no React
 * before then.
 */
import type { Context } from 'hono';
import { CATALOG_WORDS } from '#schema/i18n/catalog';
import { DICTIONARIES, hrefIn, type Lang } from '#schema/i18n/languages';
import { paths } from '#schema/paths';
import { sortFrom, sortPerfumes, type Sort } from '#schema/catalog/sorts';
import {
  insteadCategories,
  PAGE_SIZE,
  SEARCH_SORTS,
  summary,
  type Results,
  type SummaryParts,
} from '#schema/search/results';
import type { FoundPerfume } from '#schema/search/search-lookup';
import { asksForOils, boundedQuery, wordsOf } from '#schema/search/search-words';
import { bestSellers } from '../catalog/best-sellers';
import { searchCatalog } from '../catalog/search-index';
import type { AppEnv } from '../env';
import { escapeHtml, islandProps, priceHtml } from './fill-product';
import { addressPage, setAttribute } from './page-address';

/** One perfume's row as SearchResults draws it, its name a heading of `level`. */
function resultHtml(perfume: FoundPerfume, lang: Lang, level: 2 | 3 = 2): string {
  const words = CATALOG_WORDS[lang].cart;
  const href = escapeHtml(hrefIn(lang, paths.perfume(perfume.slug)));
  const headingId = `result-${escapeHtml(perfume.slug)}`;
  const name = escapeHtml(perfume.name);
  const add = perfume.inStock
    ? `<button type="button" class="button add-to-cart" aria-busy="false">${escapeHtml(words.add)}` +
      `<span class="visually-hidden"> ${name}</span></button>`
    : `<button type="button" class="button add-to-cart" disabled="" aria-busy="false">${escapeHtml(words.outOfStock)}</button>`;
  return (
    `<li class="result"><a href="${href}" class="result-photo" tabindex="-1" aria-hidden="true">` +
    `<img src="${escapeHtml(perfume.image)}" alt="" width="96" height="96" loading="lazy" decoding="async"></a>` +
    `<div class="result-text"><h${level} id="${headingId}" class="result-name"><a href="${href}">${name}</a></h${level}>` +
    `<p class="result-type">${escapeHtml(DICTIONARIES[lang].categories[perfume.scentType])}</p>` +
    `<p class="product-price">${priceHtml(perfume, lang)}</p></div>${add}` +
    `<p id="${headingId}-error" class="error-text add-error" role="alert"></p></li>`
  );
}

/** The sort menu as SearchResults draws it, a form of the address that works before React renders. */
function sortHtml(sort: Sort, lang: Lang): string {
  const words = CATALOG_WORDS[lang].listing;
  const chosen = sort === 'newest' ? 'featured' : sort;
  const options = SEARCH_SORTS.map(
    (value) =>
      `<option value="${value}"${value === chosen ? ' selected=""' : ''}>` +
      `${escapeHtml(value === 'featured' ? words.bestMatch : words.sorts[value])}</option>`,
  );
  return (
    `<form class="listing-sort" method="get" data-address-form=""><label for="search-sort">` +
    `${escapeHtml(words.sortBy)}</label><select id="search-sort" name="sort">${options.join('')}</select></form>`
  );
}

/** The summary as SearchResults draws it, the shopper's words in a <bdi>. */
const summaryHtml = (parts: SummaryParts): string =>
  parts.length === 1
    ? escapeHtml(parts[0])
    : `${escapeHtml(parts[0])}<bdi>${escapeHtml(parts[1])}</bdi>${escapeHtml(parts[2])}`;

/** What words that find nothing are offered instead, as SearchResults draws it: the categories and best sellers. */
function insteadHtml(results: Results, lang: Lang): string {
  if (!results.bestSellers) return '';
  const words = CATALOG_WORDS[lang].results.instead;
  const categories = insteadCategories(lang).map(
    ({ href, label }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`,
  );
  const sellers = results.bestSellers.map((perfume) => resultHtml(perfume, lang, 3));
  return (
    `<div class="search-instead"><h2>${escapeHtml(words.categories)}</h2>` +
    `<ul class="search-categories">${categories.join('')}</ul>` +
    (sellers.length > 0
      ? `<h2>${escapeHtml(words.bestSellers)}</h2><ul class="result-list">${sellers.join('')}</ul>`
      : '') +
    `</div>`
  );
}

/** The whole list as SearchResults draws it for these results, before any 'More results'. */
export function searchResultsHtml(results: Results, sort: Sort, lang: Lang): string {
  const words = CATALOG_WORDS[lang].results;
  const found = results.perfumes;
  const perfumes = sort === 'featured' || sort === 'newest' ? found : sortPerfumes(found, sort);
  const oils =
    results.query && asksForOils(results.query)
      ? `<p class="search-oils">${escapeHtml(words.oils.before)}<a href="${escapeHtml(hrefIn(lang, paths.wholeSale))}">` +
        `${escapeHtml(words.oils.link)}</a>${escapeHtml(words.oils.after)}</p>`
      : '';
  const more =
    perfumes.length > PAGE_SIZE
      ? `<button type="button" class="button secondary">${escapeHtml(words.more)}</button>`
      : '';
  return (
    `<div class="search-results"><div class="listing-bar"><p class="search-summary" role="status">` +
    `${summaryHtml(summary(results, words))}</p>${found.length > 1 ? sortHtml(sort, lang) : ''}</div>${oils}` +
    `<ul class="result-list">${perfumes
      .slice(0, PAGE_SIZE)
      .map((perfume) => resultHtml(perfume, lang))
      .join('')}</ul>${more}${insteadHtml(results, lang)}</div>`
  );
}

/**
 * The address search engines are given for these words, in either language: the words as the search reads them
 * (any case, accents and punctuation folded), so 'OUD', ' oud ' and 'oud&sort=price-asc' are one page to list.
 */
export function searchAddress(query: string, lang: Lang): string {
  return `${hrefIn(lang, paths.searchPage)}?${new URLSearchParams({ q: wordsOf(query).join(' ') })}`;
}

export async function searchPage(c: Context<AppEnv>, lang: Lang): Promise<Response> {
  const address = new URL(c.req.url);
  // A query past what the search reads is answered, and repeated, as the part it reads: a shopper who pastes a
  // paragraph still gets a page.
  const query = boundedQuery(address.searchParams.get('q') ?? '');
  const results: Results = { query, perfumes: query ? await searchCatalog(c.var.db, query) : [] };
  // Words that find nothing are offered the categories and the best sellers, rather than an empty page.
  if (query && results.perfumes.length === 0) results.bestSellers = await bestSellers(c.var.db);
  const built = await c.env.ASSETS.fetch(new URL(hrefIn(lang, paths.searchPage), c.req.url));
  if (!built.ok) throw new Error(`The search page answered ${built.status}: is the site built?`);
  // Perfumes found for some words are a page worth listing, under the address of those words; no words, or words
  // that find nothing, are no page for a search engine (noindex, as the shop's private pages).
  const listed = results.perfumes.length > 0;
  const { rewriter } = addressPage(new HTMLRewriter(), lang, listed ? (twin) => searchAddress(query, twin) : null);
  const page = rewriter
    .on('astro-island[component-url*="/SearchResults."]', {
      element: (e) => setAttribute(e, 'props', islandProps({ lang, results })),
    })
    // The box keeps the words searched for, to be changed rather than typed again.
    .on('.page-search input[name="q"]', { element: (e) => void (query && setAttribute(e, 'value', query)) })
    .on('.search-results', {
      element: (e) => void e.replace(searchResultsHtml(results, sortFrom(address.search), lang), { html: true }),
    })
    .transform(built);
  // Results follow the catalog: a browser asks again each visit.
  page.headers.set('cache-control', 'no-cache');
  return page;
}
