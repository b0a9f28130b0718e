/**
 * How much of a Worker's time password hashing may take. A scrypt hash holds the Worker's one thread from start to
 * end (150 to 500 ms here), so 40 logins at once made every request behind them wait, catalog reads up to 18 s.
 * Each Worker instance keeps two bounds of its own (the thread is its own):
 *  - one hash at a time, and after each a rest as long as the hash took (at least MIN_REST_MS): hashing never takes
 *    more than about half the thread, and other requests are answered between hashes;
 *  - at most HASHING_ROOM requests that hash (login, sign-up, password change) at once, and PLACES_PER_ADDRESS of
 *    them from one client address, so one connection sending many at once cannot fill the room for everyone: one
 *    more is answered 429 (code busy) with Retry-After before it does anything else, so it is not counted as a
 *    failed login, and the site sends it again after the wait (schema/busy-retry.ts) instead of the shopper waiting
 *    behind a queue with no end.
 * Deployed, the runtime's clock stands still while code runs (it moves only with I/O), so a hash there measures as
 * nothing and the rest is MIN_REST_MS; locally the clock moves and the rest follows the hash.
 *
 *   routes.post('/login', validate('json', payload), hashingRoom, handler);   // every route that hashes
 *   const key = await inHashingTurn(() => scryptAsync(...));                  // every hash (auth/password.ts)
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/errors';
import { clientAddress } from '../http/throttle';

export const HASHING_ROOM = 10;
export const PLACES_PER_ADDRESS = 3;
export const MIN_REST_MS = 250;

export class HashingGate {
  private admitted = 0;
  private readonly byAddress = new Map<string, number>();
  /** No hash starts before this: the end of the last one's rest. */
  private restUntil = 0;
  /** How long the last hash and its rest took: what each request in the room can expect to wait for. */
  private turnMs: number;

  constructor(
    private readonly room: number,
    private readonly perAddress: number,
    private readonly minRestMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.turnMs = 2 * minRestMs;
  }

  /** Middleware for a route that hashes: 429 when the room, or the caller's share of it, is full; else holds a
   * place until the answer. */
  readonly admit: MiddlewareHandler = async (c, next) => {
    const address = clientAddress(c);
    const theirs = this.byAddress.get(address) ?? 0;
    if (this.admitted >= this.room || theirs >= this.perAddress) {
      const seconds = Math.max(1, Math.ceil((this.admitted * this.turnMs) / 1000));
      const wait = seconds === 1 ? '1 second' : `${seconds} seconds`;
      throw new ApiError(429, `Many shoppers are logging in right now. Please try again in ${wait}.`, {
        code: 'busy',
        headers: { 'Retry-After': String(seconds) },
      });
    }
    this.admitted += 1;
    this.byAddress.set(address, theirs + 1);
    try {
      await next();
    } finally {
      this.admitted -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    }
  };

  /**
   * Runs `hash` once the last hash's rest is over. Each request waits on timers of its own and on nothing another
   * request holds: the runtime ends a request's timers and promises with it, so a chain of turns handed from one
   * request to the next would stall for good when one of them ends early. Waiters that wake together go one at a
   * time: the first moves the rest on before the others look again. The waits are counted, not only timed, in case
   * a clock does not move across a timer.
   */
  async turn<T>(hash: () => Promise<T>): Promise<T> {
    for (let waits = 0, now = this.now(); now < this.restUntil && waits <= 2 * this.room; waits++, now = this.now()) {
      await new Promise((resolve) => setTimeout(resolve, this.restUntil - now));
    }
    const began = this.now();
    // Held while the hash runs, should a hash ever leave the thread free to start another.
    this.restUntil = began + this.turnMs;
    try {
      return await hash();
    } finally {
      const took = this.now() - began;
      const rest = Math.max(took, this.minRestMs);
      this.turnMs = took + rest;
      this.restUntil = began + took + rest;
    }
  }
}

const shopGate = new HashingGate(HASHING_ROOM, PLACES_PER_ADDRESS, MIN_REST_MS);

export const hashingRoom = shopGate.admit;

export const inHashingTurn = <T>(hash: () => Promise<T>): Promise<T> => shopGate.turn(hash);
