/**
 * `handle(router, CART.add, validate('json', addToCartSchema), async (c) => answer)`: registers the route at the
 * endpoint's method and route (schema/api.ts) and answers what its handler returns with the endpoint's status. The
 * handler may only return the endpoint's answer (NoInfer: a supertype or a look-alike does not compile), so a route
 * that drifts from the contract, or a contract change the route has not followed, fails the type check here while
 * the site's callers fail it on theirs.
 *
 * Besides the answer itself a handler may return `answered(answer, 201)` for another of the endpoint's statuses,
 * `revalidated(answer)` for a cached answer already serialised with its ETag; a file endpoint's answer is the
 * download's Response.
 */
import type { Context, Env, Hono, Input, MiddlewareHandler } from 'hono';
import type { Endpoint, SuccessStatus } from '#schema/api';

class Answered<Answer> {
  constructor(
    readonly answer: Answer,
    readonly status: SuccessStatus,
  ) {}
}

/** The answer with another of the endpoint's success statuses (an order placed again answers 200, not 201). */
export const answered = <Answer>(answer: Answer, status: SuccessStatus) => new Answered(answer, status);

/** An answer serialised once and kept (the catalog's listings), answered 304 when the browser's copy is current. */
export class Revalidated<Answer> {
  declare private readonly answer?: Answer;
  constructor(
    readonly body: string,
    readonly etag: string,
  ) {}
}

export async function revalidated<Answer>(answer: Answer): Promise<Revalidated<Answer>> {
  const body = JSON.stringify(answer);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
  return new Revalidated<Answer>(body, `"${hex}"`);
}

/** A file endpoint's answer (FileAnswer) is the download's Response itself. */
type Outcome<Answer> = Answer | Answered<Answer> | Revalidated<Answer>;

/**
 * The handler's result R is its own type parameter, checked against the endpoint's answer A, which is taken from the
 * endpoint alone (NoInfer): inferring A from both would let a handler widen it to a supertype, and checking the
 * result against A directly would widen `success: true` to boolean before the check. `const` keeps such literals.
 */
type Handler<E extends Env, Route extends string, I extends Input, R> = (c: Context<E, Route, I>) => R | Promise<R>;

// Any environment and path: validate() and the guards are written for every router, not this one's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Middleware<I extends Input> = MiddlewareHandler<any, any, I>;

export function handle<E extends Env, A, B, P extends string, const R extends Outcome<NoInfer<A>>>(
  router: Hono<E>,
  endpoint: Endpoint<A, B, P>,
  handler: Handler<E, P, object, R>,
): void;
export function handle<E extends Env, A, B, P extends string, I1 extends Input, const R extends Outcome<NoInfer<A>>>(
  router: Hono<E>,
  endpoint: Endpoint<A, B, P>,
  m1: Middleware<I1>,
  handler: Handler<E, P, I1, R>,
): void;
export function handle<
  E extends Env,
  A,
  B,
  P extends string,
  I1 extends Input,
  I2 extends Input,
  const R extends Outcome<NoInfer<A>>,
>(
  router: Hono<E>,
  endpoint: Endpoint<A, B, P>,
  m1: Middleware<I1>,
  m2: Middleware<I2>,
  handler: Handler<E, P, I1 & I2, R>,
): void;
export function handle<
  E extends Env,
  A,
  B,
  P extends string,
  I1 extends Input,
  I2 extends Input,
  I3 extends Input,
  const R extends Outcome<NoInfer<A>>,
>(
  router: Hono<E>,
  endpoint: Endpoint<A, B, P>,
  m1: Middleware<I1>,
  m2: Middleware<I2>,
  m3: Middleware<I3>,
  handler: Handler<E, P, I1 & I2 & I3, R>,
): void;
export function handle(
  router: Hono,
  endpoint: Endpoint,
  ...chain: [...MiddlewareHandler[], (c: Context) => unknown]
): void {
  const handler = chain.pop() as (c: Context) => unknown;
  router.on(endpoint.method, [endpoint.route], ...(chain as MiddlewareHandler[]), async (c: Context) => {
    const outcome = await handler(c);
    if (outcome instanceof Response) return outcome;
    if (outcome instanceof Revalidated) {
      const headers = { etag: outcome.etag, 'cache-control': 'no-cache' };
      if (c.req.header('if-none-match') === outcome.etag) return c.body(null, 304, headers);
      return c.body(outcome.body, 200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    }
    if (outcome instanceof Answered) return c.json(outcome.answer as object, outcome.status);
    return c.json(outcome as object, endpoint.status[0]);
  });
}
