/** What POST /api/admin/images answers: where the photo now lives. The rules of keys and thumbnails: schema/media.ts. */
export interface StoredImage {
  /** sha-256 of the bytes in hex, and the type's extension (a thumbnail: <key>-thumb.webp). */
  key: string;
  /** /media/<key>, what a product's `images` list holds. */
  url: string;
}

export interface ImageAnswer {
  success: true;
  image: StoredImage;
}

/** The largest photo the shop takes; the console scales photos down well below it before they are sent. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
