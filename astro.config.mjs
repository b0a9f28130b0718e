// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: 'https://mehakperfumes.pk',
  srcDir: './site',
  publicDir: './public',
  outDir: './dist',
  // `home.html` rather than `home/index.html`: the Worker's assets then answer /home without a slash redirect.
  build: { format: 'file', inlineStylesheets: 'always' },
  trailingSlash: 'never',
  integrations: [react()],
});
