/**
 * A buyer's review of a perfume from a delivered order, sent through the order's private link:
 * `{ productId, stars, text }`; the shop's decision on one: `{ status: 'approved' | 'hidden' }`.
 */
import { z } from './zod';
import { requiredLine } from './text-fields';
import { MAX_REVIEW } from './text-limits';

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const STARS_MESSAGE = 'Please choose 1 to 5 stars';

export const writeReviewPayload = z.object({
  productId: z.string({ error: 'Please choose a perfume' }).trim().min(1, { error: 'Please choose a perfume' }),
  stars: z.number({ error: STARS_MESSAGE }).int({ error: STARS_MESSAGE }).min(1, { error: STARS_MESSAGE }).max(5, {
    error: STARS_MESSAGE,
  }),
  text: requiredLine('Review', MAX_REVIEW),
});

export const reviewDecision = z.object({
  status: z.enum(['approved', 'hidden'], { error: "Status must be 'approved' or 'hidden'" }),
});
