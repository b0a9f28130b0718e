/**
 * A page's module scripts (the header's, the carousel's, the cart's, a guard's) start only once its main picture is
 * painted (start-modules.js; a page without one, once its first text is; a private page, once read). Astro writes
 * each as `<script type="module" src>`, which the browser fetches while it still reads the page: on a 2G-grade link
 * that is a second connection and 3 kB more sharing the line with the page itself, and the scripts run before the
 * first paint. So as each page is rendered (site/middleware.ts) their addresses move, in their order, into one
 * data block where the first of them stood, which start-modules.js reads.
 *
 * The page is read byte for byte (latin1), as the policy step reads it: the tags are ASCII.
 */
import { Buffer } from 'node:buffer';

/** The data block's id, which start-modules.js and the JavaScript counts (scripts/js-weight.ts) look up. */
const PAGE_MODULES_ID = 'page-modules';

const MODULE_TAG = /<script type="module" src="(\/[^"]+)"><\/script>/g;

/** The data block naming a page's module scripts, in their order. */
export const pageModulesBlock = (sources: readonly string[]) =>
  `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(sources)}</script>`;

export function modulesAfterPaint(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const html = Buffer.from(page.buffer, page.byteOffset, page.byteLength).toString('latin1');
  const sources = [...html.matchAll(MODULE_TAG)].map((match) => match[1]!);
  if (sources.length === 0) return page;
  let first = true;
  const moved = html.replace(MODULE_TAG, () => (first ? ((first = false), pageModulesBlock(sources)) : ''));
  return Buffer.from(moved, 'latin1');
}
