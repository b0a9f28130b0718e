/**
 * An archived product leaves every listing and cannot be put in a cart or ordered, but the orders that hold it stay
 * whole. Products are archived here straight in D1: this is about what the shop does with the flag.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CART, ORDERS, PRODUCTS } from '#schema/api';
import { priceOf } from './admin-fixtures';
import { checkoutBody } from './checkout-body';
import { makeUser, pause, request } from './client';
import { setProduct } from './fixtures';
import { FRESH_MS } from '../../worker/catalog/listing-cache';

const archive = (id: string, archived = true) => setProduct(id, { archived });

describe('an archived product', () => {
  it('leaves its categories and the featured perfumes, and comes back when restored', async () => {
    await archive('blue-mist');
    await pause(FRESH_MS + 50);
    const aquatic = await request(PRODUCTS.category, { params: { category: 'aquatic' } });
    expect(aquatic.body.products.map((p) => p._id)).not.toContain('blue-mist');
    expect((await request(PRODUCTS.featured)).body.products.map((p) => p._id)).not.toContain('blue-mist');
    await archive('blue-mist', false);
    await pause(FRESH_MS + 50);
    expect(
      (await request(PRODUCTS.category, { params: { category: 'aquatic' } })).body.products.map((p) => p._id),
    ).toContain('blue-mist');
  });

  it('cannot be added to a cart, by id or by name, nor have its quantity changed', async () => {
    const { token } = await makeUser();
    expect((await request(CART.add, { token, body: { productId: 'khas' } })).status).toBe(200);
    await archive('khas');
    const byId = await request(CART.add, { token, body: { productId: 'khas' } });
    expect(byId).toMatchObject({
      status: 404,
      body: { success: false, code: 'not_found' },
    });
    const byName = await request(CART.addByName, { token, body: { productName: 'Khas' } });
    expect(byName.status).toBe(404);
    expect(
      (await request(CART.setQuantity, { token, params: { productId: 'khas' }, body: { quantity: 2 } })).status,
    ).toBe(404);
    // The shopper can still take it out.
    const removed = await request(CART.remove, { token, params: { productId: 'khas' } });
    expect(removed.status).toBe(200);
    expect(removed.body.cart.items).toEqual([]);
  });

  it('in a cart is refused at checkout, naming it, with nothing written', async () => {
    const user = await makeUser();
    await request(CART.add, { token: user.token, body: { productId: 'safar' } });
    const body = checkoutBody('safar', await priceOf('safar'));
    await archive('safar');
    const stock = await env.DB.prepare("SELECT stock FROM products WHERE id = 'safar'").first<{ stock: number }>();
    const placed = await request(ORDERS.place, { token: user.token, body });
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject({ code: 'no_longer_sold', message: expect.stringContaining('Safar') });
    expect(await env.DB.prepare("SELECT stock FROM products WHERE id = 'safar'").first()).toEqual(stock);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ?').bind(user.id).first()).toEqual({
      n: 0,
    });
  });

  it('stays whole in the orders placed before it was archived', async () => {
    const user = await makeUser();
    await request(CART.add, { token: user.token, body: { productId: 'kohsar' } });
    const placed = await request(ORDERS.place, {
      token: user.token,
      body: checkoutBody('kohsar', await priceOf('kohsar')),
    });
    expect(placed.status).toBe(201);
    await archive('kohsar');
    const read = await request(ORDERS.read, { token: user.token, params: { id: placed.body.order._id } });
    expect(read.status).toBe(200);
    expect(read.body.order.products).toEqual(placed.body.order.products);
  });
});

describe('the featured perfumes follow the data', () => {
  it("list the products the owner marks for the sale or the featured spot, the seed's in the order drawn", async () => {
    const before = (await request(PRODUCTS.featured)).body.products.map((p) => p._id);
    expect(before).toEqual(['blue-mist', 'royal-ruby', 'encharntess', 'angels-kiss', 'sir-al-shams', 'miraj']);
    await setProduct('amber-wood', { featured: 'sale' });
    await setProduct('royal-ruby', { featured: null });
    await pause(FRESH_MS + 50);
    const after = (await request(PRODUCTS.featured)).body.products.map((p) => p._id);
    expect(after).toEqual(['blue-mist', 'encharntess', 'angels-kiss', 'sir-al-shams', 'amber-wood', 'miraj']);
  });
});
