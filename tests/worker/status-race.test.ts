/**
 * A status change that loses to another admin's between reading the order and writing it says why from where the
 * order is now: a return for a reason the now-delivered parcel cannot have names the reason, and a change the new
 * status still allows says the order was moved meanwhile. The competing change is written on the real local D1
 * between the two calls, as a second phone's does.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkChangeStatus, changeStatus } from '../../worker/orders/lifecycle';
import { PERFUME_ORDERS } from '../../worker/orders/status';
import { insertOrder } from './admin-fixtures';
import { countedD1 } from './counted-d1';
import { makeUser } from './client';

let shopper: Awaited<ReturnType<typeof makeUser>>;
let owner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  shopper = await makeUser();
  owner = await makeUser({ role: 'owner' });
});

/** The database as a Worker call sees it, with `status` written to the order just before the Worker's `call`th call. */
const movedBefore = (call: number, id: string, status: string) =>
  countedD1(env.DB, async (n) => {
    if (n === call) await env.DB.prepare('UPDATE orders SET status = ? WHERE id = ?').bind(status, id).run();
  }).db;

const refusedAtTheDoor = { reason: 'refused', restock: true } as const;

describe('a status change another admin got in before', () => {
  it('names the return reason a parcel delivered meanwhile cannot have', async () => {
    const { id } = await insertOrder({ userId: shopper.id, status: 'shipped' });
    // The first call reads the order as shipped; the second writes the return.
    const db = movedBefore(2, id, 'delivered');
    const by = { id: owner.id, role: 'owner' } as const;
    await expect(
      changeStatus(db, PERFUME_ORDERS, id, { to: 'returned', back: refusedAtTheDoor, by }),
    ).rejects.toMatchObject({
      code: 'return_reason_refused',
      field: 'returnReason',
      message: expect.stringContaining('delivered'),
    });
  });

  it('says the order was moved meanwhile when its new status still allows the change', async () => {
    const { id } = await insertOrder({ userId: shopper.id, status: 'pending' });
    const db = movedBefore(2, id, 'processing');
    const by = { id: owner.id, role: 'owner' } as const;
    await expect(changeStatus(db, PERFUME_ORDERS, id, { to: 'cancelled', by })).rejects.toMatchObject({
      code: 'status_change_refused',
      message: 'This order was marked processing meanwhile. Please check it and try again.',
    });
  });

  it('skips an order of a bulk return with the reason, when it was delivered meanwhile', async () => {
    const { id } = await insertOrder({ userId: shopper.id, status: 'shipped' });
    const db = movedBefore(2, id, 'delivered');
    const by = { id: owner.id, role: 'owner' } as const;
    const result = await bulkChangeStatus(db, PERFUME_ORDERS, [id], { to: 'returned', back: refusedAtTheDoor, by });
    expect(result.changed).toEqual([]);
    expect(result.skipped).toEqual([
      { id, code: 'return_reason_refused', status: 'delivered', message: expect.stringContaining('delivered') },
    ]);
    expect(result.skipped[0]!.message).not.toMatch(/only be marked returned, not returned/);
  });
});
