/**
 * Astro writes the one rule its islands need (`astro-island{display:contents}`) as a <style> just before the first
 * island of a page, which is inside the body on every page whose first island is not in the head: HTML allows
 * <style> only in the head, and validators count each page as broken. After the build each page's rule moves to the
 * end of its head, where it applies to every island as before (the page's Content-Security-Policy already carries
 * its hash).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

export function islandStyleInHead(html: string): string {
  const head = html.indexOf('</head>');
  if (head < 0 || !html.includes(ISLAND_STYLE)) return html;
  const before = html.slice(0, head).replaceAll(ISLAND_STYLE, '');
  return `${before}${ISLAND_STYLE}${html.slice(head).replaceAll(ISLAND_STYLE, '')}`;
}

/** Every built page under `dir` (the build's output folder), rewritten in place where its rule was elsewhere. */
export async function moveIslandStylesToHead(dir: string): Promise<number> {
  let moved = 0;
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const file of files) {
    const path = join(dir, file);
    const html = await readFile(path, 'utf8');
    const fixed = islandStyleInHead(html);
    if (fixed !== html) {
      await writeFile(path, fixed);
      moved += 1;
    }
  }
  return moved;
}
