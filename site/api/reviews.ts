/** Reviews' calls: the buyer's order behind a /review/{token} link and their review (no login), the shop's list and decision. */
import { ADMIN_REVIEWS, REVIEWS } from '#schema/api';
import type { ReviewStatus } from '#schema/payloads/reviews';
import { call } from '../lib/api';

export const readReviewable = (token: string) => call(REVIEWS.ofOrder, { params: { token } });

export const sendReview = (token: string, review: { productId: string; stars: number; text: string }) =>
  call(REVIEWS.write, { params: { token }, body: review });

export const listReviews = async (status: ReviewStatus) =>
  (await call(ADMIN_REVIEWS.list, { query: `status=${status}` })).reviews;

export const decideReview = async (id: string, status: 'approved' | 'hidden') =>
  (await call(ADMIN_REVIEWS.decide, { params: { id }, body: { status } })).review;
