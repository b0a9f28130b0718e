/**
 * sitemap.xml for search engines: the public pages, the 19 category listings and every listed perfume's page (from
 * the catalog in D1; private pages are noindex), each with its lastmod: a perfume's page when the owner last changed
 * it, a category when the newest of its perfumes changed, the other pages at this build (which republishes them).
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
  const built = Date.now();
  const perfumes = await allPerfumes();
  const changed = (perfume: { changedAt: number }) => perfume.changedAt || built;
  const categoryChanged = new Map(
    CATEGORIES.map((category) => [
      paths.category(category),
      Math.max(0, ...perfumes.filter((p) => p.categories.includes(category)).map(changed)) || built,
    ]),
  );
  const entries: [string, number][] = [
    ...PUBLIC_PAGES.map((path): [string, number] => [path, categoryChanged.get(path) ?? built]),
    ...perfumes.map((perfume): [string, number] => [paths.perfume(perfume.slug), changed(perfume)]),
  ];
  const urls = entries
    .map(
      ([path, at]) =>
        `  <url><loc>${new URL(path, site).href}</loc><lastmod>${new Date(at).toISOString()}</lastmod></url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
