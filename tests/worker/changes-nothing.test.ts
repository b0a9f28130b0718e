/**
 * A change that names no field it can change (only its version, or a misspelt field, which is dropped) is refused
 * with 400, where it was answered as saved with nothing saved; nothing moves, not even the version. A change that
 * names a field still goes through.
 */
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_OILS, ADMIN_PRODUCTS, ADMIN_SALES } from '#schema/api';
import { makeUser, request } from './client';

let token: string;

beforeAll(async () => {
  token = (await makeUser({ role: 'owner' })).token;
});

const refused = {
  status: 400,
  body: { success: false, code: 'invalid', message: 'Please send at least one field to change.' },
};

it('refuses a perfume change that names nothing to change', async () => {
  const read = async () => (await request(ADMIN_PRODUCTS.read, { token, params: { id: 'deodar' } })).body.product;
  const { version } = await read();
  for (const body of [{ version }, { version, Price: 999 }]) {
    expect(await request(ADMIN_PRODUCTS.change, { token, params: { id: 'deodar' }, body })).toMatchObject(refused);
  }
  expect((await read()).version).toBe(version);
});

it('refuses an oil change that names nothing to change, and takes one that does', async () => {
  const [oil] = (await request(ADMIN_OILS.list, { token })).body.oils;
  const change = (body: unknown) => request(ADMIN_OILS.change, { token, params: { id: oil!._id }, body });
  expect(await change({ version: oil!.version, prise: 1 })).toMatchObject(refused);
  const changed = await change({ version: oil!.version, price: oil!.price + 1 });
  expect(changed).toMatchObject({ status: 200, body: { oil: { price: oil!.price + 1, version: oil!.version + 1 } } });
});

it('refuses a sale change that names nothing to change', async () => {
  const read = async () => (await request(ADMIN_SALES.read, { token, params: { id: 'eid-sale' } })).body.sale;
  const { version } = await read();
  expect(
    await request(ADMIN_SALES.change, { token, params: { id: 'eid-sale' }, body: { version, title: 'Typo' } }),
  ).toMatchObject(refused);
  expect((await read()).version).toBe(version);
});
