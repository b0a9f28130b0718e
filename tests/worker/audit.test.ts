import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUDIT, ADMIN_PRODUCTS } from '#schema/api';
import type { AuditEntry } from '#schema/answers/audit';
import { createPerfume } from './catalog-fixtures';
import { makeUser, request } from './client';

let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
});

const log = (query = '', token = admin.token) => request(ADMIN_AUDIT.list, { token, query });

describe('GET /api/admin/audit', () => {
  it('keeps every catalog change, newest first: who, what, before and after, when', async () => {
    const made = await createPerfume(admin.token, { name: 'Audit Oud', price: 2000 });
    await request(ADMIN_PRODUCTS.change, {
      token: admin.token,
      params: { id: made._id },
      body: { version: 1, price: 2100 },
    });
    await request(ADMIN_PRODUCTS.change, {
      token: admin.token,
      params: { id: made._id },
      body: { version: 2, archived: true },
    });
    await request(ADMIN_PRODUCTS.adjustStock, {
      token: admin.token,
      params: { id: made._id },
      body: { change: 3, reason: 'restock' },
    });
    const { status, body } = await log('limit=4');
    expect(status).toBe(200);
    const target = { type: 'product' as const, id: made._id, name: 'Audit Oud' };
    expect(body.entries).toEqual<AuditEntry[]>([
      {
        at: expect.any(String),
        by: 'Owner',
        action: 'stock.adjust',
        target,
        before: { stock: 12 },
        after: { stock: 15, change: 3, reason: 'restock', note: null },
      },
      {
        at: expect.any(String),
        by: 'Owner',
        action: 'product.archive',
        target,
        before: { archived: false },
        after: { archived: true },
      },
      {
        at: expect.any(String),
        by: 'Owner',
        action: 'product.update',
        target,
        before: { price: 2000 },
        after: { price: 2100 },
      },
      {
        at: expect.any(String),
        by: 'Owner',
        action: 'product.create',
        target,
        before: null,
        after: expect.objectContaining({ name: 'Audit Oud', price: 2000, stock: 12, slug: 'audit-oud' }),
      },
    ]);
    expect(Date.parse(body.entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(body.entries[3]!.at));
  });

  it('logs notes put in another order as the notes alone: their Urdu names are the same', async () => {
    const notesUr = { Saffron: 'زعفران', Rose: 'گلاب', Oud: 'عود', Amber: 'عنبر' };
    const made = await createPerfume(admin.token, { name: 'Audit Reordered', notesUr });
    const reordered = { top: ['Saffron'], heart: ['Rose'], base: ['Amber', 'Oud'] };
    const { status } = await request(ADMIN_PRODUCTS.change, {
      token: admin.token,
      params: { id: made._id },
      body: { version: 1, notes: reordered },
    });
    expect(status).toBe(200);
    const { body } = await log('limit=1');
    expect(body.entries[0]).toMatchObject({ action: 'product.update', target: { id: made._id } });
    expect(body.entries[0]!.after).toEqual({ notes: reordered });
  });

  it('logs the product that loses the featured spot too', async () => {
    const made = await createPerfume(admin.token, { featured: 'miraj' });
    const { body } = await log('limit=2');
    expect(body.entries.map((e) => [e.action, e.target.id, e.after])).toEqual([
      ['product.create', made._id, expect.objectContaining({ featured: 'miraj' })],
      ['product.update', 'miraj', { featured: null }],
    ]);
  });

  it('pages back with the cursor, none twice and none missed', async () => {
    for (let i = 0; i < 3; i++) await createPerfume(admin.token);
    const all = (await log('limit=100')).body.entries;
    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const { body } = await log(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.entries);
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect((await log('cursor=nonsense')).status).toBe(400);
    expect(await log('cursor=123.abc')).toMatchObject({
      status: 400,
      body: { success: false, code: 'no_such_page' },
    });
  });

  it('is for the admin only', async () => {
    const shopper = await makeUser();
    expect((await log('', shopper.token)).status).toBe(403);
    expect((await request(ADMIN_AUDIT.list, {})).status).toBe(401);
  });
});
