/**
 * The sizes the console scales a photo to before it uploads it: a large one for the product page (long side 1200 px),
 * a thumbnail for grids (long side 400 px), so a 12 MB camera photo becomes a few hundred KB on the phone, and the
 * link preview WhatsApp and Facebook show for its page (1200x630).
 */
export const LARGE_SIDE = 1200;
export const THUMBNAIL_SIDE = 400;
export const PREVIEW = { width: 1200, height: 630 } as const;

export interface Size {
  width: number;
  height: number;
}

/** The photo's size with its long side at most `longSide`, keeping its shape; a smaller photo is never enlarged. */
export function scaledSize(width: number, height: number, longSide: number): Size {
  const long = Math.max(width, height);
  if (long <= longSide) return { width, height };
  const scale = longSide / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface Placement extends Size {
  x: number;
  y: number;
}

/** Where the whole photo sits in the link preview: as large as fits, in the middle (the shop's colour around it). */
export function previewPlacement(width: number, height: number): Placement {
  const scale = Math.min(PREVIEW.width / width, PREVIEW.height / height);
  const placed = { width: Math.round(width * scale), height: Math.round(height * scale) };
  return {
    ...placed,
    x: Math.round((PREVIEW.width - placed.width) / 2),
    y: Math.round((PREVIEW.height - placed.height) / 2),
  };
}
