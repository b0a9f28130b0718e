/**
 * sitemap.xml for search engines: the public pages, the 19 category listings and every listed perfume's page (from
 * the catalog in D1; private pages are noindex), each with its lastmod: a perfume's page when the owner last changed
 * it, a category when the newest of its perfumes changed, the other pages at this build (which republishes them).
 * A page written in English and Urdu is listed in both, each naming both languages (and English as the default).
 */
import type { APIRoute } from 'astro';
import { CATEGORIES } from '#schema/catalog/categories';
import { allPerfumes } from '../content/perfumes';
import { pathIn } from '#schema/i18n/languages';
import { paths, POLICY_LINKS } from '#schema/paths';

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
  const url = (path: string, at: number, alternates = '') =>
    `  <url><loc>${new URL(path, site).href}</loc><lastmod>${new Date(at).toISOString()}</lastmod>${alternates}</url>`;
  const urls = entries
    .flatMap(([path, at]) => {
      const urdu = pathIn('ur', path);
      if (!urdu) return [url(path, at)];
      const link = (lang: string, href: string) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${new URL(href, site).href}"/>`;
      const alternates = link('en', path) + link('ur', urdu) + link('x-default', path);
      return [url(path, at, alternates), url(urdu, at, alternates)];
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
