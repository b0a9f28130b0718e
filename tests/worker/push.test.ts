/**
 * Web Push for new orders. The console's browser subscribes (owner or staff); a placed order is pushed to every
 * such subscription after the answer. Push services cannot be reached from here, so a stand-in takes their place
 * on the Worker's fetch: like a browser it decrypts the body (RFC 8291, aes128gcm) with the subscriber's keys, and
 * like a push service it checks the VAPID token (RFC 8292) against the key in the header.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CART, ORDERS, pathOf, PUSH } from '#schema/api';
import { MAX_PUSH_SUBSCRIPTIONS, type NewOrderPush } from '#schema/payloads/push';
import { createApp } from '../../worker/app';
import { concat, fromBase64url } from '../../worker/push/base64url';
import { importPrivateEcdh } from '../../worker/push/keys';
import { checkoutBody } from './checkout-body';
import { CSRF, makeUser, request } from './client';
import { db } from './fixtures';
import { pushSubscriptions } from '#schema/tables';

/** Test-only VAPID keys, as `wrangler secret put` would leave the shop's. */
const VAPID = {
  VAPID_PUBLIC_KEY: 'BHI1E_WeMbSqHdALE9xLgNk2oBB6bUI65kQ7JRtIsRTYqZ4Ra_xxwKorm2efjOLXhKIj7-rxhw09o_3f_udTLLU',
  VAPID_PRIVATE_KEY: 'vqPQar0ccIs_SIaZC4kF0xs8W1h4eyniAv5I_bAsPKo',
  VAPID_SUBJECT: 'mailto:owner@mehakperfumes.pk',
};

/** A browser's keys (RFC 8291's example receiver): the stand-in decrypts with its private half. */
const BROWSER = {
  privateKey: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
};

const encoder = new TextEncoder();
const subscription = (endpoint: string) => ({ endpoint, keys: { p256dh: BROWSER.p256dh, auth: BROWSER.auth } });

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: string | Uint8Array, bytes: number) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const infoBytes = typeof info === 'string' ? encoder.encode(info) : info;
  const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info: infoBytes }, key, bytes * 8);
  return new Uint8Array(bits);
}

/** The browser's side of RFC 8291: the body back to the message, or a throw. */
async function decrypt(body: Uint8Array): Promise<string> {
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const senderKey = body.slice(21, 21 + idLength);
  const uaPublic = fromBase64url(BROWSER.p256dh);
  const peer = await crypto.subtle.importKey('raw', senderKey, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const secret = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'ECDH', public: peer } as unknown as Parameters<typeof crypto.subtle.deriveBits>[0],
      await importPrivateEcdh(fromBase64url(BROWSER.privateKey), uaPublic),
      256,
    ),
  );
  const ikm = await hkdf(
    fromBase64url(BROWSER.auth),
    secret,
    concat(encoder.encode('WebPush: info\0'), uaPublic, senderKey),
    32,
  );
  const cek = await hkdf(salt, ikm, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = await hkdf(salt, ikm, 'Content-Encoding: nonce\0', 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const record = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, body.slice(21 + idLength)),
  );
  const end = record.lastIndexOf(2);
  expect(end).toBeGreaterThanOrEqual(0);
  return new TextDecoder().decode(record.slice(0, end));
}

/** The push service's side of RFC 8292: the token is ES256 by the key it names, for this origin, not expired. */
async function checkVapid(authorization: string, endpoint: string) {
  const [, token, key] = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization) ?? [];
  expect(key).toBe(VAPID.VAPID_PUBLIC_KEY);
  const [header, claims, signature] = token!.split('.') as [string, string, string];
  const publicKey = await crypto.subtle.importKey(
    'raw',
    fromBase64url(key!),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valid = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    fromBase64url(signature),
    encoder.encode(`${header}.${claims}`),
  );
  expect(valid).toBe(true);
  expect(JSON.parse(new TextDecoder().decode(fromBase64url(header)))).toEqual({ typ: 'JWT', alg: 'ES256' });
  const said = JSON.parse(new TextDecoder().decode(fromBase64url(claims))) as { aud: string; exp: number; sub: string };
  expect(said.aud).toBe(new URL(endpoint).origin);
  expect(said.sub).toBe(VAPID.VAPID_SUBJECT);
  expect(said.exp * 1000).toBeGreaterThan(Date.now());
  expect(said.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
}

interface Delivered {
  endpoint: string;
  message: NewOrderPush;
}

/** The stand-in push service: every fetch the Worker makes to FCM lands here. `gone` endpoints answer 410. */
function pushService() {
  const delivered: Delivered[] = [];
  const failures: unknown[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('https://fcm.googleapis.com/fcm/')) return realFetch(input, init);
    try {
      const headers = new Headers(init?.headers);
      expect(init?.method).toBe('POST');
      expect(headers.get('content-encoding')).toBe('aes128gcm');
      expect(Number(headers.get('ttl'))).toBeGreaterThan(0);
      await checkVapid(headers.get('authorization') ?? '', url);
      const body = new Uint8Array(await new Response(init?.body).arrayBuffer());
      const message = JSON.parse(await decrypt(body)) as NewOrderPush;
      if (url.includes('/gone/')) return new Response('gone', { status: 410 });
      delivered.push({ endpoint: url, message });
      return new Response(null, { status: 201 });
    } catch (failure) {
      failures.push(failure);
      return new Response('bad push', { status: 400 });
    }
  });
  return { delivered, failures };
}

