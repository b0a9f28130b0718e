/**
 * Draws the shop's artwork as small SVG files under public/ so no image comes from another site.
 * Run once after changing the catalog: `npx tsx scripts/make-art.ts`. The output is deterministic: colours and
 * shapes come from a hash of the product id, never from Math.random or the clock, so re-running changes no bytes.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { SHOP } from '#schema/shop';
import { CATEGORIES, categoryLabel, categoryRoute, type Category } from '#schema/catalog/categories';
import { PRODUCTS, type CatalogProduct } from '#schema/catalog/products';
import { CATEGORY_TAGLINES } from '#schema/catalog/taglines';
import { categoryTitle } from '#schema/catalog/category-title';
import type { Concentration } from '#schema/catalog/concentrations';
import { SEED_NOTES } from '#schema/catalog/notes';

interface Palette {
  hue: number;
  sat: number;
  tagline: string;
}

/** One colour family per category; product bottles use their scent type's family. */
const PALETTES: Record<Category, Palette> = {
  woody: { hue: 28, sat: 45, tagline: CATEGORY_TAGLINES.woody },
  spicy: { hue: 12, sat: 65, tagline: CATEGORY_TAGLINES.spicy },
  floral: { hue: 335, sat: 55, tagline: CATEGORY_TAGLINES.floral },
  aquatic: { hue: 198, sat: 60, tagline: CATEGORY_TAGLINES.aquatic },
  aromatic: { hue: 140, sat: 35, tagline: CATEGORY_TAGLINES.aromatic },
  citrus: { hue: 45, sat: 85, tagline: CATEGORY_TAGLINES.citrus },
  oud: { hue: 295, sat: 30, tagline: CATEGORY_TAGLINES.oud },
  fruity: { hue: 350, sat: 70, tagline: CATEGORY_TAGLINES.fruity },
  male: { hue: 215, sat: 40, tagline: CATEGORY_TAGLINES.male },
  female: { hue: 330, sat: 45, tagline: CATEGORY_TAGLINES.female },
  unisex: { hue: 170, sat: 30, tagline: CATEGORY_TAGLINES.unisex },
  summer: { hue: 48, sat: 85, tagline: CATEGORY_TAGLINES.summer },
  spring: { hue: 100, sat: 45, tagline: CATEGORY_TAGLINES.spring },
  winter: { hue: 205, sat: 35, tagline: CATEGORY_TAGLINES.winter },
  autumn: { hue: 22, sat: 60, tagline: CATEGORY_TAGLINES.autumn },
  office: { hue: 220, sat: 15, tagline: CATEGORY_TAGLINES.office },
  gym: { hue: 90, sat: 60, tagline: CATEGORY_TAGLINES.gym },
  parties: { hue: 270, sat: 45, tagline: CATEGORY_TAGLINES.parties },
  'everyday-wear': { hue: 35, sat: 30, tagline: CATEGORY_TAGLINES['everyday-wear'] },
};

