/**
 * A perfume archived while in a sale: the sale says so beside it, keeps it while the owner changes the sale's other
 * fields or ends it, and lets the owner take it out; a sale cannot take in a perfume no longer sold.
 */
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, ADMIN_SALES } from '#schema/api';
import { saleAnswer } from '#schema/answers/sales';
import { createPerfume } from './catalog-fixtures';
import { makeUser, request } from './client';

const HOUR = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

let owner: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  owner = await makeUser({ role: 'owner' });
});

async function archive(id: string, version: number) {
  const archived = await request(ADMIN_PRODUCTS.change, {
    params: { id },
    body: { version, archived: true },
    token: owner.token,
  });
  expect(archived.status).toBe(200);
}

/** A running sale of two new perfumes (Keeper and Leaver, named apart per sale), then Leaver archived. */
async function saleWithArchived() {
  const kept = await createPerfume(owner.token, { name: `Keeper ${crypto.randomUUID()}`, price: 3000 });
  const gone = await createPerfume(owner.token, { name: `Leaver ${crypto.randomUUID()}`, price: 2000 });
  const made = await request(ADMIN_SALES.create, {
    token: owner.token,
    body: {
      name: 'Chand Raat',
      badge: 'CHAND RAAT',
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      items: [
        { productId: kept._id, salePrice: 2500 },
        { productId: gone._id, salePrice: 1500 },
      ],
    },
  });
  expect(made.status).toBe(201);
  await archive(gone._id, gone.version);
  return { sale: made.body.sale, kept, gone };
}

const change = (id: string, body: Record<string, unknown>) =>
  request(ADMIN_SALES.change, { token: owner.token, params: { id }, body });

it('lists a perfume archived since as archived, in the sale and in the list of sales', async () => {
  const { sale, kept, gone } = await saleWithArchived();
  const read = await request(ADMIN_SALES.read, { token: owner.token, params: { id: sale._id } });
  expect(saleAnswer.parse(read.body).sale.items).toEqual([
    { productId: kept._id, name: kept.name, price: 3000, salePrice: 2500, archived: false },
    { productId: gone._id, name: gone.name, price: 2000, salePrice: 1500, archived: true },
  ]);
  const listed = (await request(ADMIN_SALES.list, { token: owner.token })).body.sales.find((s) => s._id === sale._id);
  expect(listed?.items.map((item) => item.archived)).toEqual([false, true]);
});

it('saves the sale’s other changes, and ends it, with the archived perfume still in it', async () => {
  const { sale, kept, gone } = await saleWithArchived();
  const items = [
    { productId: kept._id, salePrice: 2400 },
    { productId: gone._id, salePrice: 1500 },
  ];
  const renamed = await change(sale._id, { version: 1, name: 'Chand Raat Sale', items });
  expect(renamed.status).toBe(200);
  expect(renamed.body.sale).toMatchObject({ name: 'Chand Raat Sale', version: 2 });
  expect(renamed.body.sale.items.map((item) => [item.productId, item.salePrice])).toEqual([
    [kept._id, 2400],
    [gone._id, 1500],
  ]);

  const ended = await change(sale._id, { version: 2, startsAt: at(-HOUR), endsAt: at(-1000), items });
  expect(ended.status).toBe(200);
  expect(ended.body.sale).toMatchObject({ state: 'ended', version: 3 });
});

it('takes the archived perfume out when the owner does', async () => {
  const { sale, kept } = await saleWithArchived();
  const taken = await change(sale._id, { version: 1, items: [{ productId: kept._id, salePrice: 2500 }] });
  expect(taken.status).toBe(200);
  expect(taken.body.sale.items).toEqual([
    { productId: kept._id, name: kept.name, price: 3000, salePrice: 2500, archived: false },
  ]);
});

it('refuses an archived perfume the sale did not hold, beside its line, changing nothing', async () => {
  const { sale, kept, gone } = await saleWithArchived();
  const other = await createPerfume(owner.token, { price: 2000 });
  await archive(other._id, other.version);
  const items = [
    { productId: kept._id, salePrice: 2500 },
    { productId: gone._id, salePrice: 1500 },
    { productId: other._id, salePrice: 1500 },
  ];
  const added = await change(sale._id, { version: 1, items });
  expect(added).toMatchObject({ status: 400, body: { code: 'sale_has_unsold', field: 'items.2.productId' } });
  const made = await request(ADMIN_SALES.create, {
    token: owner.token,
    body: { name: 'Another', badge: 'ANOTHER', startsAt: at(-HOUR), endsAt: at(HOUR), items: items.slice(1) },
  });
  expect(made).toMatchObject({ status: 400, body: { code: 'sale_has_unsold', field: 'items.0.productId' } });
  const read = await request(ADMIN_SALES.read, { token: owner.token, params: { id: sale._id } });
  expect(read.body.sale).toMatchObject({ version: 1 });
  expect(read.body.sale.items).toHaveLength(2);
});
