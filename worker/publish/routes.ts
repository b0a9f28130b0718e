/**
 * POST /api/admin/publish: starts a rebuild of the pre-rendered pages through a Workers Builds deploy hook, so what
 * the owner changed in the catalog reaches the HTML, JSON-LD and sitemap. The hook's address is its only credential,
 * so it lives in a Worker secret (DEPLOY_HOOK_URL) and never reaches a browser.
 */
import { Hono } from 'hono';
import { PUBLISH } from '#schema/api';
import { PUBLISH_NOT_CONFIGURED, PUBLISH_REFUSED, PUBLISH_STARTED } from '#schema/payloads/publish';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { handle } from '../http/handle';

export const publishRoutes = new Hono<AppEnv>();

handle(publishRoutes, PUBLISH.start, requireOwner, async (c) => {
  const hook = c.env.DEPLOY_HOOK_URL?.trim();
  if (!hook) throw new ApiError(503, PUBLISH_NOT_CONFIGURED, { code: 'publish_not_set_up' });
  let response: Response;
  try {
    response = await fetch(hook, { method: 'POST' });
  } catch (error) {
    console.error('The deploy hook could not be reached:', error);
    throw new ApiError(502, PUBLISH_REFUSED, { code: 'publish_refused' });
  }
  if (!response.ok) {
    // The answer names the failure for the log; the address itself stays out of it.
    console.error(`The deploy hook answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    throw new ApiError(502, PUBLISH_REFUSED, { code: 'publish_refused' });
  }
  return { success: true, message: PUBLISH_STARTED };
});
