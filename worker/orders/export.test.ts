import { describe, expect, it } from 'vitest';
import { chunkSizes } from './export';

describe('the CSV export', () => {
  it("starts with a list page's worth of orders and doubles each chunk after it, up to 500", () => {
    const sizes = chunkSizes();
    expect(Array.from({ length: 7 }, () => sizes.next().value)).toEqual([50, 100, 200, 400, 500, 500, 500]);
  });
});
