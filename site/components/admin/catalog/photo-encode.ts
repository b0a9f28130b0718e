/**
 * Scales a picked photo down in the browser and encodes it as WebP at the two sizes of photo-size.ts, so only a few
 * hundred KB cross a slow link, and draws its link preview: 1200x630 JPEG, which every app that shows link previews
 * reads (WebP is not among them), the whole photo on the shop's colour. createImageBitmap decodes it (turned upright by its EXIF orientation) off the page's
 * thread where it can; an OffscreenCanvas draws and encodes it, or a canvas where there is none.
 */
import { LARGE_SIDE, PREVIEW, previewPlacement, scaledSize, THUMBNAIL_SIDE } from './photo-size';

const QUALITY = 0.82;

/** Why a picked photo could not be prepared, for the console to say in its language. */
export type PhotoProblem = 'unreadable' | 'noCanvas' | 'notEncoded';

export class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(`The photo could not be prepared (${problem}).`);
  }
}

export interface ScaledPhoto {
  large: Blob;
  thumbnail: Blob;
  preview: Blob;
}

/** The shop's panel colour (global.css --panel), around a photo in its link preview. */
const PREVIEW_BACKGROUND = '#f6f1ea';

export async function scalePhoto(file: File): Promise<ScaledPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError('unreadable');
  }
  try {
    return {
      large: await encode(bitmap, LARGE_SIDE),
      thumbnail: await encode(bitmap, THUMBNAIL_SIDE),
      preview: await drawPreview(bitmap),
    };
  } finally {
    bitmap.close();
  }
}

async function encode(bitmap: ImageBitmap, longSide: number): Promise<Blob> {
  const { width, height } = scaledSize(bitmap.width, bitmap.height, longSide);
  const webp = await draw(bitmap, width, height, 'image/webp');
  if (webp.type === 'image/webp') return webp;
  // A browser that cannot encode WebP (Safari before 17) hands back a PNG, many times larger: JPEG instead.
  return draw(bitmap, width, height, 'image/jpeg');
}

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Draws on a canvas the size of what it encodes. */
type Painter = (context: Context2D) => void;

function photoPainter(bitmap: ImageBitmap, width: number, height: number, type: string): Painter {
  return (context) => {
    // JPEG has no transparency: a transparent background would turn black, so it turns white, like the shop's cards.
    if (type === 'image/jpeg') {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
  };
}

function drawPreview(bitmap: ImageBitmap): Promise<Blob> {
  const { x, y, width, height } = previewPlacement(bitmap.width, bitmap.height);
  return onCanvas(PREVIEW.width, PREVIEW.height, 'image/jpeg', (context) => {
    context.fillStyle = PREVIEW_BACKGROUND;
    context.fillRect(0, 0, PREVIEW.width, PREVIEW.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, x, y, width, height);
  });
}

function draw(bitmap: ImageBitmap, width: number, height: number, type: string): Promise<Blob> {
  return onCanvas(width, height, type, photoPainter(bitmap, width, height, type));
}

function painted(context: Context2D | null, paint: Painter): void {
  if (!context) throw new PhotoError('noCanvas');
  paint(context);
}

async function onCanvas(width: number, height: number, type: string, paint: Painter): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    painted(canvas.getContext('2d'), paint);
    return canvas.convertToBlob({ type, quality: QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  painted(canvas.getContext('2d'), paint);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoError('notEncoded'))), type, QUALITY),
  );
}
