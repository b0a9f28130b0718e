/**
 * How a photo is asked for. The console uploads each photo twice, its longer side 1200 px and a 400 px thumbnail
 * (schema/media.ts finds the thumbnail from the URL): grids ask for the thumbnail, and where the photo is the point
 * the browser picks from both by the width it will show. The seed's drawn bottles are SVG, sharp at any size.
 */
import { thumbnailUrl } from '#schema/media';

export const THUMBNAIL_WIDTH = 400;
export const LARGE_WIDTH = 1200;

/**
 * The product page's main photo: up to the page's width on a phone, about half of it beside the details on a wider
 * screen; only with a srcset (a drawing has one size), where HTML allows it.
 */
export const GALLERY_SIZES = '(max-width: 760px) 100vw, 560px';

export function photoSources(url: string): { src: string; srcset?: string } {
  const thumbnail = thumbnailUrl(url);
  if (thumbnail === url) return { src: url };
  return { src: url, srcset: `${thumbnail} ${THUMBNAIL_WIDTH}w, ${url} ${LARGE_WIDTH}w` };
}
