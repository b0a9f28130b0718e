/**
 * Reviews: the buyer's link (GET the order's perfumes, POST a review), a perfume's approved reviews, and the shop's
 * list and decision (owner or staff).
 */
import { Hono } from 'hono';
import { ADMIN_REVIEWS, REVIEWS } from '#schema/api';
import { REVIEW_STATUSES, type ReviewStatus, reviewDecision, writeReviewPayload } from '#schema/payloads/reviews';
import { requireStaff } from '../auth/session';
import type { AppEnv } from '../env';
import { answered, handle } from '../http/handle';
import { validate } from '../http/validate';
import { adminReviews, approvedReviews, decideReview, readReviewable, writeReview } from './store';

export const reviewRoutes = new Hono<AppEnv>();

handle(reviewRoutes, REVIEWS.ofOrder, async (c) => readReviewable(c.var.db, c.req.param('token')));

handle(reviewRoutes, REVIEWS.write, validate('json', writeReviewPayload), async (c) =>
  answered(await writeReview(c.var.db, c.req.param('token'), c.req.valid('json')), 201),
);

handle(reviewRoutes, REVIEWS.ofPerfume, async (c) => approvedReviews(c.var.db, c.req.param('slug')));

export const reviewAdminRoutes = new Hono<AppEnv>();
reviewAdminRoutes.use(requireStaff);

const isStatus = (value: string | undefined): value is ReviewStatus =>
  REVIEW_STATUSES.some((status) => status === value);

handle(reviewAdminRoutes, ADMIN_REVIEWS.list, async (c) => {
  const status = c.req.query('status');
  return { success: true, reviews: await adminReviews(c.var.db, isStatus(status) ? status : undefined) };
});

handle(reviewAdminRoutes, ADMIN_REVIEWS.decide, validate('json', reviewDecision), async (c) => ({
  success: true,
  review: await decideReview(c.var.db, c.var.user, c.req.param('id'), c.req.valid('json').status),
}));
