/** Reviews: what the buyer's link shows, a perfume's approved reviews, and the console's list. */
import { z } from '../payloads/zod';
import { REVIEW_STATUSES } from '../payloads/reviews';
import { isoTime, success } from './common';

const stars = z.number().int().min(1).max(5);

/** A perfume of the order the buyer may rate, with their review once written. */
export const reviewableItem = z.object({
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  review: z.object({ stars, text: z.string() }).nullable(),
});

export const reviewableAnswer = z.object({
  success,
  displayOrderId: z.string(),
  items: z.array(reviewableItem),
});
export type ReviewableAnswer = z.output<typeof reviewableAnswer>;

/** A review as a perfume's page shows it: the buyer's first name and the city of the order it was written from. */
export const publicReview = z.object({ author: z.string(), city: z.string(), stars, text: z.string(), at: isoTime });
export type PublicReview = z.output<typeof publicReview>;

/** A perfume's approved reviews, newest first, and their average (null with none). */
export const perfumeReviewsAnswer = z.object({
  success,
  count: z.number().int(),
  average: z.number().nullable(),
  reviews: z.array(publicReview),
});
export type PerfumeReviewsAnswer = z.output<typeof perfumeReviewsAnswer>;

export const adminReview = publicReview.extend({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  productName: z.string(),
  slug: z.string(),
  displayOrderId: z.string(),
});
export type AdminReview = z.output<typeof adminReview>;

export const adminReviewAnswer = z.object({ success, review: adminReview });
export const adminReviewListAnswer = z.object({ success, reviews: z.array(adminReview) });
export type AdminReviewListAnswer = z.output<typeof adminReviewListAnswer>;
