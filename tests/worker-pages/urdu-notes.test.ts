/**
 * The owner's Urdu names of a perfume's notes: saved and answered by the console's API under a note's own rules,
 * said by the Urdu product page (its pyramid and its own Urdu description), the listing's and the cart's Urdu
 * description and the Urdu search, before the shop's word list; a note neither names stays in English, marked so.
 * These tests run the Worker as `astro build` bundled it (dist/).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, CART, PRODUCTS } from '#schema/api';
import { adminProductAnswer } from '#schema/answers/admin-products';
import { createPerfume } from '../worker/catalog-fixtures';
import { call, makeUser, request } from '../worker/client';

const ZEENAT_NOTES = {
  top: ['Pink Pepper', 'Bergamot'],
  heart: ['Velvet Rose', 'Orris'],
  base: ['Tonka Bean', 'Ambroxan'],
};
/** Notes no list knows, which only the owner can name in Urdu. */
const OWN_NOTES = { top: ['Bergamot'], heart: ['Black Orchid', 'Rose'], base: ['Pink Sugar'] };

let token: string;
beforeAll(async () => {
  token = (await makeUser({ role: 'owner' })).token;
});

const create = (body: Record<string, unknown>) => createPerfume(token, body);
const refusedCreate = (body: Record<string, unknown>) =>
  request(ADMIN_PRODUCTS.create, { token, body: { ...newBody(), ...body } });
const newBody = () => ({
  name: `Urdu Notes ${crypto.randomUUID().slice(0, 6)}`,
  description: 'Orchid and rose.',
  notes: OWN_NOTES,
  price: 2500,
  stock: 3,
  scentType: 'floral',
  genders: ['female'],
  images: ['/images/products/miraj.svg'],
});
const change = (id: string, body: Record<string, unknown>) =>
  request(ADMIN_PRODUCTS.change, { token, params: { id }, body });
const html = async (path: string) => (await call(path)).text();
/** The pyramid's tier that `label` names: its notes as the page prints them, markup included. */
const tier = (page: string, label: string) =>
  new RegExp(`<dt[^>]*>${label}</dt>\\s*<dd[^>]*>(.*?)</dd>`, 's').exec(page)?.[1];
const paragraph = (page: string) => /<h2 id="description-title">[^<]*<\/h2>\s*<p[^>]*>([^<]*)<\/p>/.exec(page)?.[1];

