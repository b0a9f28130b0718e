/**
 * The `Idempotency-Key` rule of PRODUCT §3, shared by perfume and oils orders: a retry with the same key returns
 * the first order and creates nothing; the same key with a different body is refused with 422.
 * Each order table stores the key (unique per user) and `hashRequest(body)` of the request that created it.
 */
import type { Context } from 'hono';
import { ApiError } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 255;

/** The key the client sent, or null without one. A blank or overlong key is a 400. */
export function readIdempotencyKey(c: Context): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  const trimmed = key.trim();
  if (!trimmed || trimmed.length > MAX_KEY_LENGTH) {
    throw new ApiError(400, `The ${IDEMPOTENCY_HEADER} header must be 1 to ${MAX_KEY_LENGTH} characters.`);
  }
  return trimmed;
}

/** JSON with object keys sorted, so the same body hashes the same whatever order its keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the request body, stored beside the key. */
export async function hashRequest(body: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(body)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stored order found under the key: the same body is a retry, anything else a misuse of the key. */
export function ensureSameRequest(storedHash: string | null, hash: string): void {
  if (storedHash !== hash) {
    throw new ApiError(422, 'This order request was already used for a different order. Please try again.');
  }
}

interface Placement<Order> {
  /** The Idempotency-Key, or null without one. */
  key: string | null;
  /** `hashRequest` of the body. */
  hash: string;
  /** The order a request under this key placed: its id and the hash of that request. */
  findByKey: (key: string) => Promise<{ id: string; requestHash: string | null } | undefined>;
  read: (id: string) => Promise<Order | null | undefined>;
  place: () => Promise<Order>;
}

/**
 * Places an order once per key, for perfume and oils orders alike. A retry answers the first order
 * (`created: false`). When placing fails, a twin request under the same key may have won the race (emptied the
 * cart, taken the unique key): then this request is its retry and answers that order; otherwise the failure stands.
 */
export async function placeOnce<Order>({ key, hash, findByKey, read, place }: Placement<Order>): Promise<{ order: Order; created: boolean }> {
  const placedUnderKey = async () => {
    const row = key ? await findByKey(key) : undefined;
    if (!row) return null;
    ensureSameRequest(row.requestHash, hash);
    return (await read(row.id)) ?? null;
  };
  const earlier = await placedUnderKey();
  if (earlier) return { order: earlier, created: false };
  try {
    return { order: await place(), created: true };
  } catch (failure) {
    const winner = await placedUnderKey();
    if (winner) return { order: winner, created: false };
    throw failure;
  }
}
