/** GET /api/admin/customers: every shopper who has ordered, or every account a search names, newest first (schema/payloads/customers.ts). */
import { z } from '../payloads/zod';
import { userColumns } from './columns';
import { isoTime, nextCursor, success } from './common';
import { LANGS } from '../lang';

export const customer = userColumns.pick({ username: true, email: true }).extend({
  /** The shopper's account id. */
  _id: z.string(),
  /** The name and phone on their latest order. */
  name: z.string(),
  phone: z.string().nullable(),
  /** The language of their latest order's page: the shop writes to them in it. */
  lang: z.enum(LANGS),
  /** Perfume and oils orders placed, whatever became of them. */
  orders: z.number().int(),
  /** Whole rupees: the totals of their delivered orders; left out for staff, who see the work but not the takings. */
  totalSpent: z.number().int().optional(),
  refusals: z.number().int(),
  /** Null for an account that has not ordered (the list shows one only when a search names it). */
  lastOrderAt: isoTime.nullable(),
  joinedAt: isoTime,
});
export type Customer = z.output<typeof customer>;

/** A page of 50, newest account first. */
export const customerListAnswer = z.object({ success, customers: z.array(customer), nextCursor });
export type CustomerListAnswer = z.output<typeof customerListAnswer>;