describe("the owner's Urdu names of notes", () => {
  it('says the common notes the list lacked (Velvet Rose, Orris) in Urdu, with no English left on the page', async () => {
    const made = await create({ name: 'Zeenat Noir', notes: ZEENAT_NOTES });
    expect(made.notesUr).toEqual({});
    const page = await html('/ur/perfumes/zeenat-noir');
    expect(tier(page, 'درمیانی نوٹس')).toBe('مخملی گلاب، سوسن کی جڑ');
    expect(tier(page, 'ابتدائی نوٹس')).toBe('گلابی مرچ، برگاموٹ');
    expect(tier(page, 'بنیادی نوٹس')).toBe('ٹونکا بین، ایمبروکسان');
    expect(paragraph(page)).toContain('اس کے دل میں مخملی گلاب اور سوسن کی جڑ کی مہک ہے');
    expect(paragraph(page)).not.toMatch(/[A-Za-z]/);
  });

  it('is saved trimmed and answered; an emptied name is none, and a note taken off takes its name', async () => {
    const made = await create({
      notes: OWN_NOTES,
      notesUr: { 'Black Orchid': ' کالا آرکڈ ', Rose: '', Bergamot: 'ترنج' },
    });
    expect(adminProductAnswer.parse({ success: true, product: made }).product.notesUr).toEqual({
      Bergamot: 'ترنج',
      'Black Orchid': 'کالا آرکڈ',
    });
    const row = await env.DB.prepare('SELECT notes_ur FROM products WHERE id = ?').bind(made._id).first();
    expect(JSON.parse(String(row?.notes_ur))).toEqual({ Bergamot: 'ترنج', 'Black Orchid': 'کالا آرکڈ' });

    const renamed = await change(made._id, { version: made.version, notesUr: { 'Pink Sugar': 'گلابی شکر' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.product.notesUr).toEqual({ 'Pink Sugar': 'گلابی شکر' });
    expect(renamed.body.product.version).toBe(made.version + 1);

    const moved = await change(made._id, {
      version: made.version + 1,
      notes: { top: ['Bergamot'], heart: ['Rose'], base: ['Musk'] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.product.notesUr).toEqual({});
  });

  it('shows on the Urdu page, its own description, the listing and the cart; a note nobody named in English', async () => {
    const shopper = await makeUser();
    const made = await create({
      notes: OWN_NOTES,
      scentType: 'floral',
      genders: ['female'],
      notesUr: { 'Black Orchid': 'کالا آرکڈ', Rose: 'سرخ گلاب' },
    });
    const page = await html(`/ur/perfumes/${made.slug}`);
    expect(tier(page, 'درمیانی نوٹس')).toBe('کالا آرکڈ، سرخ گلاب');
    expect(tier(page, 'بنیادی نوٹس')).toMatch(/^<span lang="en" dir="ltr"[^>]*>Pink Sugar<\/span>$/);
    const sentence =
      'اس خوشبو کا آغاز برگاموٹ سے ہوتا ہے، اس کے دل میں کالا آرکڈ اور سرخ گلاب کی مہک ہے، اور آخر میں \u2066Pink Sugar\u2069 کی دیرپا خوشبو جلد پر رہ جاتی ہے۔';
    expect(paragraph(page)).toBe(sentence);
    // The English page keeps the notes as the catalog writes them.
    expect(tier(await html(`/perfumes/${made.slug}`), 'Heart notes')).toBe('Black Orchid, Rose');

    const listing = await request(PRODUCTS.category, { params: { category: 'floral' } });
    expect(listing.body.products.find((p) => p._id === made._id)?.descriptionUr).toBe(sentence);
    expect((await request(CART.add, { token: shopper.token, body: { productId: made._id } })).status).toBe(200);
    const cart = await request(CART.read, { token: shopper.token });
    expect(cart.body.cart.items[0]?.product.descriptionUr).toBe(sentence);

    // Named since, at once.
    expect((await change(made._id, { version: made.version, notesUr: { 'Pink Sugar': 'گلابی شکر' } })).status).toBe(
      200,
    );
    expect(tier(await html(`/ur/perfumes/${made.slug}`), 'بنیادی نوٹس')).toBe('گلابی شکر');
  });

  it('is found by the Urdu search in the words its page prints', async () => {
    const made = await create({ notes: OWN_NOTES, notesUr: { 'Black Orchid': 'سیاہ آرکڈ' } });
    const found = await html(`/ur/search?q=${encodeURIComponent('سیاہ آرکڈ')}`);
    expect(found).toContain(`id="result-${made.slug}"`);
  });

  it.each([
    [
      { Oud: 'عود' },
      'notesUr',
      "An Urdu name is for one of the perfume's notes; it has no note called Oud",
      { name: 'unknown_note' },
    ],
    [
      { Rose: 'ع'.repeat(41) },
      'notesUr.Rose',
      'Each Urdu name of a note must be at most 40 characters',
      { name: 'too_big', limit: 40, of: 'text' },
    ],
    [
      { Rose: 'سرخ\u200bگلاب' },
      'notesUr.Rose',
      'An Urdu name of a note cannot contain line breaks or hidden characters',
      { name: 'hidden_characters' },
    ],
    [
      { Rose: 'سرخ\nگلاب' },
      'notesUr.Rose',
      'An Urdu name of a note cannot contain line breaks or hidden characters',
      { name: 'hidden_characters' },
    ],
    [
      { 'Ro\u202ese': 'گلاب' },
      'notesUr.Ro\u202ese',
      'A note given an Urdu name cannot contain line breaks or hidden characters',
      { name: 'named_note_hidden_characters' },
    ],
    [{ Rose: 7 }, 'notesUr.Rose', 'Each Urdu name of a note must be text', { name: 'wrong_kind' }],
    [
      ['گلاب'],
      'notesUr',
      'Urdu names of notes must be given by note, as { "Orris": "سوسن کی جڑ" }',
      { name: 'wrong_kind' },
    ],
    [
      Object.fromEntries(Array.from({ length: 19 }, (_, i) => [`Note ${i}`, 'نوٹ'])),
      'notesUr',
      'At most 6 notes at each level, so at most 18 Urdu names',
      { name: 'too_big', limit: 18, of: 'list' },
    ],
  ])(
    'refuses the Urdu names %j (400, by field and rule), as a create and as a change',
    async (notesUr, field, message, rule) => {
      const refusal = {
        success: false,
        message,
        code: 'invalid',
        field,
        ...(rule ? { rule } : {}),
        requestId: expect.any(String),
      };
      const created = await refusedCreate({ notesUr });
      expect(created.status).toBe(400);
      expect(created.body).toEqual(refusal);

      const made = await create({ notes: OWN_NOTES });
      const changed = await change(made._id, { version: made.version, notesUr });
      expect(changed.status).toBe(400);
      expect(changed.body).toEqual(refusal);
      expect((await request(ADMIN_PRODUCTS.read, { token, params: { id: made._id } })).body.product).toEqual(made);
    },
  );
});
