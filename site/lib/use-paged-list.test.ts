import { describe, expect, it } from 'vitest';
import { pageQuery } from './use-paged-list';

describe('pageQuery', () => {
  it('is empty for the first page without a filter', () => {
    expect(pageQuery('', '', null)).toBe('');
  });

  it('adds the filter and the cursor', () => {
    expect(pageQuery('', 'q=FS-10001&status=pending', '123.4')).toBe('q=FS-10001&status=pending&cursor=123.4');
  });

  it('keeps the fixed parameters', () => {
    expect(pageQuery('mine=1', '', 'abc')).toBe('mine=1&cursor=abc');
  });
});
