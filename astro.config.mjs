// @ts-check
import process from 'node:process';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { siteUrl } from './site/lib/site-url';

export default defineConfig({
  // The shop's domain for canonical links, sitemap.xml, robots.txt and JSON-LD: `SITE_URL=https://... npm run build`.
  site: siteUrl(process.env.SITE_URL),
  srcDir: './site',
  publicDir: './public',
  outDir: './dist',
  // `home.html` rather than `home/index.html`: the Worker's assets then answer /home without a slash redirect.
  build: { format: 'file', inlineStylesheets: 'always' },
  trailingSlash: 'never',
  integrations: [react()],
});
