/**
 * The shop's styles are written in logical properties (inline-start and -end, logical corners and alignment), so an
 * Urdu page, right to left, mirrors its English twin by itself: a style that names the left or the right side
 * stays where it is in Urdu, where every line starts on the right.
 */
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SITE = new URL('..', import.meta.url).pathname;

/** Each stylesheet's rules, and each Astro component's <style> blocks, without their comments. */
function styles(): [string, string][] {
  return globSync('**/*.{css,astro}', { cwd: SITE }).map((file) => {
    const text = readFileSync(`${SITE}${file}`, 'utf8');
    const css = file.endsWith('.astro')
      ? [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
      : text;
    return [file, css.replace(/\/\*[\s\S]*?\*\//g, '')];
  });
}

/** A declaration that names a physical side: left/right, margin-left, border-top-right-radius, text-align: left. */
const PHYSICAL =
  /(?<![\w-])(?:left|right)\s*:|(?:float|clear)\s*:\s*(?:left|right)\b|\b(?:margin|padding|border)-(?:left|right)\b|-(?:left|right)-radius\b|text-align\s*:\s*(?:left|right)\b/;

describe("the site's styles", () => {
  it('name no physical side', () => {
    const found = styles().flatMap(([file, css]) =>
      css
        .split('\n')
        .filter((line) => PHYSICAL.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
