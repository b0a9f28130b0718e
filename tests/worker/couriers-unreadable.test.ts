/**
 * A courier's answer the shop cannot read (a proxy in its way passed the booking on, then answered HTTP 200 with the
 * courier's JSON cut short, or its own maintenance page) says no "no": the courier may hold the parcel, so the
 * booking is 502 `courier_unreachable`, its attempt is kept, and the retry finds that parcel rather than booking a
 * second one.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS, ORDERS } from '#schema/api';
import type { CourierApiId } from '#schema/courier-apis';
import { insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';
import { connectedAccount, nextCall, parcelsOf, type MerchantAccount } from './courier-stand-ins';

let owner: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
const accounts = {} as Record<CourierApiId, MerchantAccount>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  shopper = await makeUser();
  accounts.postex = await connectedAccount('postex', owner.token);
  accounts.leopards = await connectedAccount('leopards', owner.token);
});

/** Each courier's booking call and its look-up by the order's number, as the stand-ins' addresses name them. */
const CALLS = {
  postex: { name: 'PostEx', book: 'create-order' },
  leopards: { name: 'Leopards', book: 'bookPacket' },
} as const;

const book = (id: string, courier: CourierApiId) =>
  request(ADMIN_BOOKINGS.book, { params: { id }, body: { courier }, token: owner.token });

const statusOf = async (id: string) =>
  (await request(ORDERS.read, { params: { id }, token: owner.token })).body.order.status;

const attemptOf = (id: string) =>
  env.DB.prepare('SELECT state FROM courier_bookings WHERE order_id = ?').bind(id).first();

const parcelsFor = async (courier: CourierApiId, reference: string) =>
  (await parcelsOf(courier, accounts[courier])).filter((parcel) => parcel.reference === reference);

describe.each(['postex', 'leopards'] as const)('%s booking answered unreadably', (courier) => {
  it.each(['cut-off', 'maintenance'] as const)(
    'a booking answered with %s is no refusal: 502, and the retry finds the parcel made',
    async (unreadable) => {
      const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
      await nextCall(courier, accounts[courier], unreadable, undefined, CALLS[courier].book);
      const first = await book(order.id, courier);
      expect(first.status).toBe(502);
      expect(first.body).toMatchObject({
        code: 'courier_unreachable',
        silence: { courier: CALLS[courier].name, step: 'book' },
      });
      expect(await statusOf(order.id)).toBe('processing');
      // The courier did book it; the shop keeps the attempt, since the parcel may be there.
      const [made] = await parcelsFor(courier, order.displayOrderId);
      expect(made).toBeDefined();
      expect(await attemptOf(order.id)).toEqual({ state: 'booking' });

      const retried = await book(order.id, courier);
      expect(retried.status).toBe(201);
      expect(retried.body.booking.trackingNumber).toBe(made!.trackingNumber);
      expect(await parcelsFor(courier, order.displayOrderId)).toHaveLength(1);
    },
  );
});
