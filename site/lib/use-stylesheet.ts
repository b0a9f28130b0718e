/**
 * A stylesheet for what only the shopper's own doing shows (the search's suggestions, the profile card), asked for
 * once its island runs instead of written into every page: inline, it made each page's HTML longer, and on a
 * 2G-grade link a page a little longer can cost one more round trip before its first paint. The island's script
 * has arrived by then, and the sheet is one small file the phone then keeps.
 */
import { useEffect } from 'react';

/** Adds the stylesheet at `href` (a `?url` import) to the page once; none while `href` is null. */
export function useStylesheet(href: string | null): void {
  useEffect(() => {
    if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
  }, [href]);
}
