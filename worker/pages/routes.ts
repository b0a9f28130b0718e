/**
 * What the static assets don't answer: the empty path and unknown pages go to /home (under /ur, including /ur itself,
 * to /ur/home: an Urdu address someone shared stays in Urdu), product pages (product-page.ts), /search
 * (search-page.ts) and /sitemap.xml (sitemap-page.ts) are drawn by Astro from what D1 holds, with `draw` (none in the API tests' Worker), and kept
 * in the Workers Cache until the catalog changes (page-cache.ts), the address of a product page, a search or a
 * receipt with a slash at its end moves to the one without it, and every
 * /order-confirmation/{id} gets the one pre-rendered receipt shell, which reads the id from the address, as every
 * /confirm/{token} gets the confirmation page's and /review/{token} the review page's.
 * A missing file (a script chunk an old cached page still asks for after a deploy, an image) is a plain 404:
 * redirecting it would hand the browser /home's HTML where it expects JavaScript, CSS or an image.
 */
import { Hono, type Context } from 'hono';
import { CONFIRM_PAGE, REVIEW_PAGE } from '#schema/confirm-link';
import type { AppEnv } from '../env';
import type { DrawPage } from './draw';
import type { PageQuery } from './page-cache';
import { boundedQuery } from '#schema/search/search-words';
import { shownFrom } from '#schema/search/shown';
import { FORM_PAGES } from './form-pages';
import { productPage, productPageWithSlash } from './product-page';
import { searchPage } from './search-page';
import { sitemapPage } from './sitemap-page';

/** The Worker's own pages other than a perfume's (which checks it is one): search, receipts, confirm and review links. */
const WITHOUT_SLASH = new RegExp(
  `^(/ur)?(/search|/order-confirmation/[^/]+|${CONFIRM_PAGE}/[^/]+|${REVIEW_PAGE}/[^/]+)$`,
);

/** The extensions of pages, this shop's and other platforms': an address with one is a page, not a file. */
const PAGE_EXTENSIONS = /^(html?|shtml|php\d?|aspx?|jspx?|cfm|cgi|pl)$/i;

/**
 * What /search's page depends on in its address: the words, as far as the search reads them, the sort, and how many
 * results it lists.
 */
const SEARCH_QUERY: PageQuery = { q: boundedQuery, sort: (sort) => sort, shown: (shown) => String(shownFrom(shown)) };

/**
 * The pages drawn on demand: each its address, what it reads of the address (for the page cache's key,
 * page-cache.ts, which the app puts in front of them) and how it is drawn.
 */
export const DRAWN_PAGES: {
  path: string;
  query: PageQuery;
  page: (c: Context<AppEnv>, draw: DrawPage) => Promise<Response>;
}[] = [
  { path: '/perfumes/:slug', query: {}, page: (c, draw) => productPage(c, 'en', draw) },
  { path: '/ur/perfumes/:slug', query: {}, page: (c, draw) => productPage(c, 'ur', draw) },
  { path: '/search', query: SEARCH_QUERY, page: searchPage },
  { path: '/ur/search', query: SEARCH_QUERY, page: searchPage },
  { path: '/sitemap.xml', query: {}, page: sitemapPage },
];

export function pageRoutes(draw: DrawPage | null): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();

  /** The one pre-rendered page at `shell` answers every address under it; the island reads the rest of the address. */
  const servesShell = (shell: string) => async (c: Context<AppEnv>) => {
    const page = await c.env.ASSETS.fetch(new Request(new URL(shell, c.req.url), c.req.raw));
    // A fetched response's headers are read-only; a copy lets the security headers be set on it.
    return new Response(page.body, page);
  };

  // Each in English and under /ur in Urdu: the order's language is the address's, so both serve the same order.
  for (const prefix of ['', '/ur']) {
    pages.get(`${prefix}/order-confirmation/:id`, servesShell(`${prefix}/order-confirmation`));
    pages.get(`${prefix}${CONFIRM_PAGE}/:token`, servesShell(`${prefix}${CONFIRM_PAGE}`));
    pages.get(`${prefix}${REVIEW_PAGE}/:token`, servesShell(`${prefix}${REVIEW_PAGE}`));
  }

  // Served as the static assets would serve them; their form's POST, which only a browser sending the form itself
  // makes, is answered with 303 See Other to the same address: the browser loads the page afresh, its form empty and
  // ready, where the assets answered an empty 405 (form-pages.ts).
  for (const page of FORM_PAGES) {
    pages.get(page, servesShell(page));
    pages.post(page, (c) => {
      const { pathname, search } = new URL(c.req.url);
      return c.redirect(pathname + search, 303);
    });
  }

  if (draw) {
    for (const { path, page } of DRAWN_PAGES) pages.get(path, (c) => page(c, draw));
    pages.get('/perfumes/:slug/', (c) => productPageWithSlash(c, 'en'));
    pages.get('/ur/perfumes/:slug/', (c) => productPageWithSlash(c, 'ur'));
  }

  /**
   * Under the build's asset folders, or a last segment with a file extension (`chunk.js`, `logo.svg`). An address
   * with a page's extension, this shop's old `.html` or another platform's (`shop.php`, `Default.aspx`, a shared
   * link from a shop this one replaced), is a page, so it still goes to /home.
   */
  function looksLikeFile(pathname: string): boolean {
    if (/^\/(_astro|images)\//.test(pathname)) return true;
    const extension = /\.([a-z0-9]{1,8})$/i.exec(pathname.slice(pathname.lastIndexOf('/')))?.[1];
    return extension !== undefined && !PAGE_EXTENSIONS.test(extension);
  }

  pages.all('*', (c) => {
    if (looksLikeFile(c.req.path)) return c.text('Not found', 404);
    // A page of the Worker's with a slash at its end (a shared link gains one) moves to its address without it, as
    // the static pages do, its query kept: a receipt or a search must not be lost to the home page.
    const bare = c.req.path.replace(/\/+$/, '');
    if (bare !== c.req.path && WITHOUT_SLASH.test(bare)) return c.redirect(bare + new URL(c.req.url).search, 307);
    return c.redirect(/^\/ur(\/|$)/.test(c.req.path) ? '/ur/home' : '/home', 302);
  });
  return pages;
}
