/**
 * Named sales: while a sale runs its perfumes list and sell at the sale price under its badge; before and after,
 * their own price and no badge. A perfume in two running sales takes the lower price. Bad sales change nothing.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SALES, CART, ORDERS, PRODUCTS } from '#schema/api';
import { checkoutBody } from './checkout-body';
import { makeUser, request } from './client';
import { db } from './fixtures';
import { eq } from 'drizzle-orm';
import { cartItems } from '#schema/tables';

const HOUR = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

let owner: Awaited<ReturnType<typeof makeUser>>;
let khasPrice: number;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  khasPrice = (await request(PRODUCTS.read, { params: { slug: 'khas' } })).body.product.price;
});

const listedKhas = async () => (await request(PRODUCTS.read, { params: { slug: 'khas' } })).body.product;
const createSale = (body: Record<string, unknown>, token = owner.token) => request(ADMIN_SALES.create, { token, body });
const saleCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM sales').first<{ n: number }>())!.n;

async function endAll(ids: string[]) {
  for (const id of ids) await request(ADMIN_SALES.remove, { token: owner.token, params: { id } });
}

describe('the seed sale', () => {
  it('is a running Eid Sale with badge EID SALE and the home page prices', async () => {
    const { status, body } = await request(ADMIN_SALES.list, { token: owner.token });
    expect(status).toBe(200);
    const eid = body.sales.find((sale) => sale.name === 'Eid Sale')!;
    expect(eid).toMatchObject({ badge: 'EID SALE', nameUr: 'عید سیل', state: 'running' });
    expect(eid.items).toContainEqual({
      productId: 'blue-mist',
      name: 'Blue Mist',
      price: 2199,
      salePrice: 1599,
      archived: false,
    });
    expect(eid.items).toHaveLength(9);
  });
});

describe('POST /api/admin/sales', () => {
  it('puts a running sale on the cards, the cart and the order, and takes it off when it ends', async () => {
    const { status, body } = await createSale({
      name: '11.11 Sale',
      badge: '11.11',
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      items: [{ productId: 'khas', salePrice: khasPrice - 500 }],
    });
    expect(status).toBe(201);
    expect(body.sale).toMatchObject({ name: '11.11 Sale', badge: '11.11', state: 'running', version: 1 });
    expect(await listedKhas()).toMatchObject({
      price: khasPrice - 500,
      compareAtPrice: khasPrice,
      sale: { name: '11.11 Sale', badge: '11.11' },
    });

    const shopper = await makeUser();
    const cart = await request(CART.add, { token: shopper.token, body: { productId: 'khas', quantity: 1 } });
    expect(cart.body.cart.items[0]!.product.price).toBe(khasPrice - 500);
    const order = await request(ORDERS.place, { token: shopper.token, body: checkoutBody('khas', khasPrice - 500) });
    expect(order.status).toBe(201);
    expect(order.body.order.products[0]!.price).toBe(khasPrice - 500);

    const ended = await request(ADMIN_SALES.change, {
      token: owner.token,
      params: { id: body.sale._id },
      body: { version: 1, endsAt: at(-1000), startsAt: at(-HOUR) },
    });
    expect(ended.body.sale).toMatchObject({ state: 'ended', version: 2 });
    expect(await listedKhas()).toMatchObject({ price: khasPrice, compareAtPrice: null, sale: null });
    await endAll([body.sale._id]);
  });

  it('tells a cart filled during a sale that has since ended what its lines cost now and cost then', async () => {
    const { body } = await createSale({
      name: 'Azadi Sale',
      nameUr: 'آزادی سیل',
      badge: 'AZADI',
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      items: [{ productId: 'khas', salePrice: khasPrice - 700 }],
    });
    const shopper = await makeUser();
    const added = await request(CART.add, { token: shopper.token, body: { productId: 'khas', quantity: 2 } });
    expect(added.body.cart.items[0]).toMatchObject({ product: { price: khasPrice - 700 }, priceChange: null });

    await request(ADMIN_SALES.change, {
      token: owner.token,
      params: { id: body.sale._id },
      body: { version: 1, endsAt: at(-1000), startsAt: at(-HOUR) },
    });
    const read = async () => (await request(CART.read, { token: shopper.token })).body.cart.items[0]!;
    expect(await read()).toMatchObject({
      product: { price: khasPrice },
      quantity: 2,
      priceChange: { was: khasPrice - 700, endedSale: 'Azadi Sale', endedSaleUr: 'آزادی سیل' },
    });
    // Changing the quantity on the cart page keeps the notice; adding the perfume again, at today's price, ends it.
    await request(CART.setQuantity, { token: shopper.token, params: { productId: 'khas' }, body: { quantity: 1 } });
    expect((await read()).priceChange).toEqual({
      was: khasPrice - 700,
      endedSale: 'Azadi Sale',
      endedSaleUr: 'آزادی سیل',
    });
    await request(CART.add, { token: shopper.token, body: { productId: 'khas', quantity: 1 } });
    expect(await read()).toMatchObject({ quantity: 2, priceChange: null });
    await endAll([body.sale._id]);
  });

  it('names an ended sale the owner gave no Urdu name in English only, leaving the Urdu page its own word', async () => {
    const { body } = await createSale({
      name: 'Basant Sale',
      badge: 'BASANT',
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      items: [{ productId: 'khas', salePrice: khasPrice - 400 }],
    });
    const shopper = await makeUser();
    await request(CART.add, { token: shopper.token, body: { productId: 'khas', quantity: 1 } });
    await request(ADMIN_SALES.change, {
      token: owner.token,
      params: { id: body.sale._id },
      body: { version: 1, endsAt: at(-1000), startsAt: at(-HOUR) },
    });
    const cart = await request(CART.read, { token: shopper.token });
    expect(cart.body.cart.items[0]!.priceChange).toEqual({
      was: khasPrice - 400,
      endedSale: 'Basant Sale',
      endedSaleUr: null,
    });
    await endAll([body.sale._id]);
  });

  it('names no ended sale when the sale still runs at another price, and says nothing for lines kept before prices were', async () => {
    const { body } = await createSale({
      name: 'Jashn Sale',
      badge: 'JASHN',
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      items: [{ productId: 'khas', salePrice: khasPrice - 700 }],
    });
    const shopper = await makeUser();
    await request(CART.add, { token: shopper.token, body: { productId: 'khas', quantity: 1 } });
    await request(ADMIN_SALES.change, {
      token: owner.token,
      params: { id: body.sale._id },
      body: { version: 1, items: [{ productId: 'khas', salePrice: khasPrice - 300 }] },
    });
    const read = async () => (await request(CART.read, { token: shopper.token })).body.cart.items[0]!;
    expect((await read()).priceChange).toEqual({ was: khasPrice - 700, endedSale: null, endedSaleUr: null });

    await db.update(cartItems).set({ addedPrice: null, addedSaleId: null }).where(eq(cartItems.userId, shopper.id));
    expect((await read()).priceChange).toBeNull();
    await endAll([body.sale._id]);
  });

  it('shows nothing before a sale starts', async () => {
    const { body } = await createSale({
      name: 'Independence Day',
      badge: '14 AUGUST',
      startsAt: at(HOUR),
      endsAt: at(2 * HOUR),
      items: [{ productId: 'khas', salePrice: khasPrice - 100 }],
    });
    expect(body.sale.state).toBe('upcoming');
    expect(await listedKhas()).toMatchObject({ price: khasPrice, compareAtPrice: null, sale: null });
    await endAll([body.sale._id]);
  });

  it('sells a perfume in two running sales at the lower price, under that sale’s badge', async () => {
    const first = await createSale({
      name: 'White Friday',
      badge: 'WHITE FRIDAY',
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      items: [{ productId: 'khas', salePrice: khasPrice - 200 }],
    });
    const second = await createSale({
      name: 'Clearance',
      badge: 'CLEARANCE',
      startsAt: at(-2 * HOUR),
      endsAt: at(3 * HOUR),
      items: [{ productId: 'khas', salePrice: khasPrice - 300 }],
    });
    expect(await listedKhas()).toMatchObject({ price: khasPrice - 300, sale: { badge: 'CLEARANCE' } });
    await endAll([second.body.sale._id]);
    expect(await listedKhas()).toMatchObject({ price: khasPrice - 200, sale: { badge: 'WHITE FRIDAY' } });
    await endAll([first.body.sale._id]);
    expect(await listedKhas()).toMatchObject({ price: khasPrice, sale: null });
  });

  it.each([
    [
      'a sale price not below the price',
      { items: [{ productId: 'khas', salePrice: 0 }] },
      'items.0.salePrice',
      'at least 1',
    ],
    ['a sale that ends before it starts', { startsAt: at(HOUR), endsAt: at(-HOUR) }, 'endsAt', 'end after it starts'],
    [
      'a perfume the shop does not sell',
      { items: [{ productId: 'no-such', salePrice: 10 }] },
      'items.0.productId',
      'not sold',
    ],
    ['no perfumes', { items: [] }, 'items', 'at least one perfume'],
    ['no badge', { badge: ' ' }, 'badge', 'Badge is required'],
  ])('refuses %s, creating nothing', async (_, change, field, words) => {
    const before = await saleCount();
    const { status, body } = await createSale({
      name: 'Bad Sale',
      badge: 'BAD',
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      items: [{ productId: 'khas', salePrice: 100 }],
      ...change,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, field });
    expect(body.message).toContain(words);
    expect(await saleCount()).toBe(before);
  });

  it('refuses a sale price at or above the perfume’s own price, naming it', async () => {
    const { status, body } = await createSale({
      name: 'Bad Sale',
      badge: 'BAD',
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      items: [{ productId: 'khas', salePrice: khasPrice }],
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'sale_price_not_below', field: 'items.0.salePrice' });
  });

  it.each(['shopper', 'staff'] as const)('is the owner’s: %s is refused', async (role) => {
    const shopper = await makeUser({ role });
    const { status } = await createSale(
      { name: 'Mine', badge: 'MINE', startsAt: at(-HOUR), endsAt: at(HOUR), items: [] },
      shopper.token,
    );
    expect(status).toBe(403);
    expect((await request(ADMIN_SALES.list, { token: shopper.token })).status).toBe(403);
  });
});

describe('a sale’s Urdu name', () => {
  it('is optional, listed with the sale on its cards, changed or taken off alone, and refused with hidden characters', async () => {
    const unnamed = await createSale({
      name: 'Summer Sale',
      badge: 'SUMMER',
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      items: [{ productId: 'khas', salePrice: khasPrice - 600 }],
    });
    expect(unnamed.status).toBe(201);
    expect(unnamed.body.sale.nameUr).toBeNull();
    expect((await listedKhas()).sale).toMatchObject({ name: 'Summer Sale', nameUr: null, badge: 'SUMMER' });

    const named = await request(ADMIN_SALES.change, {
      token: owner.token,
      params: { id: unnamed.body.sale._id },
      body: { version: 1, nameUr: ' گرمیوں کی سیل ' },
    });
    expect(named.body.sale).toMatchObject({ name: 'Summer Sale', nameUr: 'گرمیوں کی سیل', version: 2 });
    expect((await listedKhas()).sale).toMatchObject({ name: 'Summer Sale', nameUr: 'گرمیوں کی سیل' });

    const hidden = await request(ADMIN_SALES.change, {
      token: owner.token,
      params: { id: unnamed.body.sale._id },
      body: { version: 2, nameUr: 'سیل\u202e' },
    });
    expect(hidden.status).toBe(400);
    expect(hidden.body).toMatchObject({ success: false, code: 'invalid', field: 'nameUr' });

    const emptied = await request(ADMIN_SALES.change, {
      token: owner.token,
      params: { id: unnamed.body.sale._id },
      body: { version: 2, nameUr: '' },
    });
    expect(emptied.body.sale).toMatchObject({ nameUr: null, version: 3 });
    await endAll([unnamed.body.sale._id]);
  });
});

describe('PATCH and DELETE /api/admin/sales/{id}', () => {
  it('refuses a stale version and a deleted sale', async () => {
    const { body } = await createSale({
      name: 'Ramadan Sale',
      badge: 'RAMADAN',
      startsAt: at(HOUR),
      endsAt: at(2 * HOUR),
      items: [{ productId: 'khas', salePrice: khasPrice - 100 }],
    });
    const id = body.sale._id;
    const renamed = await request(ADMIN_SALES.change, {
      token: owner.token,
      params: { id },
      body: { version: 1, name: 'Ramadan Mubarak Sale', items: [{ productId: 'khas', salePrice: khasPrice - 150 }] },
    });
    expect(renamed.body.sale).toMatchObject({ name: 'Ramadan Mubarak Sale', version: 2 });
    expect(renamed.body.sale.items).toEqual([
      { productId: 'khas', name: 'Khas', price: khasPrice, salePrice: khasPrice - 150, archived: false },
    ]);
    const stale = await request(ADMIN_SALES.change, {
      token: owner.token,
      params: { id },
      body: { version: 1, name: 'X' },
    });
    expect(stale).toMatchObject({ status: 409, body: { code: 'stale_version' } });

    // Deleted as read before the rename, it is refused: the rename is not deleted unseen.
    const staleDelete = await request(ADMIN_SALES.remove, { token: owner.token, params: { id }, body: { version: 1 } });
    expect(staleDelete).toMatchObject({ status: 409, body: { code: 'stale_version' } });
    expect((await request(ADMIN_SALES.read, { token: owner.token, params: { id } })).status).toBe(200);

    const deleted = await request(ADMIN_SALES.remove, { token: owner.token, params: { id }, body: { version: 2 } });
    expect(deleted.status).toBe(200);
    expect((await request(ADMIN_SALES.read, { token: owner.token, params: { id } })).status).toBe(404);
    const list = await request(ADMIN_SALES.list, { token: owner.token });
    expect(list.body.sales.map((sale) => sale._id)).not.toContain(id);
  });
});

/** `count` perfumes copied from Khas, each with an id as long as the console gives a product (22 characters). */
async function copiesOfKhas(count: number): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name FROM pragma_table_info('products')").all<{ name: string }>();
  const own: Record<string, string> = {
    id: '?1',
    slug: '?1',
    name: "'Clearance ' || ?1",
    name_key: "'clearance ' || ?1",
    featured: 'NULL',
  };
  const columns = results.map(({ name }) => name);
  const copy = `INSERT INTO products (${columns.join(', ')}) SELECT ${columns.map((c) => own[c] ?? c).join(', ')} FROM products WHERE id = 'khas'`;
  const ids = Array.from({ length: count }, (_, n) => `clearance-${String(n).padStart(12, '0')}`);
  await env.DB.batch(ids.map((id) => env.DB.prepare(copy).bind(id)));
  return ids;
}

describe('a sale of as many perfumes as a sale may hold', () => {
  it('is taken with 500 perfumes whose ids are as long as the console makes them', async () => {
    const ids = await copiesOfKhas(500);
    const items = ids.map((productId) => ({ productId, salePrice: khasPrice - 1 }));
    const sale = { name: 'Clearance', badge: 'CLEARANCE', startsAt: at(HOUR), endsAt: at(2 * HOUR), items };
    expect(JSON.stringify(sale).length).toBeGreaterThan(16 * 1024);
    const { status, body } = await createSale(sale);
    expect(status).toBe(201);
    expect(body.sale.items).toHaveLength(500);
    await endAll([body.sale._id]);
  });

  it('is refused with 413 naming the most a sale holds when its body is larger than any such sale', async () => {
    const items = Array.from({ length: 1000 }, (_, n) => ({ productId: `p${n}`.padEnd(100, 'x'), salePrice: 1 }));
    const before = await saleCount();
    const { status, body } = await createSale({
      name: 'Huge',
      badge: 'HUGE',
      startsAt: at(HOUR),
      endsAt: at(2 * HOUR),
      items,
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, code: 'sale_too_large', message: expect.stringContaining('500') });
    expect(await saleCount()).toBe(before);
  });
});
