/**
 * Whether the bytes are a whole image of the declared type, read from the first byte to the last: every PNG chunk
 * with its CRC from IHDR to IEND, every JPEG segment from SOI to EOI, and a WebP's RIFF size and chunks filling the
 * file exactly. A file that only starts like an image (a PNG signature, then HTML) is not one, and nothing may follow
 * the image's end. The console re-encodes each photo in the browser before sending it, so a real upload always
 * passes; this is the Worker's own check that what it serves as an image is one.
 */
import type { ImageType } from '#schema/media';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** PNG's CRC-32 of the bytes. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function isPng(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, PNG_SIGNATURE)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = PNG_SIGNATURE.length;
  let first = true;
  let sawData = false;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    first = false;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && end === bytes.length;
    at = end;
  }
  return false;
}

/** Markers that stand alone, with no length after them: TEM and the restart markers. */
const STANDALONE = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
const SOF = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function isJpeg(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0xff, 0xd8])) return false;
  let at = 2;
  let sawFrame = false;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte before a marker
      continue;
    }
    if (marker === 0xd9) return sawFrame && at + 2 === bytes.length;
    if (marker === 0xd8 || marker === 0x00) return false;
    if (STANDALONE(marker)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return false;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return false;
    if (SOF(marker)) sawFrame = true;
    at += 2 + length;
    if (marker === 0xda) {
      if (!sawFrame) return false;
      // The entropy-coded scan runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !STANDALONE(bytes[at + 1]!)))
        at += 1;
    }
  }
  return false;
}

const WEBP_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP', 'EXIF', 'XMP ']);

function isWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 20 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(4, true) !== bytes.length - 8) return false;
  let at = 12;
  let first = true;
  while (at + 8 <= bytes.length) {
    const type = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const data = at + 8;
    if (!WEBP_CHUNKS.has(type) || data + size > bytes.length) return false;
    if (first) {
      // A still image's bitstream starts with its signature: VP8's 9D 01 2A after the frame tag, VP8L's 2F.
      if (type === 'VP8 ' && !(size >= 10 && startsWith(bytes, [0x9d, 0x01, 0x2a], data + 3))) return false;
      if (type === 'VP8L' && !(size >= 5 && bytes[data] === 0x2f)) return false;
      if (!['VP8 ', 'VP8L', 'VP8X'].includes(type)) return false;
    }
    first = false;
    at = data + size + (size % 2);
  }
  return !first && at === bytes.length;
}

export function isWholeImage(bytes: Uint8Array, type: ImageType): boolean {
  if (type === 'image/png') return isPng(bytes);
  if (type === 'image/jpeg') return isJpeg(bytes);
  return isWebp(bytes);
}
