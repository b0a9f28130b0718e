import { describe, expect, it } from 'vitest';
import { pageUrl } from './use-paged-list';

describe('pageUrl', () => {
  it('is the bare path for the first page without a filter', () => {
    expect(pageUrl('/api/quotes', '', null)).toBe('/api/quotes');
  });

  it('adds the filter and the cursor', () => {
    expect(pageUrl('/api/orders', 'q=FS-10001&status=pending', '123.4')).toBe('/api/orders?q=FS-10001&status=pending&cursor=123.4');
  });

  it('keeps the parameters the path already has', () => {
    expect(pageUrl('/api/orders?mine=1', '', 'abc')).toBe('/api/orders?mine=1&cursor=abc');
  });
});
