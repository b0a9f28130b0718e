import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf, PUBLISH } from '#schema/api';
import { PUBLISH_NOT_CONFIGURED, PUBLISH_REFUSED, PUBLISH_STARTED } from '#schema/payloads/publish';
import { createApp } from '../../worker/app';
import { CSRF, makeUser, request } from './client';

const HOOK = 'https://api.cloudflare.com/client/v4/workers/builds/deploy_hooks/test-hook';

/** The Worker with the deploy hook configured, as `wrangler secret put DEPLOY_HOOK_URL` leaves it. */
async function publishWithHook(token: string): Promise<{ status: number; body: { message?: string } }> {
  const response = await createApp(null).request(
    pathOf(PUBLISH.start),
    {
      method: 'POST',
      body: '{}',
      headers: {
        authorization: `Bearer ${token}`,
        cookie: `XSRF-TOKEN=${CSRF}`,
        'x-xsrf-token': CSRF,
        'content-type': 'application/json',
      },
    },
    { ...env, DEPLOY_HOOK_URL: HOOK },
  );
  return { status: response.status, body: await response.json() };
}

afterEach(() => vi.restoreAllMocks());

describe('POST /api/admin/publish', () => {
  it('says publishing is not set up while the deploy hook secret is missing', async () => {
    const admin = await makeUser({ role: 'owner' });
    const { status, body } = await request(PUBLISH.start, { token: admin.token, body: {} });
    expect(status).toBe(503);
    expect(body).toMatchObject({ success: false, code: 'publish_not_set_up' });
  });

  it("speaks the owner's words: no secret's name, hook or README", () => {
    for (const message of [PUBLISH_NOT_CONFIGURED, PUBLISH_REFUSED, PUBLISH_STARTED]) {
      expect(message).not.toMatch(/DEPLOY_HOOK|secret|hook|README|Worker/i);
    }
  });

  it('is refused without a login and to a shopper', async () => {
    expect((await request(PUBLISH.start, { body: {} })).status).toBe(401);
    const shopper = await makeUser();
    const { status, body } = await request(PUBLISH.start, { token: shopper.token, body: {} });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'owner_only' });
  });

  it('posts to the deploy hook and says the rebuild started', async () => {
    const hook = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ success: true }));
    const admin = await makeUser({ role: 'owner' });
    const { status, body } = await publishWithHook(admin.token);
    expect(status).toBe(202);
    expect(body).toEqual({ success: true, message: PUBLISH_STARTED });
    expect(hook).toHaveBeenCalledOnce();
    expect(hook.mock.calls[0]).toEqual([HOOK, { method: 'POST' }]);
  });

  it('never calls the hook for a shopper', async () => {
    const hook = vi.spyOn(globalThis, 'fetch');
    const shopper = await makeUser();
    expect((await publishWithHook(shopper.token)).status).toBe(403);
    expect(hook).not.toHaveBeenCalled();
  });

  it('says so when the deploy hook refuses, without showing its address', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('no such hook', { status: 404 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const admin = await makeUser({ role: 'owner' });
    const { status, body } = await publishWithHook(admin.token);
    expect(status).toBe(502);
    expect(body).toMatchObject({ code: 'publish_refused' });
  });
});
