/**
 * The build's last step for the Urdu typeface: cuts Noto Naskh Arabic down to the letters the built Urdu pages use
 * and the whole Urdu alphabet (so an Urdu description the owner writes after the build, which the Worker fills into
 * the product template, still has its letters), writes it under a name made of its content, and points the Urdu
 * pages at it. The pages' Content-Security-Policy lists every style's hash; the face's style changes with its
 * address, so its hash is added there.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { URDU_FONT_PLACEHOLDER } from './urdu-font';

/** The letters, marks, punctuation and digits of written Urdu, and the Arabic forms an Arabic keyboard types. */
const URDU_ALPHABET = 'ءآأؤإئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہۂۃھیےۓ' + 'ةكيه' + 'ًٌٍَُِّْٰٔ' + '،؛؟۔٪' + '۰۱۲۳۴۵۶۷۸۹';
/**
 * Everything but the characters the face draws (its unicode-range: Arabic script and the joiners between its
 * letters): taking it out of a page in one pass leaves its letters, where matching each letter cost seconds a publish.
 */
const NOT_ARABIC_SCRIPT = /[^\u0600-\u06FF\u0750-\u077F\u200C-\u200F\uFB50-\uFDFF\uFE70-\uFEFF]+/gu;

const FONT_FILE = '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2';

const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('base64');

/** Points one page at the font and lets its policy allow the face's style; pages without the placeholder stay. */
export function pointAtFont(html: string, url: string): string {
  if (!html.includes(URDU_FONT_PLACEHOLDER)) return html;
  const hashes = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)]
    .filter(([, css = '']) => css.includes(URDU_FONT_PLACEHOLDER))
    .map(([, css = '']) => `'sha256-${sha256(css.replaceAll(URDU_FONT_PLACEHOLDER, url))}'`);
  return html
    .replaceAll(URDU_FONT_PLACEHOLDER, url)
    .replace("style-src 'self'", `style-src 'self' ${hashes.join(' ')}`);
}

/**
 * Writes the subset into the build's output `dir` and points its Urdu pages at it; answers the font's size.
 * subset-font is imported with the config, not when the build is done: by then Vite's module runner, which loads
 * the config's imports, is closed and a dynamic import fails.
 */
export async function subsetUrduFont(dir: string): Promise<{ bytes: number; characters: number; pages: number }> {
  const font = await readFile(createRequire(import.meta.url).resolve(FONT_FILE));
  const pages = (await readdir(join(dir, 'ur'), { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, 'ur', file));
  const texts = await Promise.all(pages.map((page) => readFile(page, 'utf8')));
  const characters = new Set(URDU_ALPHABET);
  for (const text of texts) for (const character of text.replace(NOT_ARABIC_SCRIPT, '')) characters.add(character);
  const subset = await subsetFont(font, [...characters].join(''), { targetFormat: 'woff2' });
  const name = createHash('sha256').update(subset).digest('base64url').slice(0, 10);
  const url = `/_astro/urdu-${name}.woff2`;
  await writeFile(join(dir, url), subset);
  await Promise.all(
    pages.map((page, i) => texts[i]!.includes(URDU_FONT_PLACEHOLDER) && writeFile(page, pointAtFont(texts[i]!, url))),
  );
  return { bytes: subset.length, characters: characters.size, pages: pages.length };
}
