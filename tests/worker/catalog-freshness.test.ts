import { describe, expect, it } from 'vitest';
import type { ProductListAnswer } from '#schema/answers/products';
import { FRESH_MS } from '../../worker/catalog/listing-cache';
import { CART, ORDERS, PRODUCTS } from '#schema/api';
import { call, makeUser, pause, request } from './client';
import { setProduct } from './fixtures';

async function listed(category: string, id: string) {
  const { body } = await request(PRODUCTS.category, { params: { category } });
  return body.products.find((p) => p._id === id)!;
}

describe('catalog listings stay fresh', () => {
  it('must be revalidated by browsers, and an unchanged listing answers 304 without a body', async () => {
    const first = await call('/api/products/category/citrus');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await call('/api/products/category/citrus', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('show a price or stock changed in D1 within FRESH_MS, with a new ETag', async () => {
    const before = await call('/api/products/category/spicy');
    await setProduct('hamas', { price: 1234, stock: 0 });
    await pause(FRESH_MS + 50);
    const after = await call('/api/products/category/spicy', {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    const hamas = ((await after.json()) as ProductListAnswer).products.find((p) => p._id === 'hamas');
    expect(hamas).toMatchObject({ price: 1234, inStock: false });
  });

  it('show a sell-out at once when the last bottle is ordered, and the restock when the order is cancelled', async () => {
    await setProduct('khazana', { stock: 1 });
    await pause(FRESH_MS + 50);
    expect(await listed('oud', 'khazana')).toMatchObject({ inStock: true });

    const shopper = await makeUser();
    expect(
      (await request(CART.add, { token: shopper.token, body: { productId: 'khazana', quantity: 1 } })).status,
    ).toBe(200);
    const price = (await listed('oud', 'khazana')).price;
    const placed = await request(ORDERS.place, {
      token: shopper.token,
      body: {
        items: [{ productId: 'khazana', quantity: 1 }],
        shippingAddress: {
          firstName: 'Ayesha',
          lastName: 'Malik',
          email: 'ayesha@example.pk',
          phone: '03001234567',
          address: '14 Canal View Road',
          city: 'Lahore',
          country: 'Pakistan',
        },
        shippingMethod: 'standard',
        orderDetails: { subtotal: price, giftWrappingCost: 0, shippingCost: 200, total: price + 200 },
      },
    });
    expect(placed.status).toBe(201);
    expect(await listed('oud', 'khazana')).toMatchObject({ inStock: false });

    const admin = await makeUser({ role: 'owner' });
    const cancel = await request(ORDERS.changeStatus, {
      params: { id: placed.body.order._id },
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(await listed('oud', 'khazana')).toMatchObject({ inStock: true });
  });
});
