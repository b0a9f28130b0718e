/**
 * /perfumes/{slug} in either language: the perfume, its scent type's perfumes and its approved reviews are read
 * from D1 and Astro draws the page with the site's ProductPage, so a perfume added, renamed or re-priced a moment
 * ago is whole at once. An archived perfume's address sends the shopper to its scent type's page for now (302, never
 * 301: the owner may restore it, and a browser keeps a 301 for good, so it would never see the perfume again); an
 * unknown slug, or a scent type the shop no longer lists, goes home. A perfume's address with a slash at its end
 * (a link pasted with one) moves to the address without it, its query kept, as the static assets move a scent type's.
 */
import { categoryRoute, isCategory } from '#schema/catalog/categories';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { approvedReviews } from '../reviews/store';
import type { DrawPage } from './draw';
import { listedOfType, readPagePerfume } from './page-perfume';

const goHome = (c: Context<AppEnv>, lang: Lang) => c.redirect(hrefIn(lang, '/home'), 302);

export async function productPage(c: Context<AppEnv>, lang: Lang, draw: DrawPage): Promise<Response> {
  const perfume = await readPagePerfume(c.var.db, c.req.param('slug') ?? '');
  if (!perfume || !isCategory(perfume.scentType)) return goHome(c, lang);
  if (perfume.archived) return c.redirect(hrefIn(lang, `/${categoryRoute(perfume.scentType)}`), 302);
  const [sameType, reviews] = await Promise.all([
    listedOfType(c.var.db, perfume.scentType),
    approvedReviews(c.var.db, perfume.slug),
  ]);
  return draw(c, { kind: 'product', perfume, sameType, reviews });
}

/** 307, the status the static assets move `/oud-perfumes/` with; an unknown perfume goes home at once. */
export async function productPageWithSlash(c: Context<AppEnv>, lang: Lang): Promise<Response> {
  const perfume = await readPagePerfume(c.var.db, c.req.param('slug') ?? '');
  if (!perfume || !isCategory(perfume.scentType)) return goHome(c, lang);
  const { pathname, search } = new URL(c.req.url);
  return c.redirect(pathname.slice(0, -1) + search, 307);
}
