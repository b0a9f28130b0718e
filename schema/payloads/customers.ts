/**
 * GET /api/admin/customers?q=&cursor=: every shopper who has ordered (perfumes or oils), or with a search every
 * account it names whether or not it has ordered (one who never ordered may need a reset link), newest first, with
 * what the owner needs to decide whether to send the next parcel. A refusal is an order whose cash-on-delivery
 * confirmation is 'refused': the customer said no on the confirmation call or at the door (an order cancelled
 * after that keeps its 'refused' answer, so it counts once). Spent is what delivered orders brought in. What the
 * search text matches: worker/customers/search.ts.
 */
import { z } from './zod';
import { MAX_SEARCH } from './text-limits';

export const customerListQuery = z.object({
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(MAX_SEARCH, { error: `Please search with at most ${MAX_SEARCH} characters.` })
      .optional(),
  ),
});
