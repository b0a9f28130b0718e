/**
 * What the Worker writes over a built page's head so that the page names its own address: its canonical link, its
 * hreflang alternates (the page in each language) and og:url. The shop's origin is the built page's own: its
 * canonical link is the first absolute URL in its head, read before any tag after it is written.
 */
import type { Lang } from '#schema/i18n/languages';

/** HTMLRewriter writes an attribute's double quotes as &quot; but leaves & as it is: '&copy;' would read as ©. */
export function setAttribute(e: Element, name: string, value: string): void {
  e.setAttribute(name, value.replace(/&/g, '&amp;'));
}

/**
 * Points the page at `at(lang)` (a path, in the page's language and in the other one); with `at` null the page is
 * none a search engine should list: noindex, and no alternates. Answers `absolute`, which puts a path on the shop's
 * origin, for the page's other absolute addresses (a link preview's image).
 */
export function addressPage(
  rewriter: HTMLRewriter,
  lang: Lang,
  at: ((lang: Lang) => string) | null,
): { rewriter: HTMLRewriter; absolute: (path: string) => string } {
  let site = 'http://localhost';
  const absolute = (path: string) => new URL(path, site).href;
  rewriter
    .on('link[rel="canonical"]', {
      element(e) {
        site = new URL(e.getAttribute('href') ?? site).origin;
        if (at) setAttribute(e, 'href', absolute(at(lang)));
        else e.replace('<meta name="robots" content="noindex">', { html: true });
      },
    })
    .on('link[rel="alternate"][hreflang]', {
      element(e) {
        if (at) setAttribute(e, 'href', absolute(at(e.getAttribute('hreflang') === 'ur' ? 'ur' : 'en')));
        else e.remove();
      },
    })
    .on('meta[property="og:url"]', {
      element(e) {
        if (at) setAttribute(e, 'content', absolute(at(lang)));
      },
    });
  return { rewriter, absolute };
}
