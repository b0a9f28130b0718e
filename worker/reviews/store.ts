/**
 * Reviews' rules. The order's private link (the confirmation link's token) is the buyer's key: once the order is
 * delivered, each perfume of it may be rated once. A review waits for the shop, and only approved ones reach the
 * perfume's page, its average and its structured data.
 */
import { isConfirmToken } from '#schema/confirm-link';
import { displayNumber } from '#schema/display-number';
import type { AdminReview, PerfumeReviewsAnswer, ReviewableAnswer } from '#schema/answers/reviews';
import type { ReviewStatus } from '#schema/payloads/reviews';
import { ApiError } from '../http/errors';
import { randomId } from '../ids';
import { LINK_NOT_FOUND } from '../confirm/link';

export const NOT_DELIVERED = 'You can review the perfumes of this order once it is delivered.';
export const NOT_IN_ORDER = 'This perfume is not in this order.';
export const ALREADY_REVIEWED = 'You have already reviewed this perfume for this order.';
export const REVIEW_NOT_FOUND = 'There is no such review.';

interface LinkedLine {
  orderId: string;
  seq: number;
  status: string;
  firstName: string;
  productId: string;
  name: string;
  slug: string;
  stars: number | null;
  text: string | null;
}

/** The order's perfumes with any review written; 404 for an unknown link, 409 before delivery. */
async function linkedLines(d1: D1Database, token: string): Promise<LinkedLine[]> {
  if (!isConfirmToken(token)) throw new ApiError(404, LINK_NOT_FOUND);
  const { results } = await d1
    .prepare(
      `SELECT o.id AS orderId, o.seq, o.status, o.first_name AS firstName, i.product_id AS productId, i.name, p.slug,
         r.stars, r.text
       FROM orders o JOIN order_items i ON i.order_id = o.id JOIN products p ON p.id = i.product_id
       LEFT JOIN reviews r ON r.order_id = o.id AND r.product_id = i.product_id
       WHERE o.confirm_token = ? ORDER BY i.name`,
    )
    .bind(token)
    .all<LinkedLine>();
  const head = results[0];
  if (!head) throw new ApiError(404, LINK_NOT_FOUND);
  if (head.status !== 'delivered') throw new ApiError(409, NOT_DELIVERED, { code: 'conflict' });
  return results;
}

const reviewable = (lines: LinkedLine[]): ReviewableAnswer => ({
  success: true,
  displayOrderId: displayNumber('FS', lines[0]!.seq),
  items: lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    slug: line.slug,
    review: line.stars === null ? null : { stars: line.stars, text: line.text ?? '' },
  })),
});

export async function readReviewable(d1: D1Database, token: string): Promise<ReviewableAnswer> {
  return reviewable(await linkedLines(d1, token));
}

export async function writeReview(
  d1: D1Database,
  token: string,
  review: { productId: string; stars: number; text: string },
): Promise<ReviewableAnswer> {
  const lines = await linkedLines(d1, token);
  const line = lines.find((l) => l.productId === review.productId);
  if (!line) throw new ApiError(400, NOT_IN_ORDER, { code: 'invalid', field: 'productId' });
  // The unique (order, perfume) index decides a race between two tabs; the early check names the field.
  const inserted = await d1
    .prepare(
      `INSERT INTO reviews (id, order_id, product_id, stars, text, author, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?) ON CONFLICT (order_id, product_id) DO NOTHING`,
    )
    .bind(randomId(), line.orderId, line.productId, review.stars, review.text, line.firstName, Date.now())
    .run();
  if (line.stars !== null || inserted.meta.changes === 0)
    throw new ApiError(409, ALREADY_REVIEWED, { code: 'duplicate', field: 'productId' });
  return reviewable(await linkedLines(d1, token));
}

/** A perfume's approved reviews, newest first, with their count and average to one decimal. */
export async function approvedReviews(d1: D1Database, slug: string): Promise<PerfumeReviewsAnswer> {
  const { results } = await d1
    .prepare(
      `SELECT r.author, r.stars, r.text, r.created_at AS createdAt FROM reviews r JOIN products p ON p.id = r.product_id
       WHERE p.slug = ? AND r.status = 'approved' ORDER BY r.created_at DESC`,
    )
    .bind(slug)
    .all<{ author: string; stars: number; text: string; createdAt: number }>();
  const total = results.reduce((sum, r) => sum + r.stars, 0);
  return {
    success: true,
    count: results.length,
    average: results.length === 0 ? null : Math.round((total / results.length) * 10) / 10,
    reviews: results.map((r) => ({
      author: r.author,
      stars: r.stars,
      text: r.text,
      at: new Date(r.createdAt).toISOString(),
    })),
  };
}

interface AdminRow {
  id: string;
  author: string;
  stars: number;
  text: string;
  createdAt: number;
  status: ReviewStatus;
  productName: string;
  slug: string;
  seq: number;
}

const ADMIN_SELECT = `SELECT r.id, r.author, r.stars, r.text, r.created_at AS createdAt, r.status, p.name AS productName,
  p.slug, o.seq FROM reviews r JOIN products p ON p.id = r.product_id JOIN orders o ON o.id = r.order_id`;

const adminView = (row: AdminRow): AdminReview => ({
  id: row.id,
  author: row.author,
  stars: row.stars,
  text: row.text,
  at: new Date(row.createdAt).toISOString(),
  status: row.status,
  productName: row.productName,
  slug: row.slug,
  displayOrderId: displayNumber('FS', row.seq),
});

/** The newest 200 reviews, or those of one status. */
export async function adminReviews(d1: D1Database, status: ReviewStatus | undefined): Promise<AdminReview[]> {
  const where = status ? 'WHERE r.status = ?' : '';
  const statement = d1.prepare(`${ADMIN_SELECT} ${where} ORDER BY r.created_at DESC LIMIT 200`);
  const { results } = await (status ? statement.bind(status) : statement).all<AdminRow>();
  return results.map(adminView);
}

export async function decideReview(d1: D1Database, id: string, status: 'approved' | 'hidden'): Promise<AdminReview> {
  const [, row] = await d1.batch<AdminRow>([
    d1.prepare('UPDATE reviews SET status = ? WHERE id = ?').bind(status, id),
    d1.prepare(`${ADMIN_SELECT} WHERE r.id = ?`).bind(id),
  ]);
  const review = row!.results[0];
  if (!review) throw new ApiError(404, REVIEW_NOT_FOUND);
  return adminView(review);
}
