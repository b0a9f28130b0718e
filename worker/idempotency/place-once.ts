/**
 * The Idempotency-Key rule, shared by perfume and oils orders: a retry with the same key returns the first order
 * and creates nothing; the same key with a different body is refused with 422. Each order table stores the key
 * (unique per user) and `hashRequest(body)` of the request that created it.
 */
import { ApiError } from '../http/errors';

/** What placing an order is asked: by whom, the body, and the Idempotency-Key (null without one). */
export interface PlaceRequest<Payload> {
  userId: string;
  payload: Payload;
  key: string | null;
}

export interface Placed<Order> {
  order: Order;
  /** False when an earlier request with the same Idempotency-Key had already placed it. */
  created: boolean;
}

/** A stored order found under the key: the same body is a retry, anything else a misuse of the key. */
export function ensureSameRequest(storedHash: string | null, hash: string): void {
  if (storedHash !== hash) {
    throw new ApiError(422, 'This order request was already used for a different order. Please try again.', {
      code: 'idempotency_mismatch',
    });
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
export async function placeOnce<Order>({
  key,
  hash,
  findByKey,
  read,
  place,
}: Placement<Order>): Promise<Placed<Order>> {
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