/** FNV-1a: a tiny stable hash, so each product keeps the same look across runs and machines. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** HSL to #rrggbb: hex keeps files short and works in every SVG renderer. */
function color(hue: number, sat: number, light: number): string {
  const s = sat / 100;
  const l = light / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const v = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function escapeXml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
  return text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

// Bottle bodies in a 400x400 box, each at least 130 wide between y=212 and y=288 so the 124-wide label fits any of them.
const SILHOUETTES = [
  '<rect x="120" y="150" width="160" height="180" rx="18"',
  '<ellipse cx="200" cy="245" rx="95" ry="95"',
  '<path d="M135 330V175Q135 150 160 150H240Q265 150 265 175V330Z"',
  '<path d="M200 150L280 190V300L200 340L120 300V190Z"',
  '<path d="M150 150H250L285 330H115Z"',
  '<path d="M120 330V230Q120 150 200 150Q280 150 280 230V330Z"',
];
const CAPS = [
  '<rect x="170" y="84" width="60" height="46" rx="4"',
  '<rect x="179" y="70" width="42" height="60" rx="10"',
  '<circle cx="200" cy="102" r="28"',
  '<path d="M172 130L164 100L200 76L236 100L228 130Z"',
];

/** One perfume bottle; bits of `seed` nudge the hue and pick the shapes, so bottles of one scent type differ. */
function bottle(palette: Palette, seed: number, gold: boolean): string {
  const hue = palette.hue + (seed % 31) - 15;
  const capFill = gold ? '#c9a227' : color(hue, palette.sat, 22);
  return (
    `<ellipse cx="200" cy="342" rx="110" ry="12" fill="#000" opacity=".12"/>` +
    `<rect x="184" y="126" width="32" height="26" fill="${color(hue, palette.sat * 0.4, 78)}"/>` +
    `${CAPS[(seed >>> 8) % CAPS.length]} fill="${capFill}"/>` +
    `${SILHOUETTES[(seed >>> 5) % SILHOUETTES.length]} fill="${color(hue, palette.sat, 52)}" fill-opacity=".88"/>` +
    `<path d="M155 185V300" stroke="#fff" stroke-opacity=".35" stroke-width="10" stroke-linecap="round"/>`
  );
}

/** Splits a name into 1 to 3 lines and picks the largest font that fits the 124x52 label area. */
function fitName(name: string): { lines: string[]; size: number } {
  const words = name.split(' ');
  let best = { lines: [name], size: 0 };
  for (let count = 1; count <= Math.min(3, words.length); count++) {
    const lines = balancedLines(words, count);
    const longest = Math.max(...lines.map((line) => line.length));
    const size = Math.floor(Math.min(26, 120 / (longest * 0.55), 52 / (count * 1.15)));
    if (size > best.size) best = { lines, size };
  }
  return best;
}

function balancedLines(words: string[], count: number): string[] {
  if (count === 1) return [words.join(' ')];
  let best: string[] = [];
  for (let cut = 1; cut <= words.length - count + 1; cut++) {
    const lines = [words.slice(0, cut).join(' '), ...balancedLines(words.slice(cut), count - 1)];
    const width = (ls: string[]) => Math.max(...ls.map((line) => line.length));
    if (best.length === 0 || width(lines) < width(best)) best = lines;
  }
  return best;
}

/** The bottle's label: the perfume's name, and under it its concentration as the product page names it. */
function label(name: string, concentration: Concentration, ink: string): string {
  const { lines, size } = fitName(name);
  const lineHeight = Math.round(size * 1.15);
  const firstBaseline = Math.round(242 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35);
  const tspans = lines
    .map((line, i) => `<tspan x="200" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<rect x="138" y="212" width="124" height="76" rx="6" fill="#fffaf0" stroke="${ink}"/>` +
    `<text font-family="serif" font-size="${size}" text-anchor="middle" fill="${ink}">${tspans}</text>` +
    `<text x="200" y="281" font-family="sans-serif" font-size="7" letter-spacing="2" text-anchor="middle" fill="${ink}">${concentration.toUpperCase()}</text>`
  );
}

/** A background pattern (dots, stripes, rings or a Mughal arch) so neighbouring cards do not look alike. */
function backdrop(tint: string, ink: string, kind: number): string {
  const fill = `<rect width="400" height="400" fill="${tint}"/>`;
  const tile = (shape: string) =>
    `<defs><pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse">${shape}</pattern></defs>` +
    `<rect width="400" height="400" fill="url(#p)" opacity=".25"/>`;
  if (kind === 0) return fill + tile(`<circle cx="14" cy="14" r="2.5" fill="${ink}"/>`);
  if (kind === 1) return fill + tile(`<path d="M0 28L28 0" stroke="${ink}" stroke-width="3"/>`);
  if (kind === 2)
    return (
      fill +
      `<g fill="none" stroke="${ink}" opacity=".18"><circle cx="200" cy="230" r="150"/><circle cx="200" cy="230" r="175"/><circle cx="200" cy="230" r="192"/></g>`
    );
  return fill + `<path d="M90 380V200Q90 90 200 50Q310 90 310 200V380Z" fill="#fff" opacity=".45"/>`;
}

function productArt(product: CatalogProduct): string {
  const palette = PALETTES[product.scentType];
  const seed = hash(product.id);
  const hue = palette.hue + (seed % 31) - 15;
  const ink = color(hue, palette.sat, 24);
  const body =
    backdrop(color(hue, palette.sat * 0.6, 92), ink, (seed >>> 11) % 4) +
    bottle(palette, seed, ((seed >>> 13) & 1) === 1) +
    label(product.name, SEED_NOTES[product.id]!.concentration, ink);
  return svg(400, 400, product.name, body);
}

/**
 * A banner or tile: gradient, a row of arches, three bottles and the lettering. Wide banners put the bottles on the
 * right and the words on the left; tiles stack the bottles above the words so neither covers the other. Banners and
 * the home page's tiles are drawn without lettering (`lettering: false`): the page writes their words over them in
 * HTML, in its own language, which stays readable on a phone where lettering inside the picture would shrink to a few
 * pixels. The link previews, which no page writes over, are lettered.
 */
function scene(
  width: number,
  height: number,
  palette: Palette,
  title: string,
  tagline: string,
  extra = '',
  lettering = true,
): string {
  const ink = color(palette.hue, palette.sat, 20);
  const wide = width / height >= 2.5;
  const titleSize = Math.round(wide ? Math.min(height * 0.19, 64) : height * 0.13);
  const titleY = Math.round(wide ? height * 0.5 : height * 0.8);
  // One path of arches side by side, each drawn by the same relative steps from a point 150 to the right of the last
  // one's: a banner inlined in its page costs the same few bytes gzipped however many arches it has.
  const [top, shoulder, peak] = [Math.round(height * 0.55), Math.round(height * 0.3), Math.round(height * 0.22)];
  const arch = `V${top}q0 ${shoulder - top} 60 ${peak - top} 60 ${shoulder - peak} 60 ${top - peak}V${height}Z`;
  const arches = Array<string>(Math.ceil(width / 150))
    .fill(arch)
    .join('m150 0');
  // A bottle's drawing spans x 105..295 and y 70..354 of its 400 box; centre it on `centre` and the given middle.
  const scale = Math.min(wide ? height * 0.75 : height * 0.5, 240) / 400;
  const spacing = 250 * scale;
  const lastCentre = wide ? width * 0.97 - 95 * scale : width / 2 + spacing;
  const middle = wide ? height / 2 : height * 0.33;
  const bottles = [0, 1, 2]
    .map((i) => {
      const x = Math.round(lastCentre - (2 - i) * spacing - 200 * scale);
      const y = Math.round(middle - 212 * scale - (i === 1 ? height * 0.04 : 0));
      return `<g transform="translate(${x} ${y}) scale(${scale})">${bottle(palette, hash(title) + i * 4129, i === 1)}</g>`;
    })
    .join('');
  const textX = Math.round(wide ? width * 0.05 : width * 0.06);
  const body =
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${color(palette.hue, palette.sat, 94)}"/>` +
    `<stop offset="1" stop-color="${color(palette.hue, palette.sat, 80)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/><g fill="#fff" opacity=".3"><path d="M15 ${height}${arches}"/></g>${extra}${bottles}`;
  if (!lettering) return svg(width, height, title, body);
  const words =
    `<text x="${textX}" y="${titleY}" font-family="serif" font-size="${titleSize}" font-weight="bold" fill="${ink}">${escapeXml(title)}</text>` +
    `<text x="${textX}" y="${Math.round(titleY + titleSize * 0.85)}" font-family="sans-serif" font-size="${Math.round(titleSize * 0.38)}" fill="${ink}">${escapeXml(tagline)}</text>`;
  return svg(width, height, title, body + words);
}

// Drawn in the gap between the lettering and the bottles of a 1200x400 banner.
const CRESCENT =
  '<g fill="#d4a72c"><path d="M636.6 65.1A45 45 0 1 0 679.2 132.1A40 40 0 0 1 636.6 65.1Z"/>' +
  '<circle cx="700" cy="70" r="4"/><circle cx="712" cy="160" r="3"/><circle cx="590" cy="52" r="3"/></g>';
const DROPS =
  '<g fill="#b7791f" opacity=".5"><path d="M680 90Q696 122 680 132Q664 122 680 90Z"/>' +
  '<path d="M712 150Q724 175 712 183Q700 175 712 150Z"/></g>';

const EID_PALETTE: Palette = { hue: 160, sat: 40, tagline: 'EID SALE: festive fragrances at special prices' };
const HOME_BANNERS: Array<[file: string, palette: Palette, title: string, extra: string]> = [
  ['home-1', EID_PALETTE, 'Eid Collection', CRESCENT],
  ['home-2', { hue: 35, sat: 70, tagline: 'Alcohol-free attars from 25 ml to 1 litre' }, 'Pure Perfume Oils', DROPS],
];
const PROMO_TILES: Array<[file: string, palette: Palette, title: string]> = [
  ['attars', { hue: 30, sat: 60, tagline: 'Traditional oils, sold by the ml' }, 'Attars'],
  ['tester-kit', { hue: 200, sat: 35, tagline: 'Find your scent before the full bottle' }, 'Tester Kit'],
  ['gift-items', { hue: 345, sat: 50, tagline: 'Gifts for Eid, weddings and birthdays' }, 'Gift Items'],
];

const FAVICON = svg(
  32,
  32,
  'Perfume bottle',
  '<rect x="12" y="2" width="8" height="6" rx="1" fill="#c9a227"/><rect x="14" y="8" width="4" height="4" fill="#d8c8e8"/>' +
    '<rect x="6" y="12" width="20" height="18" rx="4" fill="#6b3f7a"/><rect x="10" y="18" width="12" height="6" rx="1" fill="#fffaf0"/>',
);

function write(relativePath: string, content: string | Buffer): void {
  const url = new URL(`../public/${relativePath}`, import.meta.url);
  mkdirSync(new URL('.', url), { recursive: true });
  writeFileSync(url, content);
}

/**
 * Link previews (og:image) for home and the category pages. WhatsApp and Facebook show no SVG preview, so these
 * are PNGs at the 1200x630 those apps expect, drawn as the banners are and rasterised by sharp.
 */
async function writePreview(name: string, palette: Palette, title: string): Promise<void> {
  const drawing = scene(1200, 630, palette, title, palette.tagline);
  write(
    `images/previews/${name}.png`,
    await sharp(Buffer.from(drawing)).png({ compressionLevel: 9, palette: true }).toBuffer(),
  );
}

// Products are keyed by id, so clear the folder first: a renamed product must not leave its old picture behind.
rmSync(new URL('../public/images/products/', import.meta.url), { recursive: true, force: true });
for (const product of PRODUCTS) write(`images/products/${product.id}.svg`, productArt(product));
for (const category of CATEGORIES) {
  const palette = PALETTES[category];
  write(
    `images/banners/${categoryRoute(category)}.svg`,
    scene(1200, 300, palette, categoryLabel(category), palette.tagline, '', false),
  );
}
for (const [file, palette, title, extra] of HOME_BANNERS)
  write(`images/banners/${file}.svg`, scene(1200, 400, palette, title, palette.tagline, extra, false));
for (const [file, palette, title] of PROMO_TILES)
  // The home page writes a tile's name and line over it as text, in the page's language.
  write(`images/promo/${file}.svg`, scene(600, 400, palette, title, palette.tagline, '', false));
write('favicon.svg', FAVICON);
// The shop's logo for search engines (structured data): a square raster of the favicon, as they want at least 112 px.
write('images/logo.png', await sharp(Buffer.from(FAVICON), { density: 1152 }).resize(512, 512).png().toBuffer());
for (const category of CATEGORIES)
  await writePreview(categoryRoute(category), PALETTES[category], categoryTitle(category));
await writePreview('home', EID_PALETTE, SHOP.name);
console.log(
  `Wrote ${PRODUCTS.length} product images, ${CATEGORIES.length + 2} banners, 3 promo tiles, favicon and ${CATEGORIES.length + 1} link previews.`,
);
