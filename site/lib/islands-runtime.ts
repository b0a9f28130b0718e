/**
 * What makes a page's islands come alive, loaded with the header's module instead of written into every page:
 * the `client:interaction` directive and Astro's <astro-island> element (inline-runtime.ts takes Astro's inline
 * copies out of each page). Inline they were 2.2 kB of every page gzipped, and on a 2G-grade link each 8.7 kB of
 * HTML is one more round trip before the first paint; in the header's module, which every page loads anyway, they
 * come once and stay cached for the next page. The islands start once the page is parsed, as a module runs.
 */
// The directive first: the element, once defined, starts each island and reads the global `Astro` at once.
import './interaction-directive';
import 'astro/runtime/server/astro-island.js';
