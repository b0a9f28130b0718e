/**
 * Astro writes the one rule its islands need (`astro-island{display:contents}`) as a <style> just before the first
 * island of a page, which is inside the body on every page whose first island is not in the head: HTML allows
 * <style> only in the head, and validators count each page as broken. As each page is rendered (site/middleware.ts)
 * its rule moves to the end of its head, where it applies to every island as before (the page's
 * Content-Security-Policy already carries its hash).
 *
 * The page is moved as the bytes Astro wrote, never decoded to text and encoded again: at 5,000 perfumes that round
 * trip over ten thousand pages cost more than the move itself.
 */

import { Buffer } from 'node:buffer';

const ISLAND_STYLE = Buffer.from('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>');
const HEAD_END = Buffer.from('</head>');

/** `page` without any copy of the islands' style, in pieces. */
function withoutStyle(page: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(ISLAND_STYLE); at >= 0; at = page.indexOf(ISLAND_STYLE, from)) {
    pieces.push(page.subarray(from, at));
    from = at + ISLAND_STYLE.length;
  }
  pieces.push(page.subarray(from));
  return pieces;
}

export function islandStyleInHead(html: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const head = page.indexOf(HEAD_END);
  if (head < 0 || !page.includes(ISLAND_STYLE)) return html;
  return Buffer.concat([...withoutStyle(page.subarray(0, head)), ISLAND_STYLE, ...withoutStyle(page.subarray(head))]);
}
