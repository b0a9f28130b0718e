/** The site's own island directive (site/lib/hydrate-on-interaction.ts, registered in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}

export {};
