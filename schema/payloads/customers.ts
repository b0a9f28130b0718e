/**
 * GET /api/admin/customers?q=&cursor=: every shopper who has ordered (perfumes or oils), newest account first, with
 * what the owner needs to decide whether to send the next parcel. A refusal is an order whose cash-on-delivery
 * confirmation is 'refused': the customer said no on the confirmation call or at the door (an order cancelled
 * after that keeps its 'refused' answer, so it counts once). Spent is what delivered orders brought in. What the
 * search text matches: worker/customers/search.ts.
 */
import { z } from './zod';

export const customerListQuery = z.object({
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(100, { error: 'Please search with at most 100 characters.' }).optional(),
  ),
});

export interface Customer {
  /** The shopper's account id. */
  _id: string;
  username: string;
  email: string;
  /** The name and phone on their latest order. */
  name: string;
  phone: string | null;
  /** Perfume and oils orders placed, whatever became of them. */
  orders: number;
  /** Whole rupees: the totals of their delivered orders. */
  /** Left out for staff, who see the work but not the takings. */
  totalSpent?: number;
  refusals: number;
  /** ISO 8601. */
  lastOrderAt: string;
  joinedAt: string;
}

/** A page of 50, newest account first; `nextCursor` asks for the next page (null on the last). */
export interface CustomerListAnswer {
  success: true;
  customers: Customer[];
  nextCursor: string | null;
}
