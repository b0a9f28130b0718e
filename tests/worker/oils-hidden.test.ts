/**
 * A hidden oil leaves the wholesale page's list and cannot be added or ordered; showing it again brings it back. A
 * line of it already in a cart stays there, flagged, and the cart's other lines are ordered without it.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { OILS as SEED_OILS } from '#schema/catalog/oils';
import { OILS, OILS_CART, OILS_ORDERS } from '#schema/api';
import { makeUser, request } from './client';
import { countLinesOf, countOrdersOf } from './admin-fixtures';
import { drizzle } from 'drizzle-orm/d1';
import { readOilsCart } from '../../worker/oils/cart/lines';
import { writeOilsOrder } from '../../worker/oils/orders/place';
import { setOilNamed } from './fixtures';

const hide = (name: string, available = false) => setOilNamed(name, { available });
const base = (name: string) => SEED_OILS.find((o) => o.name === name)!.price;

describe('a hidden oil', () => {
  it('leaves GET /api/oils and comes back when shown', async () => {
    await hide('Kewda');
    expect((await request(OILS.list)).body.map((o) => o.name)).not.toContain('Kewda');
    await hide('Kewda', true);
    expect((await request(OILS.list)).body.map((o) => o.name)).toContain('Kewda');
  });

  it('cannot be added to the oils cart', async () => {
    const { token } = await makeUser();
    await hide('Hina');
    const { status, body } = await request(OILS_CART.add, {
      token,
      body: { name: 'Hina', volume: 25, price: base('Hina') },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'no_such_oil', field: 'name' });
  });

  it('in a cart is refused at checkout, naming it, with nothing written', async () => {
    const user = await makeUser();
    await request(OILS_CART.add, {
      token: user.token,
      body: { name: 'Majmua', volume: 50, price: base('Majmua') * 2 },
    });
    await hide('Majmua');
    const order = {
      items: [{ product: 'Majmua', volume: 50, price: base('Majmua') * 2 }],
      totalPrice: base('Majmua') * 2,
      phone: '03001234567',
      city: 'Multan',
    };
    const { status, body } = await request(OILS_ORDERS.place, { token: user.token, body: order });
    expect(status).toBe(409);
    // Named in its words, so the shopper knows which oil to take out.
    expect(body).toMatchObject({ code: 'no_longer_sold', message: expect.stringContaining('Majmua') });
    expect(await countOrdersOf('oils', user.id)).toBe(0);
  });

  it('in a cart is answered flagged, the other lines as they were', async () => {
    const { token } = await makeUser();
    await request(OILS_CART.add, { token, body: { name: 'Zafrani', volume: 25, price: base('Zafrani') } });
    await request(OILS_CART.add, { token, body: { name: 'Motia Attar', volume: 50, price: base('Motia Attar') * 2 } });
    await hide('Zafrani');
    const { body } = await request(OILS_CART.read, { token });
    expect(body.map(({ name, volume, price, available }) => ({ name, volume, price, available }))).toEqual([
      { name: 'Zafrani', volume: 25, price: base('Zafrani'), available: false },
      { name: 'Motia Attar', volume: 50, price: base('Motia Attar') * 2, available: true },
    ]);
  });

  it('in a cart is left out of an order of the other lines, and stays in the cart flagged', async () => {
    const user = await makeUser();
    await request(OILS_CART.add, {
      token: user.token,
      body: { name: 'Kasturi', volume: 50, price: base('Kasturi') * 2 },
    });
    await request(OILS_CART.add, {
      token: user.token,
      body: { name: 'Motia Attar', volume: 25, price: base('Motia Attar') },
    });
    await hide('Kasturi');
    const { status, body } = await request(OILS_ORDERS.place, {
      token: user.token,
      body: {
        items: [{ product: 'Motia Attar', volume: 25, price: base('Motia Attar') }],
        totalPrice: base('Motia Attar'),
        phone: '03001234567',
        city: 'Multan',
      },
    });
    expect(status).toBe(201);
    expect(body.order.items).toEqual([{ product: 'Motia Attar', volume: 25, price: base('Motia Attar') }]);
    expect(body.order.totalPrice).toBe(base('Motia Attar'));
    const left = (await request(OILS_CART.read, { token: user.token })).body;
    expect(left.map(({ name, available }) => ({ name, available }))).toEqual([{ name: 'Kasturi', available: false }]);
  });

  it('alone in a cart leaves nothing to order: refused, naming it, with nothing written', async () => {
    const user = await makeUser();
    await request(OILS_CART.add, {
      token: user.token,
      body: { name: 'Rajnigandha', volume: 25, price: base('Rajnigandha') },
    });
    await hide('Rajnigandha');
    const { status, body } = await request(OILS_ORDERS.place, {
      token: user.token,
      body: { items: [], totalPrice: 0, phone: '03001234567', city: 'Multan' },
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'no_longer_sold', message: expect.stringContaining('Rajnigandha') });
    expect(await countOrdersOf('oils', user.id)).toBe(0);
  });

  it('hidden while the order is being written: the batch writes nothing', async () => {
    const user = await makeUser();
    await request(OILS_CART.add, { token: user.token, body: { name: 'Shamama', volume: 25, price: base('Shamama') } });
    const lines = await readOilsCart(drizzle(env.DB), user.id);
    await hide('Shamama');
    const payload = {
      items: [{ product: 'Shamama', volume: 25 as const, price: base('Shamama') }],
      totalPrice: base('Shamama'),
      phone: '03001234567',
      city: 'Multan',
      lang: 'en' as const,
    };
    const written = await writeOilsOrder(
      drizzle(env.DB),
      { userId: user.id, payload, idempotencyKey: null, requestHash: 'h' },
      'race-1',
      lines,
    );
    expect(written).toBe(false);
    expect(await countLinesOf('race-1')).toBe(0);
  });
});
