/**
 * The shop's drawings (public/images/products/*.svg), bundled with the pages: a page Astro draws in the Worker has
 * no files to read, and its main picture still arrives inside its HTML (inline-drawing.ts says why) and its link
 * preview is still the one the build drew for its drawing.
 */
import { drawnPreviewPath } from '#schema/media';
import { svgDataUrl } from './inline-drawing';

const DRAWINGS = import.meta.glob<string>('/public/images/products/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const drawingAt = (url: string): string | undefined => DRAWINGS[`/public${url}`];

/** `/images/products/oud.svg` as a data: URL; a photo (or any other address) as it is. */
export function inlinedDrawing(url: string): string {
  const svg = drawingAt(url);
  return svg === undefined ? url : svgDataUrl(svg);
}

/** A perfume's link preview on its page: its drawing's, which the build draws, or null for a photo. */
export function drawingPreview(image: string): string | null {
  return drawingAt(image) === undefined ? null : drawnPreviewPath(image);
}
