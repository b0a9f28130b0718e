/**
 * Astro writes the one rule its islands need (`astro-island{display:contents}`) as a <style> just before the first
 * island of a page, which is inside the body on every page whose first island is not in the head: HTML allows
 * <style> only in the head, and validators count each page as broken. As each page is rendered (site/middleware.ts)
 * its rule moves to the end of its head, where it applies to every island as before (the page's
 * Content-Security-Policy already carries its hash).
 */

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

export function islandStyleInHead(html: string): string {
  const head = html.indexOf('</head>');
  if (head < 0 || !html.includes(ISLAND_STYLE)) return html;
  const before = html.slice(0, head).replaceAll(ISLAND_STYLE, '');
  return `${before}${ISLAND_STYLE}${html.slice(head).replaceAll(ISLAND_STYLE, '')}`;
}
