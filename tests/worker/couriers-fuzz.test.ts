/**
 * The courier endpoints under anything a client could send: 500 random bodies, ids and query strings, each
 * refused or answered with the contract's envelope, never a 500, and no order half-changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COURIERS, ORDERS } from '#schema/api';
import { insertOrder } from './admin-fixtures';
import { call, makeUser, request } from './client';
import { merchantAccount } from './courier-stand-ins';
import { randomSource } from './random-source';

const STRINGS = ['', ' ', 'postex', 'leopards', 'tcs', 'x'.repeat(5000), '\u202e', '\ud800', '0', '-1', '../..', '%00'];
const NUMBERS = [0, -1, 1, 1.5, 1e12, Number.MAX_SAFE_INTEGER, -0];

function value(random: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const kind = Math.floor(random() * (depth > 2 ? 5 : 7));
  if (kind === 0) return pick(STRINGS);
  if (kind === 1) return pick(NUMBERS);
  if (kind === 2) return random() < 0.5;
  if (kind === 3) return null;
  if (kind === 4) return undefined;
  if (kind === 5) return Array.from({ length: Math.floor(random() * 4) }, () => value(random, depth + 1));
  const keys = ['courier', 'orderIds', 'weightGrams', 'pieces', 'credentials', 'token', 'apiKey', 'apiPassword'];
  return Object.fromEntries(keys.filter(() => random() < 0.5).map((key) => [key, value(random, depth + 1)]));
}

/** A value as one piece of an address (a lone surrogate cannot be percent-encoded: it goes as U+FFFD). */
const segment = (piece: unknown) => encodeURIComponent(String(piece).replace(/[\ud800-\udfff]/g, '\ufffd'));

let owner: Awaited<ReturnType<typeof makeUser>>;
let orderId: string;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner' });
  const account = await merchantAccount('postex');
  await request(ADMIN_COURIERS.connect, {
    params: { id: 'postex' },
    body: { credentials: account.credentials },
    token: owner.token,
  });
  const shopper = await makeUser();
  orderId = (await insertOrder({ userId: shopper.id, status: 'processing', city: 'Lahore' })).id;
});

describe('the courier endpoints', () => {
  it('answer 500 random requests with an answer or a refusal, never a 500', async () => {
    const random = randomSource(20_261_129);
    const ids = () => (random() < 0.5 ? orderId : String(value(random)));
    const cases: (() => Promise<Response>)[] = [
      () =>
        call(`/api/admin/couriers/${segment(value(random))}`, {
          method: 'PUT',
          body: value(random) ?? {},
          token: owner.token,
        }),
      () =>
        call(`/api/admin/orders/${segment(ids())}/booking`, {
          method: 'POST',
          body: value(random) ?? {},
          token: owner.token,
        }),
      () => call('/api/admin/bookings', { method: 'POST', body: value(random) ?? {}, token: owner.token }),
      () => call(`/api/admin/orders/${segment(ids())}/booking`, { method: 'DELETE', token: owner.token }),
      () => call(`/api/admin/orders/${segment(ids())}/airway-bill`, { token: owner.token }),
      () => call(`/api/admin/airway-bills?ids=${segment(value(random))}`, { token: owner.token }),
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 500; i++) {
      const response = await cases[i % cases.length]!();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `case ${i}`).toBeLessThan(500);
      if (!response.ok) expect(await response.json()).toMatchObject({ success: false, code: expect.any(String) });
      else await response.body?.cancel();
    }
    expect(statuses.get(500) ?? 0).toBe(0);
    // The order was booked once at most, never half: shipped with its tracking number, or still processing without.
    const { order } = (await request(ORDERS.read, { params: { id: orderId }, token: owner.token })).body;
    expect(order.status === 'shipped' ? order.trackingNumber !== null : !order.trackingNumber).toBe(true);
  });
});
