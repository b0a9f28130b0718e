import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { ensureSameRequest, hashRequest } from './idempotency';

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
