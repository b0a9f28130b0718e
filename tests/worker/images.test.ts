import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, MEDIA } from '#schema/api';
import { previewUrl, thumbnailUrl } from '#schema/media';
import { MAX_IMAGE_BYTES } from '#schema/payloads/images';
import { createPerfume, newPerfume } from './catalog-fixtures';
import { call, makeUser, request } from './client';
import { crc32 } from '../../worker/media/image-check';

/** Two-pixel photos as sharp encodes them. */
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
const PNG = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4IWdzQs6GAUIBACH2BIk4ffMZAAAAAElFTkSuQmCC',
);
const JPEG = fromBase64(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCEAHq+/9k=',
);
const WEBP = fromBase64('UklGRjgAAABXRUJQVlA4ICwAAACQAQCdASoCAAIAAUAmJaACdLoAA5gA/vD6K67xaUa/+8Z//cZ//cZ/7uAAAA==');

const HTML = new TextEncoder().encode('<html><script>alert(document.domain)</script></html>');
const joined = (...parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (bytes.set(part, at), at + part.length), 0);
  return bytes;
};

/** A PNG chunk as an encoder writes it: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** The PNG photo made `size` bytes long by a private chunk of zeros before its end (IEND, the last 12 bytes). */
const pngOfSize = (size: number) =>
  joined(PNG.subarray(0, -12), pngChunk('prVt', new Uint8Array(size - PNG.length - 12)), PNG.subarray(-12));

/** Another WebP: the photo's with an XMP chunk after its bitstream, and the RIFF size to match. */
function otherWebp(): Uint8Array {
  const xmp = joined(new TextEncoder().encode('XMP '), new Uint8Array([2, 0, 0, 0, 0x20, 0x20]));
  const bytes = joined(WEBP, xmp);
  new DataView(bytes.buffer).setUint32(4, bytes.length - 8, true);
  return bytes;
}

let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
});

const upload = (body: Uint8Array, type: string, options: { query?: string; token?: string } = {}) =>
  request(MEDIA.upload, {
    token: options.token ?? admin.token,
    body,
    headers: { 'content-type': type },
    query: options.query,
  });

