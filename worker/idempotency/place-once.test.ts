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
  const placement = (key: string | null, hash: string, place: () => Promise<string>, owner = 'perfume:u1') => ({
    owner,
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
      owner: 'perfume:u1',
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
      owner: 'perfume:u1',
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

  describe('a twin sent while its first request is being placed', () => {
    /** A placement that finishes when the test says, counting how many were started. */
    function held(outcome: 'placed' | 'refused' | 'broken') {
      let started = 0;
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const place = async () => {
        started += 1;
        await finished;
        if (outcome === 'refused') throw new ApiError(409, 'Only 1 left in stock', { code: 'out_of_stock' });
        if (outcome === 'broken') throw new Error('D1 went away');
        return `new order ${started}`;
      };
      return { place, finish, started: () => started };
    }

    it('waits for it and answers its order, placing nothing and looking nothing up', async () => {
      const first = held('placed');
      const tapOne = placeOnce(placement('k6', 'h', first.place));
      const tapTwo = placeOnce({
        ...placement('k6', 'h', first.place),
        findByKey: () => Promise.reject(new Error('looked up')),
      });
      first.finish();
      expect(await tapOne).toEqual({ order: 'new order 1', created: true });
      expect(await tapTwo).toEqual({ order: 'new order 1', created: false });
      expect(first.started()).toBe(1);
    });

    it('refuses another body under the key with 422 once the first is placed', async () => {
      const first = held('placed');
      const tapOne = placeOnce(placement('k7', 'h', first.place));
      const other = placeOnce(placement('k7', 'other', first.place));
      first.finish();
      await expect(other).rejects.toMatchObject({ status: 422 });
      expect(await tapOne).toMatchObject({ created: true });
    });

    it('is refused as the first was, placing nothing', async () => {
      const first = held('refused');
      const tapOne = placeOnce(placement('k8', 'h', first.place));
      const tapTwo = placeOnce(placement('k8', 'h', first.place));
      first.finish();
      await expect(tapOne).rejects.toThrow('Only 1 left in stock');
      await expect(tapTwo).rejects.toMatchObject({ status: 409, code: 'out_of_stock' });
      expect(first.started()).toBe(1);
    });

    it('is placed on its own when the first failed other than by a refusal, or was refused with another body', async () => {
      const broken = held('broken');
      const tapOne = placeOnce(placement('k10', 'h', broken.place));
      const tapTwo = placeOnce(placement('k10', 'h', async () => 'placed by the second'));
      broken.finish();
      await expect(tapOne).rejects.toThrow('D1 went away');
      expect(await tapTwo).toEqual({ order: 'placed by the second', created: true });

      const refused = held('refused');
      const refusedOne = placeOnce(placement('k11', 'h', refused.place));
      const otherBody = placeOnce(placement('k11', 'other', async () => 'placed with the other body'));
      refused.finish();
      await expect(refusedOne).rejects.toMatchObject({ status: 409 });
      expect(await otherBody).toEqual({ order: 'placed with the other body', created: true });
    });

    it("is another owner's order when only the key is the same", async () => {
      const first = held('placed');
      const mine = placeOnce(placement('k9', 'h', first.place, 'perfume:u1'));
      const theirs = placeOnce(placement('k9', 'h', async () => 'their order', 'perfume:u2'));
      const oils = placeOnce(placement('k9', 'h', async () => 'my oils order', 'oils:u1'));
      expect(await theirs).toEqual({ order: 'their order', created: true });
      expect(await oils).toEqual({ order: 'my oils order', created: true });
      first.finish();
      expect(await mine).toEqual({ order: 'new order 1', created: true });
    });
  });
});
