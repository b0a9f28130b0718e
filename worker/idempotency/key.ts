/** Reading the `Idempotency-Key` header and hashing the body it came with (see place-once.ts). */
import type { Context } from 'hono';
import { ApiError } from '../http/errors';
import { canonicalJson } from '../canonical-json';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 255;

/** The key the client sent, or null without one. A blank or overlong key is a 400. */
export function readIdempotencyKey(c: Context): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  const trimmed = key.trim();
  if (!trimmed || trimmed.length > MAX_KEY_LENGTH) {
    throw new ApiError(400, `The ${IDEMPOTENCY_HEADER} header must be 1 to ${MAX_KEY_LENGTH} characters.`, {
      code: 'bad_idempotency_key',
    });
  }
  return trimmed;
}

/** SHA-256 (hex) of the request body, stored beside the key. */
export async function hashRequest(body: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(body)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
