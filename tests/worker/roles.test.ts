/**
 * Who may call what: staff work the orders (perfume and oils), customers and quote requests; the catalog and its
 * prices, photos, publishing, the audit log, the newsletter list, revenue and the staff are the owner's. Each
 * refusal changes nothing; every rule is read from D1, whatever the token claims.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_AUDIT,
  ADMIN_SALES,
  BLOCKED_PHONES,
  ADMIN_OILS,
  ADMIN_PRODUCTS,
  CUSTOMERS,
  DASHBOARD,
  MEDIA,
  NEWSLETTER,
  OILS_ORDERS,
  ORDERS,
  PUBLISH,
  QUOTES,
  REMITTANCES,
  STAFF,
  type Endpoint,
} from '#schema/api';
import { signToken } from '../../worker/auth/jwt';
import { insertOilsOrders, insertOrder } from './admin-fixtures';
import { newPerfume } from './catalog-fixtures';
import { call, json, makeUser, request } from './client';
import { db } from './fixtures';
import { quotes } from '#schema/tables';

let owner: Awaited<ReturnType<typeof makeUser>>;
let staff: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
let order: string;
let oilsOrder: string;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner Sana' });
  staff = await makeUser({ role: 'staff', username: 'Helper Bilal' });
  shopper = await makeUser();
  order = (await insertOrder({ userId: shopper.id })).id;
  [oilsOrder] = (await insertOilsOrders(shopper.id, 1, Date.now())) as [string];
  await db.insert(quotes).values({
    id: 'q-roles',
    firstName: 'Zoya',
    lastName: 'Ali',
    email: 'z@example.pk',
    phone: '03001234567',
    message: 'Hello',
    createdAt: 1,
  });
});

type Call = [name: string, endpoint: Endpoint<unknown, unknown>, params: Record<string, string>, body?: unknown];

/** Every call that is the owner's alone. */
const OWNER_ONLY: Call[] = [
  ['list the catalog', ADMIN_PRODUCTS.list, {}],
  ['create a perfume', ADMIN_PRODUCTS.create, {}, newPerfume()],
  ['change a price', ADMIN_PRODUCTS.change, { id: 'rawayat' }, { version: 0, price: 1 }],
  ['adjust stock', ADMIN_PRODUCTS.adjustStock, { id: 'rawayat' }, { change: 5, reason: 'restock' }],
  ['read the stock ledger', ADMIN_PRODUCTS.stock, { id: 'rawayat' }],
  ['list the oils with prices', ADMIN_OILS.list, {}],
  ['add an oil', ADMIN_OILS.create, {}, { name: 'Staff Oil', price: 100 }],
  ['change an oil price', ADMIN_OILS.change, { id: 'oud' }, { version: 0, price: 1 }],
  ['read the audit log', ADMIN_AUDIT.list, {}],
  ['list the sales and their prices', ADMIN_SALES.list, {}],
  ['end a sale', ADMIN_SALES.remove, { id: 'eid-sale' }],
  ['list blocked phones', BLOCKED_PHONES.list, {}],
  ['block a phone', BLOCKED_PHONES.block, {}, { phone: '03001234567', reason: 'Refused twice' }],
  ['unblock a phone', BLOCKED_PHONES.unblock, { phone: '03001234567' }],
  ["list the couriers' remittances", REMITTANCES.list, {}],
  ['publish the site', PUBLISH.start, {}, {}],
  ['list newsletter sign-ups', NEWSLETTER.list, {}],
  ['export newsletter sign-ups', NEWSLETTER.exportCsv, {}],
  ['list the staff', STAFF.list, {}],
  ['invite staff', STAFF.invite, {}, {}],
  ['change a role', STAFF.changeRole, { userId: 'someone' }, { role: 'owner' }],
];