/** A call through the Worker with the VAPID secrets set, waiting for what it does after answering. */
async function shopCall(path: string, method: string, token: string, body?: unknown) {
  const ctx = createExecutionContext();
  const response = await createApp(null).request(
    path,
    {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        authorization: `Bearer ${token}`,
        cookie: `XSRF-TOKEN=${CSRF}`,
        'x-xsrf-token': CSRF,
        'content-type': 'application/json',
      },
    },
    { ...env, ...VAPID },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function placeOrder() {
  const shopper = await makeUser();
  const price = (await env.DB.prepare("SELECT price FROM products WHERE id = 'khas'").first<number>('price'))!;
  await request(CART.add, { token: shopper.token, body: { productId: 'khas', quantity: 2 } });
  return shopCall(pathOf(ORDERS.place), 'POST', shopper.token, checkoutBody('khas', price, 2));
}

let owner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner' });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete(pushSubscriptions);
});

describe('the subscription flow', () => {
  it("gives the console the shop's public key, and null while the secrets are not set", async () => {
    expect((await shopCall(pathOf(PUSH.key), 'GET', owner.token)).body).toEqual({
      success: true,
      publicKey: VAPID.VAPID_PUBLIC_KEY,
    });
    expect((await request(PUSH.key, { token: owner.token })).body).toEqual({ success: true, publicKey: null });
  });

  it('keeps a subscription of the owner or staff, once per endpoint, and drops it on request', async () => {
    const staff = await makeUser({ role: 'staff' });
    const sub = subscription('https://fcm.googleapis.com/fcm/send/phone-1');
    expect((await request(PUSH.subscribe, { token: owner.token, body: sub })).status).toBe(201);
    // The same browser subscribing again, now logged in as staff: still one row, now theirs.
    expect((await request(PUSH.subscribe, { token: staff.token, body: sub })).status).toBe(201);
    const rows = await env.DB.prepare('SELECT user_id FROM push_subscriptions').all<{ user_id: string }>();
    expect(rows.results).toEqual([{ user_id: staff.id }]);
    // Only its holder drops it.
    await request(PUSH.unsubscribe, { token: owner.token, body: { endpoint: sub.endpoint } });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions').first('n')).toBe(1);
    expect((await request(PUSH.unsubscribe, { token: staff.token, body: { endpoint: sub.endpoint } })).status).toBe(
      200,
    );
    expect(await env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions').first('n')).toBe(0);
  });

  it('refuses a shopper, a guest, an http endpoint and keys of the wrong length, keeping nothing', async () => {
    const shopper = await makeUser();
    const sub = subscription('https://fcm.googleapis.com/fcm/send/phone-2');
    expect((await request(PUSH.subscribe, { token: shopper.token, body: sub })).status).toBe(403);
    expect((await request(PUSH.subscribe, { body: sub })).status).toBe(401);
    const plain = await request(PUSH.subscribe, {
      token: owner.token,
      body: subscription('http://fcm.googleapis.com/fcm/x'),
    });
    expect(plain).toMatchObject({ status: 400, body: { field: 'endpoint' } });
    const short = await request(PUSH.subscribe, {
      token: owner.token,
      body: { endpoint: sub.endpoint, keys: { p256dh: BROWSER.auth, auth: BROWSER.auth } },
    });
    expect(short).toMatchObject({ status: 400, body: { field: 'keys.p256dh' } });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions').first('n')).toBe(0);
  });
});

describe('where alerts may go', () => {
  it("keeps only addresses of the browsers' push services, refusing the Worker's own network and any other host", async () => {
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push',
      'https://push.example.com/send/1',
      'https://fcm.googleapis.com.evil.pk/fcm/send/1',
    ]) {
      const refused = await request(PUSH.subscribe, { token: owner.token, body: subscription(endpoint) });
      expect(refused, endpoint).toMatchObject({ status: 400, body: { code: 'invalid', field: 'endpoint' } });
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions').first('n')).toBe(0);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ])
      expect((await request(PUSH.subscribe, { token: owner.token, body: subscription(endpoint) })).status).toBe(201);
  });

  it('never connects to an address kept before the rule, and drops it', async () => {
    await db.insert(pushSubscriptions).values({
      endpoint: 'https://169.254.169.254/latest',
      userId: owner.id,
      p256dh: BROWSER.p256dh,
      auth: BROWSER.auth,
      createdAt: 1,
    });
    const service = pushService();
    expect((await placeOrder()).status).toBe(201);
    expect(vi.mocked(fetch).mock.calls.map(([input]) => String(input))).toEqual([]);
    expect(service.delivered).toEqual([]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions').first('n')).toBe(0);
  });

  it(`keeps a person's newest ${MAX_PUSH_SUBSCRIPTIONS} browsers: one more replaces their oldest`, async () => {
    const staff = await makeUser({ role: 'staff' });
    await request(PUSH.subscribe, {
      token: staff.token,
      body: subscription('https://fcm.googleapis.com/fcm/send/staff'),
    });
    const phone = (n: number) => `https://fcm.googleapis.com/fcm/send/owner-${n}`;
    for (let n = 1; n <= MAX_PUSH_SUBSCRIPTIONS + 2; n++)
      expect((await request(PUSH.subscribe, { token: owner.token, body: subscription(phone(n)) })).status).toBe(201);
    const kept = await env.DB.prepare('SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY endpoint')
      .bind(owner.id)
      .all<{ endpoint: string }>();
    const newest = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, (_, i) => phone(i + 3));
    expect(kept.results.map((row) => row.endpoint)).toEqual(newest.sort());
    // Someone else's browsers are not theirs to count.
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?').bind(staff.id).first('n'),
    ).toBe(1);
  });
});

