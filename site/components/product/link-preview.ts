/**
 * The link preview (og:image) of each of the seed's drawings: the 1200x630 JPEG WhatsApp, Facebook and Instagram
 * show for a shared product page, drawn at build time: the bottle on the left, the shop's name and its promise on the
 * right, rasterised by sharp. One per drawing rather than per perfume: the page's title and description carry the
 * perfume's name and price beside the picture, so the picture never shows an old price, and a publish of thousands of
 * perfumes draws no more previews than there are drawings (a preview takes 15 to 60 ms).
 * JPEG rather than a palette PNG: about 15 ms a preview instead of 200 ms or more (the palette's quantising).
 * A photo the owner uploads brings its own preview, made by the console (photo-encode.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Characters XML 1.0 cannot hold at all (controls, U+FFFE, U+FFFF, lone surrogates): sharp's parser stops on them. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

// The build runs from the project's root, and its bundle is elsewhere: the drawings are found from the root.
const DRAWINGS = join(process.cwd(), 'public', 'images', 'products');

/** The seed's drawings, by name: /images/products/{name}.svg. */
export const drawingNames = (): string[] =>
  readdirSync(DRAWINGS)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length));

export async function linkPreview(drawingName: string, shop: string): Promise<Buffer> {
  const drawing = await readFile(join(DRAWINGS, `${drawingName}.svg`));
  const bottle = `<image x="60" y="45" width="540" height="540" href="data:image/svg+xml;base64,${drawing.toString('base64')}"/>`;
  return rasterised(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#f6f1ea"/><rect x="30" y="30" width="600" height="570" rx="28" fill="#fff"/>
  ${bottle}
  <g font-family="DejaVu Serif, serif" fill="#1d1a22">
    <text x="660" y="230" font-size="50" fill="#6b2d5c" font-weight="700">${escapeXml(shop)}</text>
    <text x="660" y="310" font-size="34" fill="#5f5868">Perfumes and</text>
    <text x="660" y="356" font-size="34" fill="#5f5868">pure perfume oils</text>
    <text x="660" y="560" font-size="28" fill="#5f5868">Cash on delivery across Pakistan</text>
  </g>
</svg>`);
}

/**
 * A drawing's preview is the same from one build to the next until the drawing or the shop's name changes: each is
 * kept under the hash of what it draws, so a build redraws only what changed.
 */
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'link-previews');

/**
 * The previews drawn or being drawn in this process, by their file in the cache. The build loads this module twice,
 * with its config (which starts drawing them all, drawAhead) and in its pages: the map is the process's, so a page
 * waits for a preview already under way instead of drawing it again.
 */
const drawing: Map<string, Promise<Buffer>> = ((
  globalThis as { linkPreviews?: Map<string, Promise<Buffer>> }
).linkPreviews ??= new Map());

function rasterised(svg: string): Promise<Buffer> {
  const file = join(CACHE, `${createHash('sha256').update(svg).digest('hex')}.jpg`);
  let jpeg = drawing.get(file);
  if (!jpeg) {
    jpeg = keptOrDrawn(file, svg);
    drawing.set(file, jpeg);
  }
  return jpeg;
}

async function keptOrDrawn(file: string, svg: string): Promise<Buffer> {
  const kept = await readFile(file).catch(() => null);
  if (kept?.length) return kept;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  await mkdir(CACHE, { recursive: true });
  // Written aside and renamed into place: another build sharing the cache (a test's, a benchmark's) then reads a
  // whole preview or none, never one half written (it published an empty preview once).
  const aside = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(aside, jpeg);
  await rename(aside, file);
  return jpeg;
}

/**
 * Draws every drawing's preview from the start of the build, as many at once as the machine has cores: sharp draws
 * on threads of its own, so they are drawn beside the catalog's loading, the bundling and the pages, which hold the
 * main thread, and each preview's page finds its picture ready (on a fresh clone, 168 drawings at 15 to 60 ms each
 * were otherwise drawn one by one while nothing else ran; drawn one at a time from the start, the pages still waited
 * for the last half of them, the main thread idle and a core unused). A failure is left for that page to report.
 */
export async function drawAhead(shop: string): Promise<void> {
  const queue = drawingNames();
  const drawer = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift())
      await linkPreview(name, shop).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, drawer));
}
