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

interface Placement<Order, Row extends { id: string; requestHash: string | null }> {
  /** The Idempotency-Key, or null without one. */
  key: string | null;
  /** `hashRequest` of the body. */
  hash: string;
  /** The order a request under this key placed: its row, with the hash of that request. */
  findByKey: (key: string) => Promise<Row | undefined>;
  /** The order of a row found under the key, whole. */
  read: (row: Row) => Promise<Order | null | undefined>;
  /**
   * Writes the order, refused by the unique index on the key when an order under it exists already; or answers the
   * row of that order when it read it beside what it places from (the cart), which spares a retry a lookup of its own.
   */
  place: () => Promise<{ order: Order } | { earlier: Row }>;
  /**
   * True when place() refuses (out of stock, the cart changed) only from a read that held the order under the key,
   * so a refusal is the answer and needs no lookup after it. An oils order refuses after a failed write, which a
   * twin's order under the key may be behind.
   */
  refusesHavingReadTheKey?: boolean;
}

/** A refusal the shopper is told (out of stock, the cart changed), not a failure of the shop's. */
const isRefusal = (failure: unknown) => failure instanceof ApiError && failure.status < 500;

/**
 * Places an order once per key, for perfume and oils orders alike. A retry answers the first order
 * (`created: false`). Placing is tried first: the key's unique index refuses a second order under it (and a retry
 * finds its cart emptied by the first), and only then is the order under the key looked for, so an order placed the
 * first time costs no lookup of its own (a perfume order reads the key's row in the same D1 call as its cart). When
 * placing fails because a twin request under the same key won the race, this request is its retry and answers that
 * order; otherwise the failure stands. (A twin sent at the same moment as its first, to the same isolate, waits for
 * it before it gets here: twin-requests.ts.)
 */
export async function placeOnce<Order, Row extends { id: string; requestHash: string | null }>(
  placement: Placement<Order, Row>,
): Promise<Placed<Order>> {
  const { key, hash } = placement;
  let earlier: Row | undefined;
  try {
    const placed = await placement.place();
    if ('order' in placed) return { order: placed.order, created: true };
    earlier = placed.earlier;
  } catch (failure) {
    const known = isRefusal(failure) && placement.refusesHavingReadTheKey;
    if (key !== null && !known) earlier = await placement.findByKey(key);
    if (!earlier) throw failure;
  }
  ensureSameRequest(earlier.requestHash, hash);
  const winner = await placement.read(earlier);
  // Orders are never deleted: a row found under the key reads back.
  if (!winner) throw new Error(`The order ${earlier.id} under an Idempotency-Key could not be read back.`);
  return { order: winner, created: false };
}