describe('a new order', () => {
  it("reaches every owner's and staff member's subscription, encrypted and signed", async () => {
    const staff = await makeUser({ role: 'staff' });
    const shopper = await makeUser();
    await request(PUSH.subscribe, {
      token: owner.token,
      body: subscription('https://fcm.googleapis.com/fcm/send/owner'),
    });
    await request(PUSH.subscribe, {
      token: staff.token,
      body: subscription('https://fcm.googleapis.com/fcm/send/staff'),
    });
    // A subscription left by someone who is no longer staff hears nothing.
    await db.insert(pushSubscriptions).values({
      endpoint: 'https://fcm.googleapis.com/fcm/send/former',
      userId: shopper.id,
      p256dh: BROWSER.p256dh,
      auth: BROWSER.auth,
      createdAt: 1,
    });
    const service = pushService();
    const { status, body } = await placeOrder();
    expect(status).toBe(201);
    const order = body.order as { displayOrderId: string };
    expect(service.failures).toEqual([]);
    const message = {
      title: `New order ${order.displayOrderId}`,
      body: 'Sana Iqbal, Murree · 2 perfumes',
      url: '/orders',
      lang: 'en',
    };
    expect(service.delivered.sort((a, b) => a.endpoint.localeCompare(b.endpoint))).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/owner', message },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/staff', message },
    ]);
  });

  it('reaches each phone in the language its console was read in', async () => {
    const staff = await makeUser({ role: 'staff' });
    await request(PUSH.subscribe, {
      token: owner.token,
      body: subscription('https://fcm.googleapis.com/fcm/send/owner'),
    });
    await request(PUSH.subscribe, {
      token: staff.token,
      body: { ...subscription('https://fcm.googleapis.com/fcm/send/staff'), lang: 'ur' },
    });
    const service = pushService();
    const { body } = await placeOrder();
    const number = (body.order as { displayOrderId: string }).displayOrderId;
    expect(service.failures).toEqual([]);
    const sent = Object.fromEntries(
      service.delivered.map(({ endpoint, message }) => [endpoint.split('/').pop(), message]),
    );
    expect(sent.owner).toMatchObject({ lang: 'en', title: `New order ${number}` });
    expect(sent.staff).toEqual({
      title: `نیا آرڈر \u2066${number}\u2069`,
      body: 'Sana Iqbal، Murree · \u20662\u2069 پرفیوم',
      url: '/ur/orders',
      lang: 'ur',
    });

    // Subscribed again from the English console, the same phone hears in English; a language the shop does not
    // write is refused by its field.
    await request(PUSH.subscribe, {
      token: staff.token,
      body: { ...subscription('https://fcm.googleapis.com/fcm/send/staff'), lang: 'en' },
    });
    expect(
      await env.DB.prepare('SELECT lang FROM push_subscriptions WHERE user_id = ?').bind(staff.id).first('lang'),
    ).toBe('en');
    const refused = await request(PUSH.subscribe, {
      token: staff.token,
      body: { ...subscription('https://fcm.googleapis.com/fcm/send/staff'), lang: 'fr' },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid', field: 'lang' } });
  });

  it('drops a subscription the push service says is gone, and sends nothing without VAPID keys', async () => {
    await request(PUSH.subscribe, {
      token: owner.token,
      body: subscription('https://fcm.googleapis.com/fcm/gone/old-phone'),
    });
    const service = pushService();
    expect((await placeOrder()).status).toBe(201);
    expect(service.failures).toEqual([]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions').first('n')).toBe(0);

    await request(PUSH.subscribe, {
      token: owner.token,
      body: subscription('https://fcm.googleapis.com/fcm/send/owner'),
    });
    const shopper = await makeUser();
    await request(CART.add, { token: shopper.token, body: { productId: 'khas', quantity: 1 } });
    const price = (await env.DB.prepare("SELECT price FROM products WHERE id = 'khas'").first<number>('price'))!;
    // Through SELF, whose Worker has no VAPID secrets: the order is placed, no push goes out.
    expect((await request(ORDERS.place, { token: shopper.token, body: checkoutBody('khas', price) })).status).toBe(201);
    expect(service.delivered).toEqual([]);
  });
});
