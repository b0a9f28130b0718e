/**
 * A perfume's tester and sample sizes: the owner sets the list, the product's page answer offers them, and a listing
 * says when a size is in stock though the bottle is sold out.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, PRODUCTS } from '#schema/api';
import { createPerfume } from './catalog-fixtures';
import { makeUser, request } from './client';

let owner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
});

const setSizes = async (id: string, sizes: unknown, token = owner.token, was?: unknown) => {
  const { status, body } = await request(ADMIN_PRODUCTS.setSizes, { token, params: { id }, body: { sizes, was } });
  return { status, body: body as typeof body & { code?: string; field?: string } };
};

const catalogVersion = async () =>
  (await env.DB.prepare('SELECT version FROM catalog_version WHERE id = 1').first<{ version: number }>())!.version;

describe('PUT /api/admin/products/{id}/sizes', () => {
  it('sets the whole list, answers it smallest first, logs it and moves the catalog version', async () => {
    const made = await createPerfume(owner.token); // 100 ml at Rs 2,500
    const version = await catalogVersion();
    const { status, body } = await setSizes(made._id, [
      { ml: 10, price: 900, stock: 4 },
      { ml: 5, price: 500, stock: 0 },
    ]);
    expect(status).toBe(200);
    expect(body.sizes).toEqual([
      { ml: 5, price: 500, stock: 0 },
      { ml: 10, price: 900, stock: 4 },
    ]);
    expect(await catalogVersion()).not.toBe(version);
    const audit = await env.DB.prepare(
      "SELECT before, after FROM audit_log WHERE target_id = ? AND action = 'product.sizes'",
    )
      .bind(made._id)
      .first<{ before: string; after: string }>();
    expect(JSON.parse(audit!.before)).toEqual({ sizes: [] });
    expect(JSON.parse(audit!.after).sizes).toHaveLength(2);

    // A change keeps the sizes sent, drops the one left out, and reads back as set.
    await setSizes(made._id, [{ ml: 10, price: 950, stock: 6 }]);
    const read = await request(ADMIN_PRODUCTS.sizes, { token: owner.token, params: { id: made._id } });
    expect(read.body.sizes).toEqual([{ ml: 10, price: 950, stock: 6 }]);
  });

  it('refuses sizes the bottle does not allow, each by its own code on the size at fault, and changes nothing', async () => {
    const made = await createPerfume(owner.token); // 100 ml at Rs 2,500
    await setSizes(made._id, [{ ml: 10, price: 900, stock: 4 }]);
    const cases: [unknown, number, string, string][] = [
      [[{ ml: 100, price: 900, stock: 1 }], 400, 'size_not_smaller', 'sizes.0.ml'],
      [[{ ml: 10, price: 2500, stock: 1 }], 400, 'size_price_not_below', 'sizes.0.price'],
      [
        [
          { ml: 10, price: 900, stock: 1 },
          { ml: 10, price: 800, stock: 1 },
        ],
        400,
        'duplicate_size',
        'sizes.1.ml',
      ],
      [[{ ml: 0, price: 900, stock: 1 }], 400, 'invalid', 'sizes.0.ml'],
      [[{ ml: 10, price: 0, stock: 1 }], 400, 'invalid', 'sizes.0.price'],
      [[{ ml: 10, price: 900, stock: -1 }], 400, 'invalid', 'sizes.0.stock'],
    ];
    for (const [sizes, status, code, field] of cases) {
      const refused = await setSizes(made._id, sizes);
      expect({ status: refused.status, code: refused.body.code, field: refused.body.field }).toEqual({
        status,
        code,
        field,
      });
    }
    // The bottle's price is written as every amount of the shop is, its thousands grouped.
    expect((await setSizes(made._id, [{ ml: 10, price: 2500, stock: 1 }])).body.message).toBe(
      "A smaller size's price must be below the bottle's Rs 2,500.",
    );
    const read = await request(ADMIN_PRODUCTS.sizes, { token: owner.token, params: { id: made._id } });
    expect(read.body.sizes).toEqual([{ ml: 10, price: 900, stock: 4 }]);
  });

  it('refuses a list changed since it was read (an order, or another save), and writes nothing of it', async () => {
    const made = await createPerfume(owner.token);
    const read = [{ ml: 10, price: 900, stock: 4 }];
    await setSizes(made._id, read);
    const mine = [
      { ml: 10, price: 850, stock: 10 },
      { ml: 5, price: 500, stock: 2 },
    ];
    const moves: [string, unknown[]][] = [
      ['a tester sold', [{ ml: 10, price: 900, stock: 3 }]],
      ['re-priced by another owner', [{ ml: 10, price: 950, stock: 4 }]],
      ['a size added by another owner', [...read, { ml: 20, price: 1500, stock: 1 }]],
      ['the size removed by another owner', []],
    ];
    for (const [, today] of moves) {
      expect((await setSizes(made._id, today)).status).toBe(200);
      expect(await setSizes(made._id, mine, owner.token, read)).toMatchObject({
        status: 409,
        body: { code: 'stale_version' },
      });
      const now = await request(ADMIN_PRODUCTS.sizes, { token: owner.token, params: { id: made._id } });
      expect(now.body.sizes).toEqual(today);
      await setSizes(made._id, read);
    }

    // Made again over the list as it is, it is saved; a save that names no list is written whatever it replaces.
    const again = await setSizes(made._id, mine, owner.token, read);
    expect(again).toMatchObject({ status: 200, body: { sizes: [mine[1], mine[0]] } });
    expect((await setSizes(made._id, read)).status).toBe(200);
  });

  it('keeps the bottle above its sizes: a volume or price at or under one is refused on the bottle’s field', async () => {
    const made = await createPerfume(owner.token); // 100 ml at Rs 2,500
    await setSizes(made._id, [{ ml: 10, price: 900, stock: 4 }]);
    const change = (fields: object) =>
      request(ADMIN_PRODUCTS.change, {
        token: owner.token,
        params: { id: made._id },
        body: { version: made.version, ...fields },
      });
    const cases: [object, string, string][] = [
      [{ sizeMl: 10 }, 'bottle_not_larger', 'sizeMl'],
      [{ sizeMl: 5, price: 300 }, 'bottle_not_larger', 'sizeMl'],
      [{ price: 900 }, 'bottle_price_not_above', 'price'],
    ];
    for (const [fields, code, field] of cases)
      expect(await change(fields)).toMatchObject({ status: 400, body: { code, field } });
    const kept = await request(ADMIN_PRODUCTS.read, { token: owner.token, params: { id: made._id } });
    expect(kept.body.product).toMatchObject({ sizeMl: 100, price: 2500, version: made.version });
    expect((await change({ sizeMl: 50, price: 1800 })).status).toBe(200);
  });

  it('is the owner’s: a shopper is refused, and an unknown perfume is not found', async () => {
    const shopper = await makeUser();
    const made = await createPerfume(owner.token);
    expect((await setSizes(made._id, [], shopper.token)).body.code).toBe('owner_only');
    expect((await setSizes('no-such-perfume', [])).body.code).toBe('not_found');
  });
});

describe('GET /api/products/{slug}', () => {
  it('offers each size at its price and says whether it is in stock, and no sizes for a bottle alone', async () => {
    const made = await createPerfume(owner.token);
    expect((await request(PRODUCTS.read, { params: { slug: made.slug } })).body.product.sizes).toEqual([]);
    await setSizes(made._id, [
      { ml: 10, price: 900, stock: 0 },
      { ml: 5, price: 500, stock: 3 },
    ]);
    const { body } = await request(PRODUCTS.read, { params: { slug: made.slug } });
    expect(body.product.sizes).toEqual([
      { ml: 5, price: 500, compareAtPrice: null, inStock: true },
      { ml: 10, price: 900, compareAtPrice: null, inStock: false },
    ]);
    expect(body.product).toMatchObject({ price: 2500, sizeMl: 100 });
  });

  it('takes a running sale’s share off a size as off the bottle, its own price struck as the bottle’s is', async () => {
    // Miraj: Rs 2,499 before the seed's Eid sale, 1,999 in it; its seed tester is 10 ml at Rs 599.
    const { body } = await request(PRODUCTS.read, { params: { slug: 'miraj' } });
    expect(body.product).toMatchObject({ price: 1999, compareAtPrice: 2499 });
    expect(body.product.sizes).toEqual([
      { ml: 10, price: Math.round((599 * 1999) / 2499), compareAtPrice: 599, inStock: true },
    ]);
  });
});

describe('GET /api/products/category/{category}', () => {
  it('says a perfume has only its sizes left when its bottle is sold out and a size is not', async () => {
    const soldOut = await createPerfume(owner.token, { stock: 0 });
    const listed = async () => {
      const { body } = await request(PRODUCTS.category, { params: { category: 'oud' } });
      return body.products.find((product) => product._id === soldOut._id)!;
    };
    expect(await listed()).toMatchObject({ inStock: false, sizesOnly: false });
    await setSizes(soldOut._id, [{ ml: 10, price: 900, stock: 2 }]);
    expect(await listed()).toMatchObject({ inStock: false, sizesOnly: true });
    await setSizes(soldOut._id, [{ ml: 10, price: 900, stock: 0 }]);
    expect(await listed()).toMatchObject({ inStock: false, sizesOnly: false });

    // A bottle in stock is what its card adds, whatever its sizes.
    const inStock = await createPerfume(owner.token);
    await setSizes(inStock._id, [{ ml: 10, price: 900, stock: 2 }]);
    const { body } = await request(PRODUCTS.category, { params: { category: 'oud' } });
    expect(body.products.find((product) => product._id === inStock._id)).toMatchObject({
      inStock: true,
      sizesOnly: false,
    });
  });
});
