/**
 * A shopper's request sent `taps` times at the same moment through the whole Worker (createApp, as deployed) on the
 * database given (countedD1's `d1`, to count what they cost), as a double tap sends an order under one key.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../../worker/app';
import { CSRF } from './client';

export async function sentAtOnce(
  database: D1Database,
  request: { path: string; token: string; body: unknown; key: string },
  taps: number,
): Promise<Response[]> {
  const ctx = createExecutionContext();
  const init = {
    method: 'POST',
    body: JSON.stringify(request.body),
    headers: {
      authorization: `Bearer ${request.token}`,
      cookie: `XSRF-TOKEN=${CSRF}`,
      'x-xsrf-token': CSRF,
      'content-type': 'application/json',
      'idempotency-key': request.key,
    },
  };
  const app = createApp(null);
  const answers = await Promise.all(
    Array.from({ length: taps }, () => app.request(request.path, init, { ...env, DB: database }, ctx)),
  );
  // And what the Worker does after answering (the console's new-order push reads its subscriptions).
  await waitOnExecutionContext(ctx);
  return answers;
}
