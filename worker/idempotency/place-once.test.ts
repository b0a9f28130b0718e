import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { hashRequest } from './key';
import { ensureSameRequest, placeOnce } from './place-once';

describe('hashRequest', () => {
  it('ignores the order of object keys', async () => {
    const a = await hashRequest({ totalPrice: 650, items: [{ product: 'White Musk', volume: 25, price: 650 }] });
    const b = await hashRequest({ items: [{ price: 650, volume: 25, product: 'White Musk' }], totalPrice: 650 });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells different bodies apart, including the order of array items', async () => {
    const one = { product: 'White Musk', volume: 25, price: 650 };
    const two = { product: 'Hina', volume: 50, price: 3000 };
    expect(await hashRequest({ items: [one, two] })).not.toBe(await hashRequest({ items: [two, one] }));
    expect(await hashRequest({ totalPrice: 1 })).not.toBe(await hashRequest({ totalPrice: 2 }));
  });
});

describe('ensureSameRequest', () => {
  it('lets a retry with the same body through and refuses another body with 422', () => {
    expect(() => ensureSameRequest('abc', 'abc')).not.toThrow();
    const refusal = (() => {
      try {
        ensureSameRequest('abc', 'def');
      } catch (err) {
        return err;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(422);
  });
});

describe('placeOnce', () => {
  const stored = new Map<string, { id: string; requestHash: string }>();
  /** Places under `key` as the database does: its unique index refuses a second order under a key. */
  const placement = (key: string | null, hash: string, place: () => Promise<string>) => ({
    key,
    hash,
    findByKey: async (k: string) => stored.get(k),
    read: async ({ id }: { id: string }) => `order ${id}`,
    place: async () => {
      if (key !== null && stored.has(key)) throw new Error('UNIQUE constraint failed');
      return { order: await place() };
    },
  });

  it('places without a key, and answers a retry under a used key with the first order, placing nothing', async () => {
    let placed = 0;
    const place = async () => `new order ${++placed}`;
    expect(await placeOnce(placement(null, 'h', place))).toEqual({ order: 'new order 1', created: true });
    stored.set('k1', { id: 'a', requestHash: 'h' });
    expect(await placeOnce(placement('k1', 'h', place))).toEqual({ order: 'order a', created: false });
    expect(placed).toBe(1);
  });

  it('refuses the key with another body (422)', async () => {
    stored.set('k2', { id: 'b', requestHash: 'h' });
    await expect(placeOnce(placement('k2', 'other', async () => 'x'))).rejects.toMatchObject({ status: 422 });
  });

  it("answers the twin's order when placing failed because the twin won, else lets the failure stand", async () => {
    const twinWins = async () => {
      stored.set('k3', { id: 'twin', requestHash: 'h' });
      throw new Error('cart emptied');
    };
    expect(await placeOnce(placement('k3', 'h', twinWins))).toEqual({ order: 'order twin', created: false });
    await expect(
      placeOnce(placement('k4', 'h', async () => Promise.reject(new Error('out of stock')))),
    ).rejects.toThrow('out of stock');
  });

  it('answers the order that placing found under its key beside the cart, with no lookup of its own', async () => {
    let lookups = 0;
    const earlier = { id: 'c', requestHash: 'h' };
    const foundBeside = (hash: string) => ({
      key: 'k5',
      hash,
      findByKey: async () => (lookups++, undefined),
      read: async ({ id }: { id: string }) => `order ${id}`,
      place: async () => ({ earlier }),
    });
    expect(await placeOnce(foundBeside('h'))).toEqual({ order: 'order c', created: false });
    await expect(placeOnce(foundBeside('other'))).rejects.toMatchObject({ status: 422 });
    expect(lookups).toBe(0);
  });

  it('takes a refusal made from a read that held the key as the answer, looking nothing up after it', async () => {
    let lookups = 0;
    const refusing = (refusesHavingReadTheKey: boolean) => ({
      key: 'k12',
      hash: 'h',
      refusesHavingReadTheKey,
      findByKey: async () => (lookups++, undefined),
      read: async () => 'never',
      place: () => Promise.reject(new ApiError(409, 'Sorry, Khas is out of stock.', { code: 'out_of_stock' })),
    });
    await expect(placeOnce(refusing(true))).rejects.toMatchObject({ code: 'out_of_stock' });
    expect(lookups).toBe(0);
    await expect(placeOnce(refusing(false))).rejects.toMatchObject({ code: 'out_of_stock' });
    expect(lookups).toBe(1);
  });
});
