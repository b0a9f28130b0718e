/** What POST /api/admin/images answers: where the photo now lives. The rules of keys and thumbnails: schema/media.ts. */
import { z } from '../payloads/zod';
import { success } from './common';

export const storedImage = z.object({
  /** sha-256 of the bytes in hex, and the type's extension (a thumbnail: <key>-thumb.webp). */
  key: z.string(),
  /** /media/<key>, what a product's `images` list holds. */
  url: z.string(),
});
export type StoredImage = z.output<typeof storedImage>;

export const imageAnswer = z.object({ success, image: storedImage });
export type ImageAnswer = z.output<typeof imageAnswer>;
