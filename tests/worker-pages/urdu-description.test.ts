/**
 * The owner's Urdu description of a perfume: saved and answered by the console's API, refused past 1,000 characters,
 * and shown by the Urdu product page (without one, its notes in Urdu, never the English one), at once after an edit,
 * on a perfume added since the build or one the build listed; the listing and the cart answer it for the cards and
 * cart lines of Urdu pages. These tests run the Worker as `astro build` bundled it (dist/).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, CART, PRODUCTS } from '#schema/api';
import { notesSentenceUr } from '#schema/i18n/description-ur';
import { createPerfume } from '../worker/catalog-fixtures';
import { call, makeUser, request } from '../worker/client';

const URDU = 'گلاب اور عود کی گرم خوشبو، شام کے لیے۔';

let token: string;
beforeAll(async () => {
  token = (await makeUser({ role: 'owner' })).token;
});

const change = (id: string, body: Record<string, unknown>) =>
  request(ADMIN_PRODUCTS.change, { token, params: { id }, body });
const html = async (path: string) => (await call(path)).text();
/** The product page's description paragraph, with its attributes. */
const paragraph = (page: string) => /<h2 id="description-title">[^<]*<\/h2>\s*(<p[^>]*>[^<]*<\/p>)/.exec(page)?.[1];

describe('the Urdu description', () => {
  it('is saved and answered; an empty one is none (null); one past 1,000 characters is refused by its field', async () => {
    const made = await createPerfume(token, { descriptionUr: `  ${URDU}  ` });
    expect(made.descriptionUr).toBe(URDU);
    const row = await env.DB.prepare('SELECT description_ur FROM products WHERE id = ?').bind(made._id).first();
    expect(row).toEqual({ description_ur: URDU });

    const refused = await change(made._id, { version: made.version, descriptionUr: 'ع'.repeat(1001) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      message: 'Urdu description must be at most 1000 characters',
      code: 'invalid',
      field: 'descriptionUr',
      rule: { name: 'too_big', limit: 1000, of: 'text' },
      requestId: expect.any(String),
    });

    const emptied = await change(made._id, { version: made.version, descriptionUr: ' ' });
    expect(emptied.status).toBe(200);
    expect(emptied.body.product.descriptionUr).toBeNull();
    expect((await createPerfume(token)).descriptionUr).toBeNull();
  });

  it('shows on the Urdu page of a perfume added a moment ago, the notes in Urdu without it, and an edit at once', async () => {
    const made = await createPerfume(token, { name: 'Gul-e-Shab', description: 'Rose and oud for the evening.' });
    const page = await html(`/ur/perfumes/${made.slug}`);
    expect(paragraph(page)).toBe(`<p>${notesSentenceUr(made.notes)}</p>`);
    expect(page).not.toContain('Rose and oud for the evening.');

    expect((await change(made._id, { version: made.version, descriptionUr: URDU })).status).toBe(200);
    const urdu = await html(`/ur/perfumes/${made.slug}`);
    expect(paragraph(urdu)).toBe(`<p>${URDU}</p>`);
    expect(urdu).toContain(`<meta name="description" content="Gul-e-Shab`);
    expect(/<meta name="description" content="([^"]*)"/.exec(urdu)?.[1]).toContain(URDU);
    // The English page keeps the English description.
    expect(paragraph(await html(`/perfumes/${made.slug}`))).toContain('Rose and oud for the evening.');
  });

  it('answers the listing and the cart with the Urdu description, the notes in Urdu without one', async () => {
    const shopper = await makeUser();
    const plain = await createPerfume(token, { scentType: 'floral', genders: ['female'] });
    const own = await createPerfume(token, { scentType: 'floral', genders: ['female'], descriptionUr: URDU });
    const listing = await request(PRODUCTS.category, { params: { category: 'floral' } });
    const listed = (id: string) => listing.body.products.find((p) => p._id === id)?.descriptionUr;
    expect(listed(plain._id)).toBe(notesSentenceUr(plain.notes));
    expect(listed(own._id)).toBe(URDU);

    for (const productId of [plain._id, own._id])
      expect((await request(CART.add, { token: shopper.token, body: { productId } })).status).toBe(200);
    const cart = await request(CART.read, { token: shopper.token });
    expect(cart.body.cart.items.map((line) => line.product.descriptionUr)).toEqual([
      notesSentenceUr(plain.notes),
      URDU,
    ]);
  });

  it('shows at once on a seeded perfume, in Urdu before the edit too', async () => {
    const rawayat = await env.DB.prepare("SELECT id, version, description FROM products WHERE slug = 'rawayat'").first<{
      id: string;
      version: number;
      description: string;
    }>();
    const before = await html('/ur/perfumes/rawayat');
    expect(paragraph(before)).toMatch(/^<p>[^A-Za-z<]+<\/p>$/);
    expect(before).not.toContain(rawayat!.description);

    expect((await change(rawayat!.id, { version: rawayat!.version, descriptionUr: URDU })).status).toBe(200);
    const edited = await html('/ur/perfumes/rawayat');
    expect(paragraph(edited)).toBe(`<p>${URDU}</p>`);
  });
});
