/**
 * POST /api/admin/images (admin only): the body is the photo itself, so the app mounts this router before the API's
 * JSON-only and 16 KB body guards, with its own limit of 2 MB (413). GET /media/<key> serves what it stored.
 */
import { Hono } from 'hono';
import { limitBodyTo } from '../http/body-limit';
import { MEDIA } from '#schema/api';
import { MAX_IMAGE_BYTES } from '#schema/payloads/images';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { handle } from '../http/handle';
import { recordAudit } from '../audit/log';
import { imageTypeOf, serveImage, storeImage } from './store';

export const TOO_LARGE = 'The photo is too large: at most 2 MB, please.';

export const imageRoutes = new Hono<AppEnv>();

handle(
  imageRoutes,
  MEDIA.upload,
  requireOwner,
  limitBodyTo(MAX_IMAGE_BYTES, () => new ApiError(413, TOO_LARGE, { code: 'photo_too_large' })),
  async (c) => {
    const type = imageTypeOf(c.req.header('content-type'));
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const thumbnailOf = c.req.query('thumbnailOf');
    const previewOf = c.req.query('previewOf');
    if (thumbnailOf !== undefined && previewOf !== undefined)
      throw new ApiError(400, 'Send a thumbnail or a link preview, not both at once.', { code: 'both_variants' });
    const companion =
      thumbnailOf !== undefined
        ? ({ kind: 'thumbnail', of: thumbnailOf } as const)
        : previewOf !== undefined
          ? ({ kind: 'preview', of: previewOf } as const)
          : undefined;
    const image = await storeImage(c.env.MEDIA, bytes, type, companion);
    const after = {
      type,
      bytes: bytes.length,
      ...(thumbnailOf ? { thumbnailOf } : {}),
      ...(previewOf ? { previewOf } : {}),
    };
    await recordAudit(c.var.db, {
      at: Date.now(),
      by: c.var.user.id,
      action: 'image.upload',
      target: { type: 'image', id: image.key, name: image.key },
      before: null,
      after,
    });
    return { success: true, image };
  },
);

export const mediaRoutes = new Hono<AppEnv>();

mediaRoutes.get('/:key', (c) => serveImage(c.env.MEDIA, c.req.param('key'), c.req.header('if-none-match')));
