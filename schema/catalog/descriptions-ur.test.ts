import { describe, expect, it } from 'vitest';
import { seedStatements } from '../seed';
import { DESCRIPTIONS_UR } from './descriptions-ur';
import { PRODUCTS } from './products';

const entries = Object.entries(DESCRIPTIONS_UR);

describe("the seed perfumes' Urdu descriptions", () => {
  it('each belongs to a seed perfume', () => {
    const ids = new Set(PRODUCTS.map((p) => p.id));
    expect(entries.map(([id]) => id).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('are Urdu script, between 60 and 400 characters, and none says the English description', () => {
    for (const [id, text] of entries) {
      expect(text, id).not.toMatch(/[A-Za-z]/);
      expect(text, id).toMatch(/^[\u0600-\u06FF\s،۔:؛]+$/);
      expect(text.length, id).toBeGreaterThanOrEqual(60);
      expect(text.length, id).toBeLessThanOrEqual(400);
    }
  });

  it('are written into description_ur by the seed', () => {
    const [insert] = seedStatements(0);
    for (const text of Object.values(DESCRIPTIONS_UR)) expect(insert).toContain(`'${text}'`);
    expect(insert).toContain('description_ur = excluded.description_ur');
  });
});
