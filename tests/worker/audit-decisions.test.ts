/**
 * The audit log keeps the owner's and staff's decisions beyond the catalog: roles, staff invites, reset links,
 * blocked phones, couriers' payouts and reviews. Each change writes exactly one entry naming who made it and whom or
 * what it was about; a refused change writes none, and no entry holds a link's token.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_AUDIT,
  ADMIN_REVIEWS,
  BLOCKED_PHONES,
  CUSTOMERS,
  REMITTANCES,
  REVIEWS,
  STAFF,
  STAFF_JOIN,
} from '#schema/api';
import type { AuditEntry } from '#schema/answers/audit';
import { insertOrder } from './admin-fixtures';
import { createPerfume } from './catalog-fixtures';
import { makeUser, request } from './client';
import { placeOrder, tokenOf, type TestUser } from './placed-orders';
import { setOrder } from './fixtures';

let owner: TestUser;
let staff: TestUser;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  staff = await makeUser({ role: 'staff', username: 'Sana' });
});

const everything = async () => (await request(ADMIN_AUDIT.list, { token: owner.token, query: 'limit=100' })).body;

/** The entries written while `act` ran, newest first, beside what it answered. */
async function logged<T>(act: () => Promise<T>): Promise<{ answer: T; entries: AuditEntry[] }> {
  const before = (await everything()).entries.length;
  const answer = await act();
  const { entries, nextCursor } = await everything();
  expect(nextCursor).toBeNull();
  return { answer, entries: entries.slice(0, entries.length - before) };
}

const entry = (fields: Omit<AuditEntry, 'at'>): AuditEntry => ({ at: expect.any(String), ...fields });
const linkToken = (url: string) => url.slice(url.indexOf('#') + 1);

describe('roles', () => {
  it('logs each role change with the role as it was, and nothing for a refusal or no change', async () => {
    const bilal = await makeUser({ role: 'staff', username: 'Bilal' });
    const change = (userId: string, role: string) =>
      request(STAFF.changeRole, { token: owner.token, params: { userId }, body: { role } });
    const target = { type: 'user' as const, id: bilal.id, name: 'Bilal' };

    const promoted = await logged(() => change(bilal.id, 'owner'));
    expect(promoted.answer.status).toBe(200);
    expect(promoted.entries).toEqual([
      entry({ by: 'Owner', action: 'role.change', target, before: { role: 'staff' }, after: { role: 'owner' } }),
    ]);
    const removed = await logged(() => change(bilal.id, 'none'));
    expect(removed.entries).toEqual([
      entry({ by: 'Owner', action: 'role.change', target, before: { role: 'owner' }, after: { role: 'shopper' } }),
    ]);

    // The last owner stays one; an unknown account; a role it already has.
    const refused = await logged(() => change(owner.id, 'staff'));
    expect(refused.answer).toMatchObject({ status: 409, body: { code: 'last_owner' } });
    expect(refused.entries).toEqual([]);
    const unknown = await logged(() => change('no-such-user', 'staff'));
    expect(unknown.answer.status).toBe(404);
    expect(unknown.entries).toEqual([]);
    const same = await logged(() => change(staff.id, 'staff'));
    expect(same.answer.status).toBe(200);
    expect(same.entries).toEqual([]);
  });
});

describe('staff invites', () => {
  it('logs the invite made and the helper who joined by it, never its token', async () => {
    const made = await logged(() => request(STAFF.invite, { token: owner.token, body: {} }));
    expect(made.answer.status).toBe(201);
    const invite = { type: 'invite' as const, id: expect.stringMatching(/^[0-9a-f]{12}$/), name: 'staff invite' };
    const { expiresAt } = made.answer.body.invite;
    expect(made.entries).toEqual([
      entry({ by: 'Owner', action: 'staff.invite', target: invite, before: null, after: { expiresAt } }),
    ]);
    const token = linkToken(made.answer.body.invite.url);

    const helper = await makeUser({ username: 'Hamza' });
    const joined = await logged(() => request(STAFF_JOIN.join, { token: helper.token, body: { token } }));
    expect(joined.answer.status).toBe(200);
    expect(joined.entries).toEqual([
      entry({
        by: 'Hamza',
        action: 'staff.join',
        target: { type: 'user', id: helper.id, name: 'Hamza' },
        before: { role: 'shopper' },
        after: { role: 'staff', invite: made.entries[0]!.target.id },
      }),
    ]);

    // Spent already; the owner, who would lose the shop by joining.
    const late = await makeUser();
    const spent = await logged(() => request(STAFF_JOIN.join, { token: late.token, body: { token } }));
    expect(spent.answer.status).toBe(410);
    expect(spent.entries).toEqual([]);
    const fresh = linkToken((await request(STAFF.invite, { token: owner.token, body: {} })).body.invite.url);
    const ownerJoins = await logged(() => request(STAFF_JOIN.join, { token: owner.token, body: { token: fresh } }));
    expect(ownerJoins.answer).toMatchObject({ status: 409, body: { code: 'already_owner' } });
    expect(ownerJoins.entries).toEqual([]);

    const log = JSON.stringify(await everything());
    for (const secret of [token, fresh]) expect(log).not.toContain(secret);
  });
});

