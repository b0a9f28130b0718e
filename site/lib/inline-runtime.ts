/**
 * Astro writes its island element (<astro-island>, 4.4 kB) and each client directive as inline scripts into every
 * page with an island. The header's module brings the element and the `client:interaction` directive instead
 * (islands-runtime.ts), so as each page is rendered (site/middleware.ts) their inline copies leave it, where the
 * page loads that module: 2.2 kB less of every page gzipped, one round trip less before the first paint for a page
 * near the edge of one on a 2G-grade link. The page's policy then drops their hashes (page-policy.ts). The
 * `client:load` and `client:only` directives, a few hundred bytes, stay inline.
 *
 * The page is read byte for byte (latin1), as the policy step reads it: the scripts are ASCII.
 */
import { Buffer } from 'node:buffer';
import islandElement from 'astro/runtime/server/astro-island.prebuilt.js';

/** The header's module (Header.astro's script, as Vite names it): where the element and the directive come from. */
const HEADER_MODULE =
  /<script type="module" src="\/_astro\/Header\.astro_astro_type_script_index_0_lang\.[^"]+"><\/script>/;
const ELEMENT = `<script>${islandElement}</script>`;
/** Astro's inline `client:interaction`: its bundle ends by registering itself under that name. */
const DIRECTIVE = '(self.Astro||(self.Astro={})).interaction=';

/** `html` without the script around `at` (the innermost `<script>` before it to its `</script>`). */
function withoutScriptAround(html: string, at: number): string {
  const start = html.lastIndexOf('<script>', at);
  const end = html.indexOf('</script>', at);
  if (start < 0 || end < 0) return html;
  return html.slice(0, start) + html.slice(end + '</script>'.length);
}

export function withoutInlineRuntime(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  let html = Buffer.from(page.buffer, page.byteOffset, page.byteLength).toString('latin1');
  if (!HEADER_MODULE.test(html)) return page;
  const before = html.length;
  html = html.split(ELEMENT).join('');
  for (let at = html.indexOf(DIRECTIVE); at >= 0; at = html.indexOf(DIRECTIVE)) {
    const without = withoutScriptAround(html, at);
    if (without === html) break;
    html = without;
  }
  return html.length === before ? page : Buffer.from(html, 'latin1');
}
