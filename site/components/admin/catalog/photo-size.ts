/**
 * The sizes the console scales a photo to before it uploads it: a large one for the product page (long side 1200 px)
 * and a thumbnail for grids (long side 400 px), so a 12 MB camera photo becomes a few hundred KB on the phone.
 */
export const LARGE_SIDE = 1200;
export const THUMBNAIL_SIDE = 400;

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
