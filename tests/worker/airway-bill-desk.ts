/**
 * The airway bill tests' shop: an owner who has connected PostEx and Leopards (their stand-ins), a staff member who
 * prints, a shopper whose orders are booked, and the two ways to ask for airway bills.
 */
import { expect } from 'vitest';
import { ADMIN_BOOKINGS } from '#schema/api';
import { insertOrder, type OrderFixture } from './admin-fixtures';
import { makeUser, request } from './client';
import { connectedAccount } from './courier-stand-ins';

export async function airwayBillDesk() {
  const owner = await makeUser({ role: 'owner', username: 'Owner' });
  const staff = await makeUser({ role: 'staff', username: 'Bilal' });
  const shopper = await makeUser();
  const postex = await connectedAccount('postex', owner.token);
  await connectedAccount('leopards', owner.token);

  /** An order of the shopper's, booked with the courier, as the console shows it then. */
  async function bookedOrder(courier: 'postex' | 'leopards', fixture: Partial<OrderFixture> = {}) {
    const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi', ...fixture });
    const booked = await request(ADMIN_BOOKINGS.book, {
      params: { id: order.id },
      body: { courier },
      token: owner.token,
    });
    expect(booked.status).toBe(201);
    return { ...order, trackingNumber: booked.body.booking.trackingNumber, total: booked.body.order.totalPrice };
  }

  const one = (id: string, token = staff.token) => request(ADMIN_BOOKINGS.airwayBill, { params: { id }, token });
  const many = (ids: string[], token = staff.token) =>
    request(ADMIN_BOOKINGS.airwayBills, { query: `ids=${ids.join(',')}`, token });

  return { owner, staff, shopper, postex, bookedOrder, one, many };
}

/** The file an airway bill answer carries (a PDF or the shop's page of labels). */
export const fileOf = (answer: { body: unknown }) => answer.body as Response;
