/**
 * sitemap.xml for search engines: the public pages, the 19 category listings and every listed perfume's page, each
 * with its lastmod: a perfume's page when the owner last changed it, a category when the newest of its perfumes
 * changed, the other pages when the shop was built (a build republishes them). A page written in English and Urdu is
 * listed in both, each naming both languages (and English as the default). Private pages are noindex and not here.
 */
import { CATEGORIES } from '#schema/catalog/categories';
import { pathIn } from '#schema/i18n/languages';
import { paths, POLICY_LINKS } from '#schema/paths';
import type { SitemapPerfume } from '#schema/pages/on-demand';

export const PUBLIC_PAGES = [
  paths.home,
  paths.aboutUs,
  paths.contactUs,
  paths.wholeSale,
  paths.trackOrder,
  ...CATEGORIES.map(paths.category),
  ...POLICY_LINKS.map((link) => link.href),
];

export function sitemapXml(site: URL, perfumes: readonly SitemapPerfume[], builtAt: number): string {
  const changed = (perfume: SitemapPerfume) => perfume.changedAt || builtAt;
  const categoryChanged = new Map(
    CATEGORIES.map((category) => [
      paths.category(category),
      Math.max(0, ...perfumes.filter((p) => p.categories.includes(category)).map(changed)) || builtAt,
    ]),
  );
  const entries: [string, number][] = [
    ...PUBLIC_PAGES.map((path): [string, number] => [path, categoryChanged.get(path) ?? builtAt]),
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
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
