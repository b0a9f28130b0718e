/**
 * A perfume's link preview (og:image): the 1200x630 JPEG WhatsApp, Facebook and Instagram show for a shared product
 * page, drawn at build time: the bottle on the left, its name, kind and price on the right, rasterised by sharp.
 * JPEG rather than a palette PNG: about 15 ms a preview instead of 200 ms or more (the palette's quantising), so a
 * fresh clone and a publish of thousands of perfumes are not spent drawing, for about 12 KB more each.
 * Only for the seed's artwork: a photo the owner uploads brings its own preview, made by the console (photo-encode.ts).
 * No value of a product may stop a publish: a drawing that is missing or unreadable leaves the words alone, and a
 * preview sharp cannot draw falls back to the shop's name, each with a warning in the build's log.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export interface PreviewPerfume {
  name: string;
  kind: string;
  price: string;
  image: string;
}

/** Characters XML 1.0 cannot hold at all (controls, U+FFFE, U+FFFF, lone surrogates): sharp's parser stops on them. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

/** The name in lines of at most 14 characters (what 500 px hold at the size drawn), at most 3 of them. */
export function nameLines(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines.slice(2).join(' ').slice(0, 12)}…`] : lines;
}

async function bottle(image: string): Promise<string> {
  if (!image.startsWith('/images/') || !image.endsWith('.svg')) return '';
  // The build runs from the project's root, and its bundle is elsewhere: the file is found from the root.
  const drawing = await readFile(join(process.cwd(), 'public', image)).catch(() => null);
  if (!drawing) {
    console.warn(`The link preview of ${image} shows the words alone: there is no such drawing in public/.`);
    return '';
  }
  return `<image x="60" y="45" width="540" height="540" href="data:image/svg+xml;base64,${drawing.toString('base64')}"/>`;
}

export async function linkPreview(perfume: PreviewPerfume, shop: string): Promise<Buffer> {
  try {
    return await rasterised(drawingOf(perfume, shop, await bottle(perfume.image)));
  } catch (error) {
    console.warn(`The link preview of ${perfume.name} could not be drawn, so it shows the shop's name:`, error);
    return rasterised(drawingOf({ name: shop, kind: '', price: '', image: '' }, shop, ''));
  }
}

function drawingOf(perfume: PreviewPerfume, shop: string, bottleImage: string): string {
  const lines = nameLines(perfume.name);
  const size = lines.length > 2 ? 48 : 56;
  const name = lines.map(
    (line, i) =>
      `<text x="660" y="${230 + i * (size + 8)}" font-size="${size}" font-weight="700">${escapeXml(line)}</text>`,
  );
  const below = 230 + lines.length * (size + 8);
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#f6f1ea"/><rect x="30" y="30" width="600" height="570" rx="28" fill="#fff"/>
  ${bottleImage}
  <g font-family="DejaVu Serif, serif" fill="#1d1a22">
    <text x="660" y="120" font-size="34" fill="#6b2d5c" font-weight="700">${escapeXml(shop)}</text>
    ${name.join('\n    ')}
    <text x="660" y="${below + 10}" font-size="34" fill="#5f5868">${escapeXml(perfume.kind)}</text>
    <text x="660" y="${below + 80}" font-size="52" font-weight="700">${escapeXml(perfume.price)}</text>
    <text x="660" y="560" font-size="28" fill="#5f5868">Cash on delivery across Pakistan</text>
  </g>
</svg>`;
  return drawing;
}

/**
 * Most perfumes' previews are the same from one build to the next: each is kept under the hash of its drawing, so a
 * build redraws only what changed.
 */
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'link-previews');

async function rasterised(drawing: string): Promise<Buffer> {
  const file = join(CACHE, `${createHash('sha256').update(drawing).digest('hex')}.jpg`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const jpeg = await sharp(Buffer.from(drawing)).jpeg({ quality: 82 }).toBuffer();
  await mkdir(CACHE, { recursive: true });
  await writeFile(file, jpeg);
  return jpeg;
}
