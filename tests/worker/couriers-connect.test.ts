/**
 * The owner connects a courier's merchant API: the credentials are checked by one call to the courier (its refusal
 * answered in its own words), kept sealed, never answered back beyond their last four characters, and
 * disconnecting forgets them. Staff cannot see or change any of it.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COURIERS } from '#schema/api';
import { makeUser, request } from './client';
import { merchantAccount, nextCall, type MerchantAccount } from './courier-stand-ins';

let owner: Awaited<ReturnType<typeof makeUser>>;
let staff: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  staff = await makeUser({ role: 'staff', username: 'Staff' });
});

const connect = (id: string, body: unknown, token = owner.token) =>
  request(ADMIN_COURIERS.connect, { params: { id }, body, token });
const list = (token = owner.token) => request(ADMIN_COURIERS.list, { token });

/** Every secret of the account, for checking that none is ever answered or stored in the clear. */
const secretsOf = (account: MerchantAccount) => Object.values(account.credentials);

describe('connecting PostEx', () => {
  it('checks the token with PostEx, keeps it sealed and shows only its last four characters', async () => {
    const account = await merchantAccount('postex');
    const { token } = account.credentials as { token: string };
    const connected = await connect('postex', {
      credentials: { token },
      pickupAddress: '001',
      defaultWeightGrams: 400,
    });
    expect(connected.status).toBe(200);
    expect(connected.body.courier).toMatchObject({
      id: 'postex',
      name: 'PostEx',
      connected: true,
      credentialsHint: token.slice(-4),
      pickupAddress: '001',
      defaultWeightGrams: 400,
      lastSyncAt: null,
      lastError: null,
    });
    const listed = await list();
    expect(listed.body.couriers.map((c) => [c.id, c.connected])).toEqual([
      ['postex', true],
      ['leopards', false],
    ]);
    for (const answer of [connected.body, listed.body]) expect(JSON.stringify(answer)).not.toContain(token);
    const stored = await env.DB.prepare('SELECT * FROM courier_connections').all();
    expect(JSON.stringify(stored.results)).not.toContain(token.slice(0, -4));
  });

  it('refuses credentials the courier refuses, in its words, and keeps nothing', async () => {
    const refused = await connect('leopards', { credentials: { apiKey: 'wrong', apiPassword: 'wrong' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'courier_refused', field: 'credentials' });
    expect(refused.body.message).toContain('Invalid API Key or Password');
    expect(refused.body.courier).toMatchObject({ courier: 'Leopards', why: 'said' });
    const postex = await connect('postex', { credentials: { token: 'forged-token-0000' } });
    expect(postex.body).toMatchObject({ code: 'courier_refused', field: 'credentials' });
    expect(postex.body.message).toContain('TOKEN IS INVALID');
    expect(postex.body.message).not.toContain('forged-token');
    expect((await list()).body.couriers.find((c) => c.id === 'leopards')!.connected).toBe(false);
  });

  it('says so when the courier cannot be reached, and keeps nothing', async () => {
    const account = await merchantAccount('leopards');
    await nextCall('leopards', account, 'timeout', 4000);
    const late = await connect('leopards', { credentials: account.credentials });
    expect(late.status).toBe(502);
    expect(late.body).toMatchObject({ code: 'courier_unreachable', silence: { courier: 'Leopards', step: 'connect' } });
    for (const secret of secretsOf(account)) expect(JSON.stringify(late.body)).not.toContain(secret);
    expect((await list()).body.couriers.find((c) => c.id === 'leopards')!.connected).toBe(false);
  });

  it('names the missing credential, and an unknown courier is not found', async () => {
    const missing = await connect('leopards', { credentials: { apiKey: 'key-only' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'invalid', field: 'credentials.apiPassword' });
    expect((await connect('tcs', { credentials: { token: 'x' } })).status).toBe(404);
  });
});

it('connects Leopards with its key and password, answering neither', async () => {
  const account = await merchantAccount('leopards');
  const connected = await connect('leopards', { credentials: account.credentials });
  expect(connected.status).toBe(200);
  expect(connected.body.courier).toMatchObject({
    connected: true,
    credentialsHint: account.credentials.apiKey!.slice(-4),
  });
  for (const secret of secretsOf(account)) {
    expect(JSON.stringify(connected.body)).not.toContain(secret);
    expect(JSON.stringify((await list()).body)).not.toContain(secret);
  }
  const stored = await env.DB.prepare("SELECT credentials FROM courier_connections WHERE courier = 'leopards'").first<{
    credentials: string;
  }>();
  expect(stored!.credentials).not.toContain(account.credentials.apiPassword);
});

it('disconnects a courier, forgetting its credentials', async () => {
  const account = await merchantAccount('postex');
  expect((await connect('postex', { credentials: account.credentials })).status).toBe(200);
  const gone = await request(ADMIN_COURIERS.disconnect, { params: { id: 'postex' }, token: owner.token });
  expect(gone.status).toBe(200);
  expect(gone.body.courier).toMatchObject({ id: 'postex', connected: false, credentialsHint: null });
  const left = await env.DB.prepare("SELECT count(*) AS n FROM courier_connections WHERE courier = 'postex'").first();
  expect(left).toEqual({ n: 0 });
});

it('is the owner’s alone', async () => {
  expect((await list(staff.token)).status).toBe(403);
  const account = await merchantAccount('postex');
  expect((await connect('postex', { credentials: account.credentials }, staff.token)).status).toBe(403);
  expect((await request(ADMIN_COURIERS.disconnect, { params: { id: 'postex' }, token: staff.token })).status).toBe(403);
});
