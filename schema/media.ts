/**
 * Where the owner's photos live and how their thumbnails are found. The Worker stores each upload in R2 under a key
 * made from its content (sha-256 hex and the type's extension) and serves it at /media/<key>; the browser uploads
 * the small version of a photo beside it, which the Worker keeps at <key without extension>-thumb.webp. So the site
 * derives a photo's thumbnail from its URL alone, and the seed's drawn bottles (not under /media/) are their own.
 */
export const MEDIA_PREFIX = '/media/';

/** The photo types the shop takes, and the extension of each one's key. */
export const IMAGE_TYPE_NAMES = ['image/webp', 'image/jpeg', 'image/png'] as const;
export type ImageType = (typeof IMAGE_TYPE_NAMES)[number];
export const IMAGE_TYPES: Record<ImageType, 'webp' | 'jpg' | 'png'> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** An uploaded photo's key: 64 hex digits and its extension. */
export const MEDIA_KEY = /^[0-9a-f]{64}\.(webp|jpg|png)$/;

/** The key under which a photo's thumbnail is stored. */
export function thumbnailKey(key: string): string {
  return `${key.replace(/\.[a-z]+$/, '')}-thumb.webp`;
}

/** The thumbnail of a photo URL: /media/<hash>.jpg → /media/<hash>-thumb.webp; any other URL is its own thumbnail. */
export function thumbnailUrl(url: string): string {
  if (!url.startsWith(MEDIA_PREFIX)) return url;
  const key = url.slice(MEDIA_PREFIX.length);
  return MEDIA_KEY.test(key) ? `${MEDIA_PREFIX}${thumbnailKey(key)}` : url;
}

/** The key under which a photo's link preview (1200x630 JPEG, made by the console when the photo is uploaded) is stored. */
export function previewKey(key: string): string {
  return `${key.replace(/\.[a-z]+$/, '')}-preview.jpg`;
}

/** The link preview of an uploaded photo's URL: /media/<hash>.webp → /media/<hash>-preview.jpg. */
export function previewUrl(url: string): string {
  return `${MEDIA_PREFIX}${previewKey(url.slice(MEDIA_PREFIX.length))}`;
}

/** Whether a perfume's main photo is one the owner uploaded (its link preview was made with it), not the seed's drawing. */
export function hasPhoto(images: readonly string[]): boolean {
  return images[0]?.startsWith(MEDIA_PREFIX) ?? false;
}

/** What a link preview shows when there is no photo or drawing of the perfume to show: the shop's own. */
export const SHOP_PREVIEW = '/images/previews/home.png';

/**
 * Where the build draws the link preview of one of the seed's drawings (/images/products/{name}.svg →
 * /images/previews/products/{name}.jpg); null for any other picture. One preview per drawing, not per perfume: it
 * shows the bottle, not the name or price (the preview's title and description carry those), so it is never out of
 * date, and a publish draws as many previews as there are drawings, however many perfumes show them.
 */
export function drawnPreviewPath(image: string): string | null {
  const name = /^\/images\/products\/([a-z0-9-]+)\.svg$/.exec(image)?.[1];
  return name ? `/images/previews/products/${name}.jpg` : null;
}
