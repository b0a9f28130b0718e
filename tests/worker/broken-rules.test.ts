/**
 * An `invalid` refusal names the rule its field broke, with the rule's limit, so the Urdu console words it by the
 * field and the rule (never from the English message); a stock change refused names the perfume and its stock.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_OILS, ADMIN_PRODUCTS } from '#schema/api';
import { createPerfume, newPerfume } from './catalog-fixtures';
import { makeUser, request } from './client';

let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
});

describe('a perfume refused by a rule of its form', () => {
  it.each([
    [{ price: 1_000_001 }, 'price', { name: 'too_big', limit: 1_000_000, of: 'number' }],
    [{ stock: 100_001 }, 'stock', { name: 'too_big', limit: 100_000, of: 'number' }],
    [{ lowStockAt: 100_001 }, 'lowStockAt', { name: 'too_big', limit: 100_000, of: 'number' }],
    [{ price: 12.5 }, 'price', { name: 'whole_number' }],
    [{ compareAtPrice: 2000 }, 'compareAtPrice', { name: 'sale_above_price' }],
    [
      { notes: { top: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], heart: [], base: [] } },
      'notes.top',
      { name: 'too_big', limit: 6, of: 'list' },
    ],
    [{ name: 'Zafran\u200bNoir' }, 'name', { name: 'hidden_characters' }],
    [{ description: 'Rose\u200b' }, 'description', { name: 'hidden_characters_in_text' }],
    [{ name: '   ' }, 'name', { name: 'required' }],
    [{ images: [] }, 'images', { name: 'too_small', limit: 1, of: 'list' }],
    [{ scentType: 'smoky' }, 'scentType', { name: 'choice' }],
    [{ genders: ['male', 'male'] }, 'genders', { name: 'repeated' }],
    [{ notesUr: { Lotus: 'کنول' } }, 'notesUr', { name: 'unknown_note' }],
  ])('%j is refused on %s, naming the rule %j', async (fields, field, rule) => {
    const { status, body } = await request(ADMIN_PRODUCTS.create, { token: admin.token, body: newPerfume(fields) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid', field });
    expect((body as { rule?: unknown }).rule).toEqual(rule);
  });

  it('names the rule of a change too: the last photo removed', async () => {
    const made = await createPerfume(admin.token);
    const { body } = await request(ADMIN_PRODUCTS.change, {
      token: admin.token,
      params: { id: made._id },
      body: { version: made.version, images: [] },
    });
    expect(body).toMatchObject({ code: 'invalid', field: 'images', rule: { name: 'too_small', limit: 1, of: 'list' } });
  });
});

describe('Urdu names of notes refused by a rule', () => {
  const nineteen = Object.fromEntries(Array.from({ length: 19 }, (_, i) => [`Note ${i}`, 'گلاب']));
  const cases = [
    [
      { notesUr: { 'Ro\u200bse': 'گلاب' } },
      'notesUr.Ro\u200bse',
      { name: 'named_note_hidden_characters' },
      'A note given an Urdu name cannot contain line breaks or hidden characters',
    ],
    [
      { notesUr: { 'Ro\u0007se': 'گلاب' } },
      'notesUr.Ro\u0007se',
      { name: 'named_note_hidden_characters' },
      'A note given an Urdu name cannot contain line breaks or hidden characters',
    ],
    [
      { notes: { top: ['Rose'], heart: [], base: [] }, notesUr: { Rose: 'گلاب\u200b' } },
      'notesUr.Rose',
      { name: 'hidden_characters' },
      'An Urdu name of a note cannot contain line breaks or hidden characters',
    ],
    [
      { notesUr: nineteen },
      'notesUr',
      { name: 'too_big', limit: 18, of: 'list' },
      'At most 6 notes at each level, so at most 18 Urdu names',
    ],
  ] as const;

  it.each(cases)('%j is refused on %s with the rule %j and says so', async (fields, field, rule, message) => {
    const { status, body } = await request(ADMIN_PRODUCTS.create, { token: admin.token, body: newPerfume(fields) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid', field, rule, message });
  });

  it.each(cases)('%j is refused as a change too, on %s with the rule %j', async (fields, field, rule, message) => {
    const made = await createPerfume(admin.token);
    const { status, body } = await request(ADMIN_PRODUCTS.change, {
      token: admin.token,
      params: { id: made._id },
      body: { version: made.version, ...fields },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid', field, rule, message });
  });
});

describe('a stock change refused', () => {
  const adjust = (id: string, body: unknown) =>
    request(ADMIN_PRODUCTS.adjustStock, { token: admin.token, params: { id }, body });

  it.each([
    [{ change: -3, reason: 'restock' }, 'adds_stock'],
    [{ change: -3, reason: 'return' }, 'adds_stock'],
    [{ change: 3, reason: 'damaged' }, 'takes_stock'],
    [{ change: 0, reason: 'correction' }, 'not_zero'],
  ])('%j names the rule %s on the change', async (adjustment, name) => {
    const made = await createPerfume(admin.token);
    expect((await adjust(made._id, adjustment)).body).toMatchObject({
      code: 'invalid',
      field: 'change',
      rule: { name },
    });
  });

  it('below 0 names the perfume and how many it has, for a page to say so in its own language', async () => {
    const made = await createPerfume(admin.token, { name: `Zafran Noir ${crypto.randomUUID().slice(0, 6)}`, stock: 4 });
    const { status, body } = await adjust(made._id, { change: -10, reason: 'damaged' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'stock_below_zero', product: made.name, left: 4 });
  });
});

describe('an oil refused by a rule', () => {
  it('names the price rule and its limit', async () => {
    const { status, body } = await request(ADMIN_OILS.create, {
      token: admin.token,
      body: { name: `Nargis ${crypto.randomUUID().slice(0, 6)}`, price: 2_000_000 },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'invalid',
      field: 'price',
      rule: { name: 'too_big', limit: 1_000_000, of: 'number' },
    });
  });
});

describe('a change refused by a rule against the perfume as it is', () => {
  it('names the rule of an original price at or below the price kept', async () => {
    const made = await createPerfume(admin.token, { price: 2500 });
    const { status, body } = await request(ADMIN_PRODUCTS.change, {
      token: admin.token,
      params: { id: made._id },
      body: { version: made.version, compareAtPrice: 2000 },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid', field: 'compareAtPrice', rule: { name: 'sale_above_price' } });
  });
});

describe('a note twice in one tier', () => {
  it.each([[['Rose', 'Rose']], [['Rose', ' rose ']], [['Oud', 'Rose  Oud', 'ROSE OUD']]])(
    '%j is refused beside the tier, as a create and as a change',
    async (top) => {
      const created = await request(ADMIN_PRODUCTS.create, {
        token: admin.token,
        body: newPerfume({ notes: { top, heart: [], base: [] } }),
      });
      const refusal = {
        code: 'invalid',
        field: 'notes.top',
        message: 'Each note only once at each level, please',
        rule: { name: 'repeated' },
      };
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject(refusal);
      const made = await createPerfume(admin.token);
      const changed = await request(ADMIN_PRODUCTS.change, {
        token: admin.token,
        params: { id: made._id },
        body: { version: made.version, notes: { top, heart: ['Musk'], base: [] } },
      });
      expect(changed.status).toBe(400);
      expect(changed.body).toMatchObject(refusal);
    },
  );

  it('takes one note in two tiers', async () => {
    const { status } = await request(ADMIN_PRODUCTS.create, {
      token: admin.token,
      body: newPerfume({ notes: { top: ['Rose'], heart: ['Rose'], base: [] } }),
    });
    expect(status).toBe(201);
  });
});