async function sha256(bytes: Uint8Array) {
  return Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

describe('POST /api/admin/images', () => {
  it.each([
    ['image/webp', WEBP, 'webp'],
    ['image/jpeg', JPEG, 'jpg'],
    ['image/png', PNG, 'png'],
  ] as const)('keeps a real %s in R2 under the sha-256 of its bytes (201)', async (type, bytes, extension) => {
    const { status, body } = await upload(bytes, type);
    expect(status).toBe(201);
    const key = `${await sha256(bytes)}.${extension}`;
    expect(body).toEqual({ success: true, image: { key, url: `/media/${key}` } });
    const object = await env.MEDIA.get(key);
    expect(object?.httpMetadata?.contentType).toBe(type);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
  });

  it('stores the same photo once, under the same key', async () => {
    const first = await upload(PNG, 'image/png');
    const again = await upload(PNG, 'image/png');
    expect(again.body.image).toEqual(first.body.image);
  });

  it('keeps a thumbnail beside its photo, where thumbnailUrl finds it', async () => {
    const photo = (await upload(JPEG, 'image/jpeg')).body.image;
    const { status, body } = await upload(WEBP, 'image/webp', { query: `thumbnailOf=${photo.key}` });
    expect(status).toBe(201);
    expect(body.image.url).toBe(thumbnailUrl(photo.url));
    expect(body.image.key).toBe(`${photo.key.slice(0, 64)}-thumb.webp`);
    expect(await env.MEDIA.head(body.image.key)).not.toBeNull();
  });

  it('keeps a link preview beside its photo, where previewUrl finds it, as a JPEG', async () => {
    const photo = (await upload(WEBP, 'image/webp')).body.image;
    const { status, body } = await upload(JPEG, 'image/jpeg', { query: `previewOf=${photo.key}` });
    expect(status).toBe(201);
    expect(body.image.url).toBe(previewUrl(photo.url));
    const response = await call(previewUrl(photo.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
  });

  it('refuses a link preview that is not JPEG (415), of a photo never uploaded (404), or sent as a thumbnail too (400)', async () => {
    const photo = (await upload(PNG, 'image/png')).body.image;
    const png = await upload(PNG, 'image/png', { query: `previewOf=${photo.key}` });
    expect(png.status).toBe(415);
    expect(png.body).toMatchObject({ code: 'wrong_photo_type' });
    const unknown = await upload(JPEG, 'image/jpeg', { query: `previewOf=${'0'.repeat(64)}.webp` });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found' });
    const both = await upload(JPEG, 'image/jpeg', { query: `previewOf=${photo.key}&thumbnailOf=${photo.key}` });
    expect(both.status).toBe(400);
    expect(await env.MEDIA.head(previewUrl(photo.url).slice('/media/'.length))).toBeNull();
  });

  it('refuses a thumbnail that is not WebP (415) or of a photo never uploaded (404)', async () => {
    const photo = (await upload(PNG, 'image/png')).body.image;
    expect((await upload(PNG, 'image/png', { query: `thumbnailOf=${photo.key}` })).status).toBe(415);
    const { status, body } = await upload(WEBP, 'image/webp', { query: `thumbnailOf=${'0'.repeat(64)}.jpg` });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'not_found' });
    expect((await upload(WEBP, 'image/webp', { query: 'thumbnailOf=../../secret' })).status).toBe(404);
  });

  it.each([
    ['a PNG sent as JPEG', PNG, 'image/jpeg'],
    ['a JPEG sent as WebP', JPEG, 'image/webp'],
    ['text sent as PNG', new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'image/png'],
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['a GIF', new TextEncoder().encode('GIF89a....'), 'image/gif'],
    ['JSON', new TextEncoder().encode('{"a":1}'), 'application/json'],
    ['nothing', new Uint8Array(0), 'image/png'],
    ['a PNG signature followed by HTML', joined(PNG.subarray(0, 8), HTML), 'image/png'],
    ['a PNG with HTML after its end', joined(PNG, HTML), 'image/png'],
    ['a PNG cut short', PNG.subarray(0, PNG.length - 12), 'image/png'],
    ['a PNG whose chunk fails its CRC', PNG.map((byte, i) => (i === 40 ? byte ^ 1 : byte)), 'image/png'],
    ['a RIFF/WEBP header followed by HTML', joined(WEBP.subarray(0, 12), HTML), 'image/webp'],
    ['a WebP whose RIFF size is wrong', joined(WEBP, new Uint8Array(2)), 'image/webp'],
    ['a JPEG start followed by HTML', joined(JPEG.subarray(0, 3), HTML), 'image/jpeg'],
    ['a JPEG with no end of image', JPEG.subarray(0, JPEG.length - 2), 'image/jpeg'],
    ['a JPEG with HTML after its end', joined(JPEG, HTML), 'image/jpeg'],
    ['a Content-Type named after a property every object has', PNG, 'constructor'],
  ])('refuses %s with 415, storing nothing', async (_, bytes, type) => {
    const before = (await env.MEDIA.list()).objects.length;
    const { status, body } = await upload(bytes, type);
    expect(status).toBe(415);
    expect(body.success).toBe(false);
    expect((await env.MEDIA.list()).objects.length).toBe(before);
  });

  it('takes a photo of exactly 2 MB and refuses a larger one with 413, storing nothing', async () => {
    expect((await upload(pngOfSize(MAX_IMAGE_BYTES), 'image/png')).status).toBe(201);
    const larger = pngOfSize(MAX_IMAGE_BYTES + 1);
    const before = (await env.MEDIA.list()).objects.length;
    const { status, body } = await upload(larger, 'image/png');
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: 'photo_too_large' });
    expect((await env.MEDIA.list()).objects.length).toBe(before);
  });

  it("keeps a photo's first thumbnail: a second one never changes the bytes behind its immutable address", async () => {
    const photo = (await upload(JPEG, 'image/jpeg')).body.image;
    const first = await upload(WEBP, 'image/webp', { query: `thumbnailOf=${photo.key}` });
    const second = await upload(otherWebp(), 'image/webp', { query: `thumbnailOf=${photo.key}` });
    expect(second.body.image).toEqual(first.body.image);
    const kept = await env.MEDIA.get(first.body.image.key);
    expect(new Uint8Array(await kept!.arrayBuffer())).toEqual(WEBP);
  });

  it('puts a photo uploaded without its thumbnail on a product: the thumbnail address sends cards to the photo', async () => {
    const photo = (await upload(pngOfSize(PNG.length + 20), 'image/png')).body.image;
    const made = await createPerfume(admin.token);
    const saved = await request(ADMIN_PRODUCTS.change, {
      token: admin.token,
      params: { id: made._id },
      body: { version: made.version, images: [photo.url] },
    });
    expect(saved).toMatchObject({ status: 200, body: { product: { images: [photo.url] } } });
    const standIn = await call(thumbnailUrl(photo.url));
    expect(standIn.status).toBe(302);
    expect(standIn.headers.get('location')).toBe(photo.url);
    // Not kept for a year: once the thumbnail is uploaded, cards get it.
    expect(standIn.headers.get('cache-control')).toBe('public, max-age=300');
    // Its link preview, never uploaded either, is the photo too: a shared link shows the owner's photo.
    const preview = await call(previewUrl(photo.url));
    expect(preview.status).toBe(302);
    expect(preview.headers.get('location')).toBe(photo.url);
    await upload(WEBP, 'image/webp', { query: `thumbnailOf=${photo.key}` });
    const thumbnail = await call(thumbnailUrl(photo.url));
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
  });

  it('answers a thumbnail of a photo never uploaded with 404', async () => {
    const response = await call(`/media/${'c'.repeat(64)}-thumb.webp`);
    expect(response.status).toBe(404);
  });

  it('puts an uploaded photo on a product, and refuses one never uploaded without changing the product', async () => {
    const photo = (await upload(JPEG, 'image/jpeg')).body.image;
    await upload(WEBP, 'image/webp', { query: `thumbnailOf=${photo.key}` });
    const made = await createPerfume(admin.token);
    const withPhoto = await request(ADMIN_PRODUCTS.change, {
      token: admin.token,
      params: { id: made._id },
      body: { version: made.version, images: [photo.url] },
    });
    expect(withPhoto.status).toBe(200);
    expect(withPhoto.body.product.images).toEqual([photo.url]);

    const missing = `/media/${'0'.repeat(64)}.png`;
    expect(
      await request(ADMIN_PRODUCTS.change, {
        token: admin.token,
        params: { id: made._id },
        body: { version: made.version + 1, images: [photo.url, missing] },
      }),
    ).toMatchObject({ status: 400, body: { success: false, code: 'photo_not_uploaded', field: 'images' } });
    const now = await request(ADMIN_PRODUCTS.read, { token: admin.token, params: { id: made._id } });
    expect(now.body.product).toMatchObject({ images: [photo.url], version: made.version + 1 });
  });

  it("takes one of the built site's drawings, and refuses one it does not have on a new or changed product", async () => {
    const drawn = '/images/products/miraj.svg';
    const missing = '/images/products/no-such-bottle.svg';
    const built = (path: string) => env.ASSETS.fetch(`http://shop.test${path}`, { method: 'HEAD' });
    expect([(await built(drawn)).status, (await built(missing)).status]).toEqual([200, 404]);
    const before = await env.DB.prepare('SELECT count(*) AS n FROM products').first('n');
    const create = (images: string[]) =>
      request(ADMIN_PRODUCTS.create, { token: admin.token, body: newPerfume({ images }) });
    expect(await create([missing])).toMatchObject({
      status: 400,
      body: { code: 'photo_not_uploaded', field: 'images' },
    });
    expect((await create([drawn, '/images/banners/home-1.svg', missing])).status).toBe(400);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM products').first('n')).toBe(before);

    const made = (await create([drawn])).body.product;
    const change = (images: string[]) =>
      request(ADMIN_PRODUCTS.change, { token: admin.token, params: { id: made._id }, body: { version: 1, images } });
    expect(await change([drawn, missing])).toMatchObject({ status: 400, body: { field: 'images' } });
    expect(await change(['/images/products/rawayat.svg', drawn])).toMatchObject({ status: 200 });
  });

  it('logs each upload', async () => {
    const { body } = await upload(WEBP, 'image/webp');
    const entry = await env.DB.prepare(
      "SELECT by, after FROM audit_log WHERE action = 'image.upload' AND target_id = ? ORDER BY seq DESC",
    )
      .bind(body.image.key)
      .first();
    expect(entry).toEqual({ by: admin.id, after: JSON.stringify({ type: 'image/webp', bytes: WEBP.length }) });
  });

  it('is for the admin only, with the CSRF token', async () => {
    const shopper = await makeUser();
    expect((await upload(PNG, 'image/png', { token: shopper.token })).status).toBe(403);
    expect((await request(MEDIA.upload, { body: PNG, headers: { 'content-type': 'image/png' } })).status).toBe(401);
    expect(
      (
        await request(MEDIA.upload, {
          token: admin.token,
          body: PNG,
          headers: { 'content-type': 'image/png' },
          noCsrf: true,
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /media/{key}', () => {
  it('serves the photo with its type, cached for a year as immutable, and revalidates with its ETag', async () => {
    const { image } = (await upload(JPEG, 'image/jpeg')).body;
    const response = await call(image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Whatever the bytes, a browser opening one as a page could run and load nothing, on an origin of its own.
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
    const again = await call(image.url, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves a thumbnail as WebP', async () => {
    const photo = (await upload(PNG, 'image/png')).body.image;
    await upload(WEBP, 'image/webp', { query: `thumbnailOf=${photo.key}` });
    const response = await call(thumbnailUrl(photo.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it("sends the link preview of a photo uploaded before previews were made to the shop's own", async () => {
    const response = await call(`/media/${'b'.repeat(64)}-preview.jpg`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/images/previews/home.png');
  });

  it.each([`/media/${'a'.repeat(64)}.jpg`, '/media/not-a-key.png', '/media/..%2Fwrangler.toml'])(
    'answers %s with a plain 404',
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    },
  );
});
