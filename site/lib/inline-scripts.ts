/**
 * `import code from './held-taps.js?inline-script'`: the script minified as the build reads it (a page's head
 * carries it before anything shows, and comments were a third of a page's bytes), so a page Astro draws in the
 * Worker carries the same few hundred bytes as a built one without a minifier of its own.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { minifySync, type Plugin } from 'vite';

const QUERY = '?inline-script';

export const inlineScripts = (): Plugin => ({
  name: 'inline-scripts',
  async load(id) {
    if (!id.endsWith(QUERY)) return;
    const file = id.slice(0, -QUERY.length);
    this.addWatchFile(file);
    const { code } = minifySync(basename(file), await readFile(file, 'utf8'));
    return `export default ${JSON.stringify(code)};`;
  },
});
