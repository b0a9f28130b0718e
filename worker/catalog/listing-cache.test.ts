import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductListAnswer } from '#schema/answers/products';
import { Revalidated } from '../http/handle';
import { cachedListing, forgetListings, FRESH_MS } from './listing-cache';

const listing = (body: string) => new Revalidated<ProductListAnswer>(body, `"${body}"`);

describe('cachedListing', () => {
  beforeEach(forgetListings);

  it('reads D1 once for every request within FRESH_MS, including concurrent ones', async () => {
    const load = vi.fn(async () => listing('v1'));
    const answers = await Promise.all([
      cachedListing('woody', load, 0),
      cachedListing('woody', load, 10),
      cachedListing('woody', load, FRESH_MS - 1),
    ]);
    expect(answers.map((a) => a.body)).toEqual(['v1', 'v1', 'v1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again once the listing is FRESH_MS old', async () => {
    await cachedListing('woody', async () => listing('v1'), 0);
    expect((await cachedListing('woody', async () => listing('v2'), FRESH_MS)).body).toBe('v2');
  });

  it('keeps categories apart', async () => {
    await cachedListing('woody', async () => listing('woody'), 0);
    expect((await cachedListing('oud', async () => listing('oud'), 1)).body).toBe('oud');
  });

  it('forgets everything when a price or stock changes', async () => {
    await cachedListing('woody', async () => listing('v1'), 0);
    forgetListings();
    expect((await cachedListing('woody', async () => listing('v2'), 1)).body).toBe('v2');
  });

  it('does not keep a failed read', async () => {
    await expect(cachedListing('woody', async () => Promise.reject(new Error('D1 is down')), 0)).rejects.toThrow(
      'D1 is down',
    );
    await Promise.resolve();
    expect((await cachedListing('woody', async () => listing('v1'), 1)).body).toBe('v1');
  });
});
