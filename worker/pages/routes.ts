/**
 * What the static assets don't answer: the empty path and unknown pages go to /home (under /ur, including /ur itself,
 * to /ur/home: an Urdu address someone shared stays in Urdu), every product page is checked
 * against D1 (product-page.ts), /search is filled with what D1's catalog has for its words (search-page.ts), and every
 * /order-confirmation/{id} gets the one pre-rendered receipt shell, which reads the id from the address, as every
 * /confirm/{token} gets the confirmation page's and /review/{token} the review page's.
 * A missing file (a script chunk an old cached page still asks for after a deploy, an image) is a plain 404:
 * redirecting it would hand the browser /home's HTML where it expects JavaScript, CSS or an image.
 */
import { Hono, type Context } from 'hono';
import { CONFIRM_PAGE, REVIEW_PAGE } from '#schema/confirm-link';
import type { AppEnv } from '../env';
import { productPage } from './product-page';
import { searchPage } from './search-page';

export const pageRoutes = new Hono<AppEnv>();

/** The one pre-rendered page at `shell` answers every address under it; the island reads the rest of the address. */
const servesShell = (shell: string) => async (c: Context<AppEnv>) => {
  const page = await c.env.ASSETS.fetch(new Request(new URL(shell, c.req.url), c.req.raw));
  // A fetched response's headers are read-only; a copy lets the security headers be set on it.
  return new Response(page.body, page);
};

// Each in English and under /ur in Urdu: the order's language is the address's, so both serve the same order.
for (const prefix of ['', '/ur']) {
  pageRoutes.get(`${prefix}/order-confirmation/:id`, servesShell(`${prefix}/order-confirmation`));
  pageRoutes.get(`${prefix}${CONFIRM_PAGE}/:token`, servesShell(`${prefix}${CONFIRM_PAGE}`));
  pageRoutes.get(`${prefix}${REVIEW_PAGE}/:token`, servesShell(`${prefix}${REVIEW_PAGE}`));
}

pageRoutes.get('/perfumes/:slug', (c) => productPage(c, 'en'));
pageRoutes.get('/ur/perfumes/:slug', (c) => productPage(c, 'ur'));
pageRoutes.get('/search', (c) => searchPage(c, 'en'));
pageRoutes.get('/ur/search', (c) => searchPage(c, 'ur'));

// The pages the Worker fills for product pages (product-page.ts) are no pages of their own.
pageRoutes.get('/product-template', (c) => c.redirect('/home', 302));
pageRoutes.get('/ur/product-template', (c) => c.redirect('/ur/home', 302));

/**
 * Under the build's asset folders, or a last segment with a file extension (`chunk.js`, `logo.svg`); an old
 * `.html` address is a page, so it still goes to /home.
 */
function looksLikeFile(pathname: string): boolean {
  if (/^\/(_astro|images)\//.test(pathname)) return true;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(pathname.slice(pathname.lastIndexOf('/')))?.[1];
  return extension !== undefined && !/^html?$/i.test(extension);
}

pageRoutes.all('*', (c) => {
  if (looksLikeFile(c.req.path)) return c.text('Not found', 404);
  return c.redirect(/^\/ur(\/|$)/.test(c.req.path) ? '/ur/home' : '/home', 302);
});
