/**
 * A double tap sends the same order request twice at the same moment, to the same place. The second one, its twin,
 * waits here for the first and answers what the first answered, where it would sign in, read its body and race the
 * first through the cart's checks to D1 only to be told the order its first placed. Twins are the same request in
 * every byte that matters: the same address, the same Authorization header (so the same shopper, signed in the same
 * way: the first's sign-in is the twin's), the same Idempotency-Key and the same body. Anything less is an ordinary
 * request, placed or refused by D1 as any retry is (place-once.ts): the key's unique index, not this isolate's
 * memory, is what makes an order once.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_HEADER } from './key';

/** What a request answered, kept for its twins. */
interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * Requests under way in this isolate, by everything that makes two of them twins; each settles with its answer, or
 * null when it failed (an answer of 500 or more, or none), which leaves its twins to go as if they had come first.
 */
const underWay = new Map<string, Promise<Answer | null>>();

/**
 * How long a twin waits for its first. A first whose connection dropped may never answer (its Worker invocation
 * cancelled mid-way), and the retry a phone then sends under the same key is that first's twin: past this wait it
 * goes to D1 itself, which answers the order if the first placed it.
 */
export const TWIN_WAIT_MS = 10_000;

/** A twin is answered as a retry is: a first that placed an order answered 201, the twin answers it with 200. */
const asRetry = ({ status, headers, body }: Answer) =>
  new Response(body, { status: status === 201 ? 200 : status, headers });

/** The first's answer, or null once `ms` have passed without one. */
function within(first: Promise<Answer | null>, ms: number): Promise<Answer | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([first, late]).finally(() => clearTimeout(timer));
}

async function twinName(c: Context): Promise<string | null> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  const credential = c.req.header('authorization');
  if (!key || !credential) return null;
  return [c.req.path, credential, key, await c.req.text()].join('\n');
}

/** Placed before the route signs the shopper in, so that a twin costs no sign-in of its own. */
export function answerTwinsAlike(waitMs = TWIN_WAIT_MS): MiddlewareHandler {
  return async (c, next) => {
    const name = await twinName(c);
    if (name === null) return next();
    for (let first = underWay.get(name); first; first = underWay.get(name)) {
      const answer = await within(first, waitMs);
      if (answer) return asRetry(answer);
      // A first that failed has gone from underWay; one that never answered is still there: this one takes its place.
      if (underWay.get(name) === first) break;
    }
    let settle!: (answer: Answer | null) => void;
    const mine = new Promise<Answer | null>((resolve) => (settle = resolve));
    underWay.set(name, mine);
    try {
      await next();
      const { status, headers } = c.res;
      settle(status < 500 ? { status, headers: new Headers(headers), body: await c.res.clone().text() } : null);
    } finally {
      settle(null);
      if (underWay.get(name) === mine) underWay.delete(name);
    }
  };
}
