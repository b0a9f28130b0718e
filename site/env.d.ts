/** The site's own island directive (site/lib/hydrate-on-interaction.ts, registered in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    // With options, the island also hydrates at once when the built HTML cannot be what it would show.
    'client:interaction'?: boolean | import('./lib/hydrate-on-interaction').InteractionOptions;
  }
}

export {};
