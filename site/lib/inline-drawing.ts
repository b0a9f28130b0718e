/**
 * The picture a page shows first, when it is one of the shop's drawings in public/ (SVG), as a data: URL: it
 * arrives inside the HTML instead of one more round trip later, and on a 2G-grade link (300 ms a round trip) that
 * round trip is most of the wait for it. Only what a URL may not carry (<, >, spaces, %, #...) is
 * percent-encoded, not the whole drawing in base64, so it stays small once the page is gzipped and HTML checkers
 * read it as a valid URL; its double quotes become single ones, so the HTML attribute around it needs no escaping
 * either. Photos (uploaded to R2) are left as addresses: they are fetched, first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function svgDataUrl(svg: string): string {
  const compact = svg
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[^\w\-.~!$&'()*+,;=:@/?]/gu, encodeURIComponent)}`;
}

/**
 * `/images/banners/woody-perfumes.svg`, read at build time (which runs from the project's root), as a data: URL.
 * A drawing that is not in public/ stays an address, as a photo does: no product's photo path may stop a publish.
 */
export function inlinedIfDrawing(url: string): string {
  if (!url.startsWith('/images/') || !url.endsWith('.svg')) return url;
  try {
    return svgDataUrl(readFileSync(join(process.cwd(), 'public', url), 'utf8'));
  } catch {
    console.warn(`${url} is not a drawing in public/: the page links to it instead of inlining it.`);
    return url;
  }
}