describe('staff', () => {
  it.each(OWNER_ONLY)('may not %s', async (_, endpoint, params, body) => {
    const { status, body: answer } = await request(endpoint, { params, body, token: staff.token });
    expect(status).toBe(403);
    expect(answer).toMatchObject({ success: false, code: 'owner_only' });
  });

  it('may not upload a photo', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { status } = await json('/api/admin/images', {
      method: MEDIA.upload.method,
      body: png,
      token: staff.token,
      headers: { 'content-type': 'image/png' },
    });
    expect(status).toBe(403);
  });

  it('leaves prices, stock and roles as they were after the refusals', async () => {
    const product = await env.DB.prepare("SELECT price, stock FROM products WHERE id = 'rawayat'").first();
    await request(ADMIN_PRODUCTS.change, {
      params: { id: 'rawayat' },
      body: { version: 0, price: 1 },
      token: staff.token,
    });
    await request(ADMIN_PRODUCTS.adjustStock, {
      params: { id: 'rawayat' },
      body: { change: 5, reason: 'restock' },
      token: staff.token,
    });
    await request(STAFF.changeRole, { params: { userId: staff.id }, body: { role: 'owner' }, token: staff.token });
    expect(await env.DB.prepare("SELECT price, stock FROM products WHERE id = 'rawayat'").first()).toEqual(product);
    const role = await env.DB.prepare('SELECT role FROM users WHERE id = ?').bind(staff.id).first('role');
    expect(role).toBe('staff');
  });

  it('lists every order and opens any, with who changed what', async () => {
    const list = await request(ORDERS.list, { token: staff.token });
    expect(list.status).toBe(200);
    expect(list.body.orders.map((o) => o._id)).toContain(order);
    expect((await request(ORDERS.read, { params: { id: order }, token: staff.token })).status).toBe(200);
    expect((await request(OILS_ORDERS.list, { token: staff.token })).body.orders.map((o) => o._id)).toContain(
      oilsOrder,
    );
  });

  it('confirms, ships and bulk-moves perfume orders, and exports them', async () => {
    const id = (await insertOrder({ userId: shopper.id })).id;
    const confirmed = await request(ORDERS.changeConfirmation, {
      params: { id },
      body: { confirmation: 'confirmed' },
      token: staff.token,
    });
    expect(confirmed.status).toBe(200);
    expect(
      (await request(ORDERS.changeStatus, { params: { id }, body: { status: 'processing' }, token: staff.token }))
        .status,
    ).toBe(200);
    const shipped = await request(ORDERS.changeStatus, {
      params: { id },
      body: { status: 'shipped', courier: 'TCS', trackingNumber: '779404029990' },
      token: staff.token,
    });
    expect(shipped.status).toBe(200);
    const bulk = await request(ORDERS.bulkStatus, { body: { ids: [id], status: 'delivered' }, token: staff.token });
    expect(bulk.body).toMatchObject({ success: true, changed: [id] });
    expect((await call('/api/orders/export.csv', { token: staff.token })).status).toBe(200);
  });

  it('moves and confirms oils orders', async () => {
    const [id] = (await insertOilsOrders(shopper.id, 1, Date.now())) as [string];
    const status = await request(OILS_ORDERS.changeStatus, {
      params: { id },
      body: { status: 'processing' },
      token: staff.token,
    });
    expect(status.status).toBe(200);
    const confirmation = await request(OILS_ORDERS.changeConfirmation, {
      params: { id },
      body: { confirmation: 'no-answer' },
      token: staff.token,
    });
    expect(confirmation.status).toBe(200);
    const helper = { role: 'staff', name: 'Helper Bilal' };
    expect(confirmation.body.order.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'status', status: 'processing', by: helper }),
        expect.objectContaining({ kind: 'confirmation', confirmation: 'no-answer', by: helper }),
      ]),
    );
  });

  it('searches customers (without what they spent) and answers quote requests', async () => {
    const customers = await request(CUSTOMERS.list, { token: staff.token });
    expect(customers.status).toBe(200);
    expect(customers.body.customers.length).toBeGreaterThan(0);
    expect(customers.body.customers.every((customer) => customer.totalSpent === undefined)).toBe(true);
    const forOwner = await request(CUSTOMERS.list, { token: owner.token });
    expect(forOwner.body.customers.every((customer) => typeof customer.totalSpent === 'number')).toBe(true);
    expect((await request(QUOTES.list, { token: staff.token })).status).toBe(200);
    const handled = await request(QUOTES.markHandled, {
      params: { id: 'q-roles' },
      body: { handled: true },
      token: staff.token,
    });
    expect(handled.body.quote).toMatchObject({ handledBy: 'Helper Bilal' });
  });

  it("reads the day's counts without any revenue; the owner reads both", async () => {
    const forStaff = await request(DASHBOARD.read, { token: staff.token });
    expect(forStaff.status).toBe(200);
    expect(forStaff.body.periods.today.orders).toBeGreaterThan(0);
    expect(JSON.stringify(forStaff.body)).not.toMatch(/revenue|amount/);
    const forOwner = await request(DASHBOARD.read, { token: owner.token });
    expect(forOwner.body.periods.today.revenue).toBeGreaterThan(0);
    expect(forOwner.body.bestSellers[0]).toHaveProperty('revenue');
  });
});

describe('the order timeline', () => {
  it('names who made each change and as whom, for the console only', async () => {
    const id = (await insertOrder({ userId: shopper.id })).id;
    await request(ORDERS.changeConfirmation, {
      params: { id },
      body: { confirmation: 'confirmed' },
      token: staff.token,
    });
    await request(ORDERS.changeStatus, { params: { id }, body: { status: 'cancelled' }, token: owner.token });
    const { body } = await request(ORDERS.read, { params: { id }, token: owner.token });
    const changes = body.order.timeline!.filter((entry) => entry.by && entry.by.role !== 'shopper');
    expect(changes.map((entry) => [entry.kind, entry.by])).toEqual([
      ['confirmation', { role: 'staff', name: 'Helper Bilal' }],
      ['status', { role: 'owner', name: 'Owner Sana' }],
    ]);
    const own = await request(ORDERS.read, { params: { id }, token: shopper.token });
    expect(JSON.stringify(own.body.order)).not.toMatch(/Helper Bilal|Owner Sana/);
  });
});

describe('roles are read from D1', () => {
  it('refuses a shopper whose token claims staff', async () => {
    const forged = await signToken({ sub: shopper.id, email: shopper.email, role: 'staff', ver: 0 }, env.JWT_SECRET);
    expect((await request(CUSTOMERS.list, { token: forged })).status).toBe(403);
  });

  it('stops staff at once when the owner removes the role', async () => {
    const helper = await makeUser({ role: 'staff' });
    expect((await request(CUSTOMERS.list, { token: helper.token })).status).toBe(200);
    await request(STAFF.changeRole, { params: { userId: helper.id }, body: { role: 'none' }, token: owner.token });
    expect((await request(CUSTOMERS.list, { token: helper.token })).status).toBe(403);
    expect((await request(ORDERS.list, { token: helper.token })).body.orders).toEqual([]);
  });
});
