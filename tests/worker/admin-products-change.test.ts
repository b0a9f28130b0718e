import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, CART, PRODUCTS } from '#schema/api';
import { MAX_NAME } from '#schema/catalog/limits';
import { STALE_PRODUCT } from '#schema/payloads/admin-products';
import { slugify } from '#schema/slug';
import { FRESH_MS } from '../../worker/catalog/listing-cache';
import { insertOrder } from './admin-fixtures';
import { createPerfume } from './catalog-fixtures';
import { call, makeUser, pause, request } from './client';

let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
});

const change = (id: string, body: Record<string, unknown>, token = admin.token) =>
  request(ADMIN_PRODUCTS.change, { token, params: { id }, body });
const row = (id: string) =>
  env.DB.prepare('SELECT name, slug, price, version, archived FROM products WHERE id = ?').bind(id).first();

describe('PATCH /api/admin/products/{id}', () => {
  it('changes the fields sent, answers the product at version + 1, and logs what changed', async () => {
    const made = await createPerfume(admin.token);
    const { status, body } = await change(made._id, {
      version: 1,
      price: 2999,
      compareAtPrice: 3500,
      notes: { top: ['Bergamot'], heart: [], base: ['Musk'] },
    });
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      price: 2999,
      compareAtPrice: 3500,
      notes: { top: ['Bergamot'], heart: [], base: ['Musk'] },
      version: 2,
      name: made.name,
    });
    expect(Date.parse(body.product.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt));
    const audit = await env.DB.prepare(
      "SELECT action, before, after FROM audit_log WHERE target_id = ? AND action <> 'product.create'",
    )
      .bind(made._id)
      .first();
    expect(audit).toEqual({
      action: 'product.update',
      before: JSON.stringify({ notes: made.notes, price: 2500, compareAtPrice: null }),
      after: JSON.stringify({
        notes: { top: ['Bergamot'], heart: [], base: ['Musk'] },
        price: 2999,
        compareAtPrice: 3500,
      }),
    });
  });

  it('refuses an edit made from an older version (409, the exact words) and changes nothing', async () => {
    const made = await createPerfume(admin.token);
    await change(made._id, { version: 1, price: 2600 });
    const { status, body } = await change(made._id, { version: 1, price: 2700 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, code: 'stale_version', message: STALE_PRODUCT });
    expect(STALE_PRODUCT).toBe('This product was changed by someone else. Reload it and try again.');
    expect(await row(made._id)).toMatchObject({ price: 2600, version: 2 });
  });

  it('lets only one of two admins saving the same version at once win', async () => {
    const made = await createPerfume(admin.token);
    const other = await makeUser({ role: 'owner' });
    const answers = await Promise.all([
      change(made._id, { version: 1, price: 1111 }),
      change(made._id, { version: 1, price: 2222 }, other.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.product;
    expect(await row(made._id)).toMatchObject({ price: winner.price, version: 2 });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE target_id = ? AND action = 'product.update'")
        .bind(made._id)
        .first(),
    ).toEqual({ n: 1 });
  });

  it('keeps the slug of a published product when it is renamed', async () => {
    const made = await createPerfume(admin.token, { name: 'Noor Oud' });
    const { body } = await change(made._id, { version: 1, name: 'Noor Oud Royale' });
    expect(body.product).toMatchObject({ name: 'Noor Oud Royale', slug: 'noor-oud' });
    expect((await request(PRODUCTS.read, { params: { slug: 'noor-oud' } })).body.product.name).toBe('Noor Oud Royale');
  });

  it('lets the slug follow the name of a draft (created archived) until it is first shown, then fixes it', async () => {
    const draft = await createPerfume(admin.token, { name: 'Draft Musc', archived: true });
    const renamed = await change(draft._id, { version: 1, name: 'Musk Kashmiri' });
    expect(renamed.body.product.slug).toBe('musk-kashmiri');
    const shown = await change(draft._id, { version: 2, archived: false });
    expect(shown.body.product).toMatchObject({ archived: false, slug: 'musk-kashmiri' });
    const later = await change(draft._id, { version: 3, name: 'Musk Kashmiri Gold' });
    expect(later.body.product.slug).toBe('musk-kashmiri');
  });

  it('renames a draft to a name of the longest length allowed, its slug following it to the next free one', async () => {
    const name = 'Rose of the Walled City '.repeat(5).slice(0, MAX_NAME);
    const first = await createPerfume(admin.token, { archived: true });
    const renamed = await change(first._id, { version: 1, name });
    expect(renamed).toMatchObject({ status: 200, body: { product: { name: name.trim(), slug: slugify(name) } } });
    const second = await createPerfume(admin.token, { archived: true });
    const next = await change(second._id, { version: 1, name: `${name.slice(0, -1)}Z` });
    expect(next).toMatchObject({ status: 200, body: { product: { slug: `${slugify(name)}-2` } } });
    const third = await createPerfume(admin.token, { archived: true });
    const same = await change(third._id, { version: 1, name: name.toUpperCase() });
    expect(same).toMatchObject({ status: 409, body: { field: 'name' } });
  });

  it('archives and restores: the product leaves the listings, its page and the cart, and comes back', async () => {
    const made = await createPerfume(admin.token, { name: 'Shab e Barat' });
    const archived = await change(made._id, { version: 1, archived: true });
    expect(archived.body.product).toMatchObject({ archived: true, version: 2 });
    await pause(FRESH_MS + 50);
    expect(
      (await request(PRODUCTS.category, { params: { category: 'oud' } })).body.products.map((p) => p._id),
    ).not.toContain(made._id);
    expect((await request(PRODUCTS.read, { params: { slug: 'shab-e-barat' } })).status).toBe(404);
    const shopper = await makeUser();
    expect((await request(CART.add, { token: shopper.token, body: { productId: made._id } })).status).toBe(404);
    expect((await change(made._id, { version: 2, archived: false })).body.product.archived).toBe(false);
    expect((await request(CART.add, { token: shopper.token, body: { productId: made._id } })).status).toBe(200);
    const actions = await env.DB.prepare('SELECT action FROM audit_log WHERE target_id = ? ORDER BY seq')
      .bind(made._id)
      .all();
    expect(actions.results.map((a) => a.action)).toEqual(['product.create', 'product.archive', 'product.restore']);
  });

  it('refuses a price at or above the original price it keeps (400)', async () => {
    const made = await createPerfume(admin.token, { price: 1500, compareAtPrice: 2000 });
    const { status, body } = await change(made._id, { version: 1, price: 2000 });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid', field: 'compareAtPrice' });
    expect(await row(made._id)).toMatchObject({ price: 1500, version: 1 });
  });

  it('refuses a name another product has, whatever its case (409)', async () => {
    const made = await createPerfume(admin.token);
    const { status, body } = await change(made._id, { version: 1, name: ' miraj ' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'name_taken', field: 'name' });
  });

  it('refuses a stock change, which goes through the ledger, but accepts the stock sent back unchanged', async () => {
    const made = await createPerfume(admin.token, { stock: 12 });
    expect(await change(made._id, { version: 1, stock: 50 })).toMatchObject({ status: 400, body: { field: 'stock' } });
    expect((await change(made._id, { version: 1, stock: 12, price: 2100 })).status).toBe(200);
  });

  it('re-lists the product under its new categories', async () => {
    const made = await createPerfume(admin.token, { genders: ['unisex'] });
    await change(made._id, { version: 1, scentType: 'citrus', genders: ['female'] });
    await pause(FRESH_MS + 50);
    const listed = async (category: string) =>
      (await request(PRODUCTS.category, { params: { category } })).body.products.map((p) => p._id);
    expect(await listed('citrus')).toContain(made._id);
    expect(await listed('female')).toContain(made._id);
    expect(await listed('oud')).not.toContain(made._id);
    expect(await listed('unisex')).not.toContain(made._id);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect(await change('no-such-id', { version: 1, price: 10 })).toMatchObject({
      status: 404,
      body: { success: false, code: 'not_found' },
    });
  });

  it('never deletes a product: there is no such call, and one in an order stays whole', async () => {
    const shopper = await makeUser();
    const order = await insertOrder({ userId: shopper.id, lines: [{ productId: 'zafran', quantity: 1 }] });
    const response = await call('/api/admin/products/zafran', { method: 'DELETE', token: admin.token });
    // The address answers reading and changing it, never deleting.
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')?.split(', ')).not.toContain('DELETE');
    await change('zafran', { version: 0, archived: true });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM products WHERE id = 'zafran'").first()).toEqual({ n: 1 });
    expect(await env.DB.prepare('SELECT name FROM order_items WHERE order_id = ?').bind(order.id).first()).toEqual({
      name: 'Zafran',
    });
  });

  it('is for the admin only', async () => {
    const shopper = await makeUser();
    expect((await change('rawayat', { version: 0, price: 1 }, shopper.token)).status).toBe(403);
    expect(await row('rawayat')).toMatchObject({ price: 1999 });
  });
});
