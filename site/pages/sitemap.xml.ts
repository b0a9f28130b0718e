/**
 * sitemap.xml, drawn by the Worker from what D1 holds (worker/pages/sitemap-page.ts): a perfume added or archived
 * since the last build is in it, or gone from it, at once.
 */
import type { APIRoute } from 'astro';
import { sitemapData } from '../content/on-demand';
import { sitemapXml } from '../lib/sitemap';

export const prerender = false;

export const GET: APIRoute = ({ site, locals }) =>
  new Response(sitemapXml(site!, sitemapData(locals.page), __SHOP_BUILT_AT__), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
