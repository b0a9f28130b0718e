/**
 * The build's last step for the Urdu typeface: cuts Noto Naskh Arabic down to the letters the built Urdu pages use
 * and the whole Urdu alphabet (so an Urdu description the owner writes, which the Worker's Urdu product pages show,
 * still has its letters), writes it under a name made of its content, and points the built Urdu pages and the
 * Worker's (its bundle, `serverDir`) at it. The pages' Content-Security-Policy lists every style's hash; the face's
 * style changes with its address, so its hash is added to the built pages' (the Worker's pages add it themselves).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { cspHash } from './csp-hash';
import { URDU_FONT_PLACEHOLDER } from './urdu-font';

/** The letters, marks, punctuation and digits of written Urdu, and the Arabic forms an Arabic keyboard types. */
export const URDU_ALPHABET = 'ءآأؤإئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہۂۃھیےۓ' + 'ةكيه' + 'ًٌٍَُِّْٰٔ' + '،؛؟۔٪' + '۰۱۲۳۴۵۶۷۸۹';

/** The characters the face draws (its unicode-range): Arabic script and the joiners between its letters. */
const drawnByFace = (point: number) =>
  (point >= 0x0600 && point <= 0x06ff) ||
  (point >= 0x0750 && point <= 0x077f) ||
  (point >= 0x200c && point <= 0x200f) ||
  (point >= 0xfb50 && point <= 0xfdff) ||
  (point >= 0xfe70 && point <= 0xfeff);

/**
 * Adds the characters of a page's UTF-8 bytes that the face draws to `characters`, in the order they first come.
 * Read as bytes: decoding ten thousand pages to text and matching each letter cost seconds a publish. Every one of
 * these characters takes two or three bytes; `seen` marks those already added.
 */
function addDrawnCharacters(page: Buffer, characters: Set<string>, seen: Uint8Array): void {
  for (let i = 0; i < page.length; i++) {
    const lead = page[i]!;
    if (lead < 0xc0) continue; // ASCII, or a byte inside a character
    if (lead >= 0xf0) {
      i += 3; // past the Basic Multilingual Plane, where the face draws nothing
      continue;
    }
    const point =
      lead < 0xe0
        ? ((lead & 0x1f) << 6) | (page[++i]! & 0x3f)
        : ((lead & 0x0f) << 12) | ((page[++i]! & 0x3f) << 6) | (page[++i]! & 0x3f);
    if (seen[point] || !drawnByFace(point)) continue;
    seen[point] = 1;
    characters.add(String.fromCharCode(point));
  }
}

const FONT_FILE = '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2';

/**
 * Points one page at the font and lets its policy allow the face's style; pages without the placeholder stay. The
 * page is read byte for byte (latin1): the tags, the placeholder and the address are ASCII, which UTF-8 never uses
 * inside a longer character, so they are found where they are in the page's text and every other byte passes
 * through as it was, without decoding and encoding the page again.
 */
export function pointAtFont(page: Buffer, url: string): Buffer {
  const html = page.toString('latin1');
  if (!html.includes(URDU_FONT_PLACEHOLDER)) return page;
  const hashes = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)]
    .filter(([, css = '']) => css.includes(URDU_FONT_PLACEHOLDER))
    .map(([, css = '']) => `'${cspHash(Buffer.from(css.replaceAll(URDU_FONT_PLACEHOLDER, url), 'latin1'))}'`);
  return Buffer.from(
    html.replaceAll(URDU_FONT_PLACEHOLDER, url).replace("style-src 'self'", `style-src 'self' ${hashes.join(' ')}`),
    'latin1',
  );
}

/**
 * Writes the subset into the build's output `dir` and points its Urdu pages at it; answers the font's size.
 * subset-font is imported with the config, not when the build is done: by then Vite's module runner, which loads
 * the config's imports, is closed and a dynamic import fails.
 */
export async function subsetUrduFont(
  dir: string,
  serverDir: string,
): Promise<{ bytes: number; characters: number; pages: number }> {
  const font = await readFile(createRequire(import.meta.url).resolve(FONT_FILE));
  const pages = (await readdir(join(dir, 'ur'), { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, 'ur', file));
  const contents = await Promise.all(pages.map((page) => readFile(page)));
  const characters = new Set(URDU_ALPHABET);
  const seen = new Uint8Array(0x10000);
  for (const content of contents) addDrawnCharacters(content, characters, seen);
  const subset = await subsetFont(font, [...characters].join(''), { targetFormat: 'woff2' });
  const name = createHash('sha256').update(subset).digest('base64url').slice(0, 10);
  const url = `/_astro/urdu-${name}.woff2`;
  await writeFile(join(dir, url), subset);
  await Promise.all(
    pages.map((page, i) => {
      const pointed = pointAtFont(contents[i]!, url);
      return pointed !== contents[i] && writeFile(page, pointed);
    }),
  );
  const modules = (await readdir(serverDir, { recursive: true }))
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => join(serverDir, file));
  await Promise.all(
    modules.map(async (file) => {
      const code = await readFile(file, 'utf8');
      if (code.includes(URDU_FONT_PLACEHOLDER)) await writeFile(file, code.replaceAll(URDU_FONT_PLACEHOLDER, url));
    }),
  );
  return { bytes: subset.length, characters: characters.size, pages: pages.length };
}
