import islandElement from 'astro/runtime/server/astro-island.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { withoutInlineRuntime } from './inline-runtime';

/** The step works on the page's bytes, as Astro writes them. */
const stepped = (html: string) => new TextDecoder().decode(withoutInlineRuntime(new TextEncoder().encode(html)));

const HEADER = '<script type="module" src="/_astro/Header.astro_astro_type_script_index_0_lang.VHGLCBJv.js"></script>';
const ELEMENT = `<script>${islandElement}</script>`;
const INTERACTION = '<script>(()=>{var l=()=>{};(self.Astro||(self.Astro={})).interaction=l;})();\n</script>';
const LOAD = '<script>(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;})();</script>';
const ISLAND = '<astro-island client="interaction"><p>ہمیشہ</p></astro-island>';

describe('Astro’s inline island scripts', () => {
  it('leave a page that loads the header’s module; the client:load directive stays', () => {
    const page = `<html><head></head><body><header></header>${HEADER}${INTERACTION}${LOAD}${ELEMENT}${ISLAND}</body></html>`;
    expect(stepped(page)).toBe(`<html><head></head><body><header></header>${HEADER}${LOAD}${ISLAND}</body></html>`);
  });

  it('stay in a page without the header’s module, which has nothing else to bring them', () => {
    const page = `<html><head></head><body>${INTERACTION}${ELEMENT}${ISLAND}</body></html>`;
    expect(stepped(page)).toBe(page);
  });
});
