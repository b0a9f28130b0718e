import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../worker/auth/jwt';
import { insertOrder } from './admin-fixtures';
import { ORDERS } from '#schema/api';
import { json, makeUser, request } from './client';

let shopper: Awaited<ReturnType<typeof makeUser>>;
let forged: string;
let otherOrder: { id: string };

beforeAll(async () => {
  shopper = await makeUser();
  // A real user's token claiming the owner role, signed with the real key: the role in D1 still says no.
  forged = await signToken({ sub: shopper.id, email: shopper.email, role: 'owner', ver: 0 }, env.JWT_SECRET);
  const someoneElse = await makeUser();
  otherOrder = await insertOrder({ userId: someoneElse.id });
  await insertOrder({ userId: shopper.id });
});

const ADMIN_CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/api/orders/export.csv'],
  ['PATCH', '/api/orders/{order}/status', { status: 'processing' }],
  ['PATCH', '/api/orders/{order}/confirmation', { confirmation: 'confirmed' }],
  ['POST', '/api/orders/bulk-status', { ids: ['{order}'], status: 'cancelled' }],
  ['PATCH', '/api/oilsOrders/{order}/status', { status: 'processing' }],
  ['PATCH', '/api/oilsOrders/{order}/confirmation', { confirmation: 'refused' }],
  ['GET', '/api/quotes'],
  ['GET', '/api/newsletter'],
];

describe('admin calls', () => {
  it.each(ADMIN_CALLS)('%s %s needs a login', async (method, path, body) => {
    const { status } = await json(path.replace('{order}', otherOrder.id), { method, body });
    expect(status).toBe(401);
  });

  it.each(ADMIN_CALLS)('%s %s is refused to a shopper', async (method, path, body) => {
    const { status, body: answer } = await json(path.replace('{order}', otherOrder.id), {
      method,
      body,
      token: shopper.token,
    });
    expect(status).toBe(403);
    // The newsletter's list is the owner's; the rest the staff's too.
    expect(['staff_only', 'owner_only']).toContain(answer.code);
  });

  it.each(ADMIN_CALLS)('%s %s is refused to a shopper with a forged owner claim', async (method, path, body) => {
    const { status } = await json(path.replace('{order}', otherOrder.id), { method, body, token: forged });
    expect(status).toBe(403);
  });

  it('leaves the order alone after a refused change', async () => {
    await request(ORDERS.changeStatus, { params: { id: otherOrder.id }, body: { status: 'cancelled' }, token: forged });
    const row = await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
      .bind(otherOrder.id)
      .first<{ status: string }>();
    expect(row!.status).toBe('pending');
  });

  it('gives a forged admin only their own orders in the list', async () => {
    const { status, body } = await request(ORDERS.list, { token: forged });
    expect(status).toBe(200);
    expect(body.orders).toHaveLength(1);
    expect(body.orders.map((order) => order._id)).not.toContain(otherOrder.id);
  });

  it('refuses a token signed with another key', async () => {
    const fake = await signToken(
      { sub: shopper.id, email: shopper.email, role: 'owner', ver: 0 },
      'another-secret-that-is-long-enough-0123456789',
    );
    const { status } = await request(ORDERS.exportCsv, { token: fake });
    expect(status).toBe(401);
  });
});
