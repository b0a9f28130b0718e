/** The site's own island directive (site/lib/hydrate-on-interaction.ts, registered in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    // With options, the island also hydrates at once when the built HTML cannot be what it would show.
    'client:interaction'?: boolean | import('./lib/hydrate-on-interaction').InteractionOptions;
  }
}

declare global {
  /** When the site was built (ms), set by astro.config.mjs: the lastmod of the pages only a build changes. */
  const __SHOP_BUILT_AT__: number;

  namespace App {
    interface Locals {
      /** What the Worker read from D1 for a page Astro draws on demand (worker/pages/astro.ts). */
      page?: import('#schema/pages/on-demand').OnDemandPage;
    }
  }
}

export {};
