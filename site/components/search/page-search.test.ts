import { describe, expect, it } from 'vitest';
import { normalizeQuery, selectorFor } from './page-search';

describe('normalizeQuery', () => {
  it('treats empty and whitespace-only searches as nothing to search for', () => {
    expect(normalizeQuery('')).toBeNull();
    expect(normalizeQuery('   \t ')).toBeNull();
  });

  it('matches case-insensitively, ignoring surrounding spaces', () => {
    expect(normalizeQuery('  Blue MIST ')).toBe('blue mist');
  });
});

describe('selectorFor', () => {
  it('adds list items only on category pages', () => {
    expect(selectorFor(false)).not.toContain('li');
    expect(selectorFor(true)).toMatch(/, li$/);
  });
});
