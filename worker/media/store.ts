/**
 * The owner's photos in R2 (the MEDIA binding; `npm start` and the tests use the local bucket under .wrangler, as
 * for D1). A photo is stored under the sha-256 of its bytes, so the same photo uploaded twice is one object and a
 * key's content never changes: /media/<key> is served as immutable. Only whole WebP, JPEG and PNG images are taken,
 * read to their last byte (image-check.ts), not judged by what the upload says it is; a thumbnail (the browser's small
 * WebP of a photo it just uploaded) is kept beside its photo at <key without extension>-thumb.webp, and its link
 * preview (the browser's 1200x630 JPEG of it) at <key without extension>-preview.jpg, each once: their addresses are
 * served as immutable too, so a second one for the photo never replaces the first. A photo uploaded without them
 * (through the API alone) still works: its thumbnail's and its link preview's addresses send the browser to the photo
 * itself until they are uploaded (a link preview of a photo no longer held, to the shop's own).
 */
import {
  IMAGE_TYPE_NAMES,
  IMAGE_TYPES,
  MEDIA_KEY,
  MEDIA_PREFIX,
  previewKey,
  SHOP_PREVIEW,
  thumbnailKey,
  type ImageType,
} from '#schema/media';
import { PHOTO_NOT_UPLOADED } from '#schema/payloads/admin-products';
import type { StoredImage } from '#schema/answers/images';
import type { Env } from '../env';
import { ApiError } from '../http/errors';
import { isWholeImage } from './image-check';

export const NOT_AN_IMAGE = 'Please upload a WebP, JPEG or PNG photo.';

/**
 * A product's photos must be pictures the shop serves, or its cards show a broken one. Under /media/, a photo must
 * be in the bucket: a key typed by hand or never uploaded would show nothing. Any other (the seed's drawings under /images/) must be a file of the built site, asked
 * of the assets deployed with this Worker (ASSETS), the very files that answer for it, rather than of a list made at
 * build time, which would be one more thing to keep in step with them.
 */
export async function refuseUnknownPhotos(
  { MEDIA, ASSETS }: Pick<Env, 'MEDIA' | 'ASSETS'>,
  urls: readonly string[] | undefined,
  origin: string,
): Promise<void> {
  const found = await Promise.all(
    (urls ?? []).flatMap((url) => {
      if (!url.startsWith(MEDIA_PREFIX))
        return [ASSETS.fetch(new URL(url, origin), { method: 'HEAD' }).then((r) => r.ok)];
      return [MEDIA.head(url.slice(MEDIA_PREFIX.length)).then((object) => object !== null)];
    }),
  );
  if (found.includes(false))
    throw new ApiError(400, PHOTO_NOT_UPLOADED, { code: 'photo_not_uploaded', field: 'images' });
}

export function imageTypeOf(contentType: string | undefined): ImageType {
  const sent = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const type = IMAGE_TYPE_NAMES.find((name) => name === sent);
  if (!type) throw new ApiError(415, NOT_AN_IMAGE, { code: 'not_an_image' });
  return type;
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

const stored = (key: string): StoredImage => ({ key, url: `${MEDIA_PREFIX}${key}` });

/** What an upload beside a photo is: its thumbnail (WebP) or its link preview (JPEG), and which photo it is of. */
export interface Companion {
  kind: 'thumbnail' | 'preview';
  of: string;
}

const COMPANIONS = {
  thumbnail: { type: 'image/webp', key: thumbnailKey, name: 'thumbnail', refused: 'A thumbnail must be a WebP image.' },
  preview: {
    type: 'image/jpeg',
    key: previewKey,
    name: 'link preview',
    refused: 'A link preview must be a JPEG image.',
  },
} as const;

/**
 * Keeps the photo (or the thumbnail or link preview of an uploaded photo) and answers where it lives. 415 when the
 * bytes are not the type sent or not the companion's type; 404 when the photo a companion belongs to was never
 * uploaded.
 */
export async function storeImage(
  bucket: R2Bucket,
  bytes: Uint8Array,
  type: ImageType,
  companion?: Companion,
): Promise<StoredImage> {
  if (!isWholeImage(bytes, type)) throw new ApiError(415, NOT_AN_IMAGE, { code: 'not_an_image' });
  const hash = await sha256Hex(bytes);
  let key = `${hash}.${IMAGE_TYPES[type]}`;
  if (companion !== undefined) {
    const rule = COMPANIONS[companion.kind];
    if (type !== rule.type) throw new ApiError(415, rule.refused, { code: 'wrong_photo_type' });
    if (!MEDIA_KEY.test(companion.of) || !(await bucket.head(companion.of)))
      throw new ApiError(404, `Upload the photo before its ${rule.name}.`, { code: 'not_found' });
    key = rule.key(companion.of);
    // The first thumbnail or preview of a photo stays: browsers and caches keep its address for a year. A second
    // one (the same photo added again, perhaps from another browser, which encodes it a little differently) gets it.
    if (await bucket.head(key)) return stored(key);
  }
  await bucket.put(key, bytes, { httpMetadata: { contentType: type }, sha256: hash });
  return stored(key);
}

const SERVED_KEY = /^[0-9a-f]{64}(\.(webp|jpg|png)|-thumb\.webp|-preview\.jpg)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** How long a stand-in (the photo for its missing thumbnail or preview) is kept: they may be uploaded any time. */
const STAND_IN_CACHE = 'public, max-age=300';

const COMPANION_SUFFIX = /-(thumb\.webp|preview\.jpg)$/;

/** The photo a missing thumbnail or preview stands for, if it was uploaded, as whichever of the three types it was. */
async function photoOfCompanion(bucket: R2Bucket, key: string): Promise<string | null> {
  const hash = key.replace(COMPANION_SUFFIX, '');
  const found = await Promise.all(
    Object.values(IMAGE_TYPES).map(async (extension) => {
      const photo = `${hash}.${extension}`;
      return (await bucket.head(photo)) ? photo : null;
    }),
  );
  return found.find((photo) => photo !== null) ?? null;
}

/** GET /media/<key>: the stored bytes with their type, cached for a year; 404 for anything else. */
export async function serveImage(bucket: R2Bucket, key: string, ifNoneMatch: string | undefined): Promise<Response> {
  const object = SERVED_KEY.test(key) ? await bucket.get(key) : null;
  const photo = !object && COMPANION_SUFFIX.test(key) && SERVED_KEY.test(key) && (await photoOfCompanion(bucket, key));
  if (photo)
    return new Response(null, {
      status: 302,
      headers: { location: `${MEDIA_PREFIX}${photo}`, 'cache-control': STAND_IN_CACHE },
    });
  if (!object && key.endsWith('-preview.jpg') && SERVED_KEY.test(key))
    return new Response(null, { status: 302, headers: { location: SHOP_PREVIEW } });
  if (!object)
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const headers = new Headers({ 'cache-control': IMMUTABLE, etag: object.httpEtag });
  headers.set('content-type', object.httpMetadata?.contentType ?? 'application/octet-stream');
  if (ifNoneMatch === object.httpEtag) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-length', String(object.size));
  return new Response(object.body, { headers });
}
