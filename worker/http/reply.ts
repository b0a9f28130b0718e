/**
 * `reply(c, CART.add, body)`: answers with what the contract (schema/api.ts) says the endpoint answers, so a route
 * that drifts from it, or a contract change the route has not followed, fails the type check here while the site's
 * callers fail it on their side.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Endpoint } from '../../schema/api';

export function reply<Answer>(
  c: Context,
  _endpoint: Endpoint<Answer, unknown>,
  answer: Answer,
  status: ContentfulStatusCode = 200,
): Response {
  return c.json(answer as object, status);
}
