/**
 * sitemap.xml for search engines: the public pages, the 19 category listings and every listed perfume's page (from
 * the catalog in D1; private pages are noindex).
 */
import type { APIRoute } from 'astro';
import { CATEGORIES } from '../../schema/catalog/categories';
import { allPerfumes } from '../content/perfumes';
import { paths, POLICY_LINKS } from '../lib/paths';

export const PUBLIC_PAGES = [
  paths.home,
  paths.aboutUs,
  paths.contactUs,
  paths.wholeSale,
  paths.trackOrder,
  ...CATEGORIES.map(paths.category),
  ...POLICY_LINKS.map((link) => link.href),
];

export const GET: APIRoute = async ({ site }) => {
  const perfumes = (await allPerfumes()).map((perfume) => paths.perfume(perfume.slug));
  const urls = [...PUBLIC_PAGES, ...perfumes]
    .map((path) => `  <url><loc>${new URL(path, site).href}</loc></url>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
