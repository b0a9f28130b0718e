import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { URDU_FONT_PLACEHOLDER, urduFontFace } from './urdu-font';
import { subsetUrduFont } from './urdu-font-subset';

const builds: string[] = [];
afterEach(() => builds.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A module of the Worker's bundle that draws Urdu pages, as the build writes it. */
const WORKER_MODULE = `const URDU_FONT_PLACEHOLDER = ${JSON.stringify(URDU_FONT_PLACEHOLDER)};\n`;

/**
 * A build's output holding these pages (paths under its root) and a Worker bundle beside it, cut as the build's
 * last step cuts it.
 */
async function cut(pages: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'urdu-font-'));
  builds.push(dir);
  const client = join(dir, 'client');
  const server = join(dir, 'server');
  mkdirSync(join(client, '_astro'), { recursive: true });
  mkdirSync(join(server, 'chunks'), { recursive: true });
  writeFileSync(join(server, 'chunks', 'urdu.mjs'), WORKER_MODULE);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(client, path)), { recursive: true });
    writeFileSync(join(client, path), html);
  }
  const font = await subsetUrduFont(client, server);
  return { font, read: (path: string) => readFileSync(join(client, path), 'utf8'), server };
}

const page = (words: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="style-src 'self' 'sha256-x'">` +
  `<link rel="preload" href="${URDU_FONT_PLACEHOLDER}"><style>${urduFontFace(URDU_FONT_PLACEHOLDER)}</style></head>` +
  `<body><p>${words}</p></body></html>`;
const PLAIN = '<html><head></head><body><p>بغیر</p></body></html>';

// subset-font compiles harfbuzz's wasm on its first cut: seconds on a busy machine.
describe('the Urdu font cut at the end of the build', { timeout: 60_000 }, () => {
  it('points each Urdu page and its policy at the cut, leaving every other byte as it was', async () => {
    const { font, read } = await cut({
      'ur/home.html': page('خوشبو 😀 é'),
      'ur/perfumes/oud.html': page('عود'),
      'ur/plain.html': PLAIN,
    });

    expect(font.pages).toBe(3);
    const home = read('ur/home.html');
    const url = /href="(\/_astro\/urdu-[\w-]{10}\.woff2)"/.exec(home)?.[1];
    expect(url).toBeDefined();
    expect(readFileSync(join(builds[0]!, 'client', url!)).length).toBe(font.bytes);
    const style = `'sha256-${createHash('sha256').update(urduFontFace(url!)).digest('base64')}'`;
    const pointed = (html: string) =>
      html.replaceAll(URDU_FONT_PLACEHOLDER, url!).replace("style-src 'self'", `style-src 'self' ${style}`);
    expect(home).toBe(pointed(page('خوشبو 😀 é')));
    expect(read('ur/perfumes/oud.html')).toBe(pointed(page('عود')));
    expect(read('ur/plain.html')).toBe(PLAIN);
  });

  it("points the Worker's Urdu pages at the cut too", async () => {
    const { read, server } = await cut({ 'ur/home.html': page('خوشبو') });
    const url = /href="(\/_astro\/urdu-[\w-]{10}\.woff2)"/.exec(read('ur/home.html'))?.[1];
    expect(readFileSync(join(server, 'chunks', 'urdu.mjs'), 'utf8')).toBe(
      WORKER_MODULE.replace(URDU_FONT_PLACEHOLDER, url!),
    );
  });

  it('holds the Urdu alphabet and every character of the face the Urdu pages write beyond it', async () => {
    const alphabet = (await cut({ 'ur/home.html': page('خوشبو') })).font.characters;
    // ﷺ (U+FDFA, a ligature) and the Arabic ﮐ (U+FB90) are the face's but not in the alphabet; 😀 and é are not its.
    const more = (await cut({ 'ur/home.html': page('ﷺ 😀 é'), 'ur/perfumes/oud.html': page('ﮐ ﷺ') })).font;
    expect(more.characters).toBe(alphabet + 2);
  });
});
