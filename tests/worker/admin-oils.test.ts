import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_OILS, OILS, OILS_CART } from '#schema/api';
import { OILS as SEED_OILS } from '#schema/catalog/oils';
import { STALE_OIL } from '#schema/payloads/admin-oils';
import { makeUser, request } from './client';

let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
});

const create = (body: unknown, token = admin.token) => request(ADMIN_OILS.create, { token, body });
const change = (id: string, body: unknown, token = admin.token) =>
  request(ADMIN_OILS.change, { token, params: { id }, body });
const oilCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM oils').first<{ n: number }>())!.n;

describe('GET /api/admin/oils', () => {
  it('lists every oil by name with its base price, whether it is offered and its version', async () => {
    const { status, body } = await request(ADMIN_OILS.list, { token: admin.token });
    expect(status).toBe(200);
    expect(body.oils).toHaveLength(SEED_OILS.length);
    expect(body.oils).toContainEqual({ _id: 'hina', name: 'Hina', price: 1500, available: true, version: 0 });
    const names = body.oils.map((o) => o.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});

describe('POST /api/admin/oils', () => {
  it('adds an oil (201) that the wholesale page then offers', async () => {
    const { status, body } = await create({ name: ' Gul e Lala ', price: 1450 });
    expect(status).toBe(201);
    expect(body.oil).toEqual({ _id: expect.any(String), name: 'Gul e Lala', price: 1450, available: true, version: 1 });
    expect((await request(OILS.list)).body).toContainEqual({ _id: body.oil._id, name: 'Gul e Lala', price: 1450 });
  });

  it.each(['Hina', ' hina ', 'HINA', 'Ｈｉｎａ'])('refuses the name %j that another oil has (409)', async (name) => {
    const before = await oilCount();
    const { status, body } = await create({ name, price: 900 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'name_taken', field: 'name' });
    expect(await oilCount()).toBe(before);
  });

  it.each([
    [{ name: 'Nargis', price: 0 }, 'Price must be at least 1'],
    [{ name: 'Nargis', price: -5 }, 'Price must be at least 1'],
    [{ name: 'Nargis', price: 12.5 }, 'Price must be a whole number'],
    [{ name: 'Nargis' }, 'Price must be a whole number'],
    [{ price: 900 }, 'Name is required'],
  ])('refuses %j with 400', async (body, message) => {
    const { status, body: answer } = await create(body);
    expect(status).toBe(400);
    expect(answer.message).toBe(message);
  });
});

describe('PATCH /api/admin/oils/{id}', () => {
  it('changes the base price at version + 1, and the wholesale page prices from it', async () => {
    const { status, body } = await change('kewda', { version: 0, price: 777 });
    expect(status).toBe(200);
    expect(body.oil).toEqual({ _id: 'kewda', name: 'Kewda', price: 777, available: true, version: 1 });
    expect((await request(OILS.list)).body).toContainEqual({ _id: 'kewda', name: 'Kewda', price: 777 });
  });

  it('hides an oil from the wholesale page and the oils cart, and shows it again', async () => {
    const hidden = await change('rajnigandha', { version: 0, available: false });
    expect(hidden.body.oil).toMatchObject({ available: false, version: 1 });
    expect((await request(OILS.list)).body.map((o) => o._id)).not.toContain('rajnigandha');
    const shopper = await makeUser();
    expect(
      (await request(OILS_CART.add, { token: shopper.token, body: { name: 'Rajnigandha', volume: 25, price: 950 } }))
        .status,
    ).toBe(400);
    await change('rajnigandha', { version: 1, available: true });
    expect((await request(OILS.list)).body.map((o) => o._id)).toContain('rajnigandha');
    const actions = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE target_id = 'rajnigandha' ORDER BY seq",
    ).all();
    expect(actions.results.map((a) => a.action)).toEqual(['oil.hide', 'oil.show']);
  });

  it('refuses an edit made from an older version (409), changing nothing', async () => {
    await change('majmua', { version: 0, price: 1200 });
    const { status, body } = await change('majmua', { version: 0, price: 1300 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'stale_version', message: STALE_OIL });
    expect(await env.DB.prepare("SELECT price, version FROM oils WHERE id = 'majmua'").first()).toEqual({
      price: 1200,
      version: 1,
    });
  });

  it('lets only one of two admins saving the same version at once win', async () => {
    const answers = await Promise.all([
      change('kasturi', { version: 0, price: 1 }),
      change('kasturi', { version: 0, price: 2 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await env.DB.prepare("SELECT version FROM oils WHERE id = 'kasturi'").first()).toEqual({ version: 1 });
  });

  it('refuses a name another oil has (409), and answers 404 for an unknown oil', async () => {
    expect((await change('zafrani', { version: 0, name: 'kasturi' })).body).toMatchObject({
      code: 'name_taken',
      field: 'name',
    });
    expect(await change('no-such-oil', { version: 0, price: 5 })).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
  });

  it('logs what changed', async () => {
    await change('khus-attar', { version: 0, name: 'Khus Attar Gold', price: 1100 });
    const entry = await env.DB.prepare(
      "SELECT action, target_name AS name, before, after FROM audit_log WHERE target_id = 'khus-attar'",
    ).first();
    expect(entry).toEqual({
      action: 'oil.update',
      name: 'Khus Attar Gold',
      before: '{"name":"Khus Attar","price":1000}',
      after: '{"name":"Khus Attar Gold","price":1100}',
    });
  });
});

describe('the admin oils calls', () => {
  it('are for the admin only', async () => {
    const shopper = await makeUser();
    expect((await request(ADMIN_OILS.list, { token: shopper.token })).status).toBe(403);
    expect((await create({ name: 'Nargis', price: 900 }, shopper.token)).status).toBe(403);
    expect((await change('hina', { version: 0, available: false }, shopper.token)).status).toBe(403);
    expect((await request(ADMIN_OILS.list, {})).status).toBe(401);
  });
});
