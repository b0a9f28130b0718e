// @ts-check
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { SHOP } from './schema/shop';
import { drawAhead } from './site/components/product/link-preview';
import { readCatalogAhead } from './site/content/catalog-ahead';
import { inlineScripts } from './site/lib/inline-scripts';
import { siteUrl } from './site/lib/site-url';
import { subsetUrduFont } from './site/lib/urdu-font-subset';

/** Where the build writes the Worker, whose Urdu pages are pointed at the Urdu font with the built ones. */
let serverDir = '';

export default defineConfig({
  // The shop's domain for canonical links, sitemap.xml, robots.txt and JSON-LD: `SITE_URL=https://... npm run build`.
  site: siteUrl(process.env.SITE_URL),
  srcDir: './site',
  // The pages whose content is one perfume or one query (`prerender = false`) are drawn on demand inside the shop's
  // one Worker (wrangler.toml `main`, worker/index.ts), from what the Worker reads in D1; every other page is built
  // here as static HTML. The build renders those in Node, where it reads the catalog and draws the link previews.
  // The shop keeps no sessions of Astro's: its logins are the API's.
  // No image of the shop's passes through Astro's image service, so the Worker needs no Images binding. The site's
  // component tests (vitest.config.mts) render in Node, with no Worker: the adapter's dev server would start one.
  adapter: process.env.VITEST ? undefined : cloudflare({ prerenderEnvironment: 'node', imageService: 'passthrough' }),
  session: false,
  publicDir: './public',
  outDir: './dist',
  // `home.html` rather than `home/index.html`: the Worker's assets then answer /home without a slash redirect.
  // Four pages rendered at once: one page at a time, the main thread waited on each page's folder and file being
  // written (a fifth of a 5,000-perfume publish idle); now the next pages render meanwhile. The pages are the same.
  build: { format: 'file', inlineStylesheets: 'always', concurrency: 4 },
  trailingSlash: 'never',
  integrations: [
    react(),
    {
      name: 'hydrate-on-interaction',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({
            name: 'interaction',
            entrypoint: fileURLToPath(new URL('./site/lib/hydrate-on-interaction.ts', import.meta.url)),
          }),
      },
    },
    {
      // The catalog's read and the link previews start with the build, not awaited: catalog-ahead.ts and
      // link-preview.ts say why.
      name: 'catalog-and-previews-ahead',
      hooks: {
        'astro:config:setup': ({ command }) => {
          if (command !== 'build') return;
          void drawAhead(SHOP.name);
          readCatalogAhead();
        },
      },
    },
    {
      name: 'urdu-font-subset',
      hooks: {
        'astro:config:done': ({ config }) => {
          serverDir = fileURLToPath(config.build.server);
        },
        'astro:build:done': async ({ dir, logger }) => {
          const font = await subsetUrduFont(fileURLToPath(dir), serverDir);
          logger.info(
            `Urdu font: ${font.characters} characters, ${(font.bytes / 1024).toFixed(1)} KB, in ${font.pages} pages`,
          );
        },
      },
    },
  ],
  // The header's script (its cart badge, login state and menu) runs on every page before the shopper does anything,
  // so it and everything it imports (the session and cart stores, the API client, the contract's paths) are one
  // chunk of their own: a page without islands that hydrate at once loads about 6 KB gzipped, not the 16 KB of the
  // shared chunk below, which islands load when the shopper reaches for them.
  // The shop's own modules that most islands share (components, pricing, the cart's helpers) go into one chunk
  // instead of a dozen small ones: each file gzips on its own, so many small chunks cost a slow phone more bytes and
  // requests than one. Modules fewer islands share stay with them, so a page without those islands never loads
  // them. The words of every page (site/i18n) and the payload rules (schema/payloads, which bring zod) stay out of
  // it: with them it grew to 45 KB gzipped. The money, price and size-name helpers and the sale-naming rule the cart
  // page draws its lines with before React arrives are a chunk of their own (under 1 KB): inside the shared chunk
  // they made the cart load all of it before the shopper did anything.
  vite: {
    plugins: [inlineScripts()],
    define: { __SHOP_BUILT_AT__: JSON.stringify(Date.now()) },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'header',
                    test: /[\\/]site[\\/]components[\\/]header[\\/]header-state\.ts$/,
                    priority: 1,
                  },
                  {
                    name: 'prices',
                    test: /[\\/]schema[\\/](money|pricing|shop|size-name)\.ts$|[\\/]catalog[\\/]sale-name\.ts$/,
                    priority: 2,
                  },
                  {
                    name: 'shop',
                    test: /[\\/]site[\\/](?!i18n[\\/])|[\\/]schema[\\/](?!payloads[\\/])|[\\/]node_modules[\\/](nanostores|@nanostores)/,
                    minShareCount: 6,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  // No page shows code, and Shiki's inline styles would need style-src 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  // Each page carries its Content-Security-Policy in a <meta>, with the hashes of the scripts and styles Astro
  // bundled or inlined in it: scripts run only from the shop itself. A page that needs more adds it where it is
  // built (the contact page's map frame: Astro.csp.insertDirective). Directives a <meta> cannot carry
  // (frame-ancestors) and the other security headers come from public/_headers and the Worker.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'"] },
      // Every stylesheet is inlined (build.inlineStylesheets) and hashed. React writes a few style attributes (the
      // carousel's offset, bar widths): those may be inline, which cannot run anything.
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
});