describe('reset links', () => {
  it("logs who made a customer's link and until when, never its token; a refused link logs nothing", async () => {
    const customer = await makeUser({ username: 'Ayesha' });
    const made = await logged(() =>
      request(CUSTOMERS.resetLink, { token: staff.token, params: { userId: customer.id }, body: {} }),
    );
    expect(made.answer.status).toBe(200);
    expect(made.entries).toEqual([
      entry({
        by: 'Sana',
        action: 'reset-link.create',
        target: { type: 'user', id: customer.id, name: 'Ayesha' },
        before: null,
        after: { expiresAt: made.answer.body.expiresAt },
      }),
    ]);
    expect(JSON.stringify(await everything())).not.toContain(linkToken(made.answer.body.url));

    const otherStaff = await makeUser({ role: 'staff' });
    for (const userId of [otherStaff.id, owner.id]) {
      const refused = await logged(() =>
        request(CUSTOMERS.resetLink, { token: staff.token, params: { userId }, body: {} }),
      );
      expect(refused.answer.status).toBe(403);
      expect(refused.entries).toEqual([]);
    }
  });
});

describe('blocked phones', () => {
  it('logs a block, a new reason and an unblock with the reasons; unblocking a number not blocked logs nothing', async () => {
    const target = { type: 'phone' as const, id: '03451112223', name: '03451112223' };
    const block = (reason: string) =>
      request(BLOCKED_PHONES.block, { token: owner.token, body: { phone: '0345-1112223', reason } });
    const unblock = () => request(BLOCKED_PHONES.unblock, { token: owner.token, params: { phone: '03451112223' } });

    const blocked = await logged(() => block('Refused two parcels'));
    expect(blocked.answer.status).toBe(201);
    expect(blocked.entries).toEqual([
      entry({ by: 'Owner', action: 'phone.block', target, before: null, after: { reason: 'Refused two parcels' } }),
    ]);
    const again = await logged(() => block('Refused three parcels'));
    expect(again.answer.status).toBe(200);
    expect(again.entries).toEqual([
      entry({
        by: 'Owner',
        action: 'phone.block',
        target,
        before: { reason: 'Refused two parcels' },
        after: { reason: 'Refused three parcels' },
      }),
    ]);
    const unblocked = await logged(unblock);
    expect(unblocked.answer.status).toBe(200);
    expect(unblocked.entries).toEqual([
      entry({ by: 'Owner', action: 'phone.unblock', target, before: { reason: 'Refused three parcels' }, after: null }),
    ]);

    const notBlocked = await logged(unblock);
    expect(notBlocked.answer).toMatchObject({ status: 404, body: { field: 'phone' } });
    expect(notBlocked.entries).toEqual([]);
  });
});

describe("couriers' payouts", () => {
  it('logs the payout with its courier, reference, total and orders; a refused payout logs nothing', async () => {
    const shopper = await makeUser();
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { id } = await insertOrder({ userId: shopper.id, status: 'delivered' });
      await setOrder(id, { courier: 'TCS', cash: 'with-courier' });
      ids.push(id);
    }
    const record = () =>
      request(REMITTANCES.record, { token: owner.token, body: { courier: 'TCS', reference: 'INV-7', orderIds: ids } });
    const paid = await logged(record);
    expect(paid.answer.status).toBe(201);
    const { remittance } = paid.answer.body;
    expect(remittance.total).toBeGreaterThan(0);
    expect(paid.entries).toEqual([
      entry({
        by: 'Owner',
        action: 'remittance.record',
        target: { type: 'remittance', id: remittance._id, name: 'TCS INV-7' },
        before: null,
        // What reached the bank and what the courier kept: all of it, none kept, when the payout names neither.
        after: {
          courier: 'TCS',
          reference: 'INV-7',
          total: remittance.total,
          received: remittance.total,
          charges: 0,
          orders: 2,
        },
      }),
    ]);

    const twice = await logged(record);
    expect(twice.answer).toMatchObject({ status: 409, body: { code: 'payout_refused', field: 'orderIds' } });
    expect(twice.entries).toEqual([]);
  });
});

describe('reviews', () => {
  it('logs each approval and hiding by whoever decided, with the status it had; no change logs nothing', async () => {
    const perfume = await createPerfume(owner.token, { name: 'Audit Review Attar', stock: 5, price: 1800 });
    const { order } = await placeOrder(perfume._id);
    await setOrder(order._id, { status: 'delivered', firstName: 'Laiba' });
    const written = await request(REVIEWS.write, {
      params: { token: tokenOf(order) },
      body: { productId: perfume._id, stars: 5, text: 'Lasts all day' },
    });
    expect(written.status).toBe(201);
    const { id } = (await env.DB.prepare('SELECT id FROM reviews WHERE product_id = ?')
      .bind(perfume._id)
      .first<{ id: string }>())!;
    const decide = (status: string, token = staff.token) =>
      request(ADMIN_REVIEWS.decide, { token, params: { id }, body: { status } });
    const target = { type: 'review' as const, id, name: 'Audit Review Attar by Laiba' };

    const approved = await logged(() => decide('approved'));
    expect(approved.answer.status).toBe(200);
    expect(approved.entries).toEqual([
      entry({
        by: 'Sana',
        action: 'review.approve',
        target,
        before: { status: 'pending' },
        after: { status: 'approved' },
      }),
    ]);
    const hidden = await logged(() => decide('hidden', owner.token));
    expect(hidden.entries).toEqual([
      entry({
        by: 'Owner',
        action: 'review.hide',
        target,
        before: { status: 'approved' },
        after: { status: 'hidden' },
      }),
    ]);

    const same = await logged(() => decide('hidden'));
    expect(same.answer).toMatchObject({ status: 200, body: { review: { status: 'hidden' } } });
    expect(same.entries).toEqual([]);
    const unknown = await logged(() =>
      request(ADMIN_REVIEWS.decide, {
        token: staff.token,
        params: { id: 'no-such-review' },
        body: { status: 'approved' },
      }),
    );
    expect(unknown.answer.status).toBe(404);
    expect(unknown.entries).toEqual([]);
  });
});
