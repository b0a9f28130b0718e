/**
 * Reviews' rules. The order's private link (the confirmation link's token) is the buyer's key: once the order is
 * delivered, each perfume of it may be rated once. A review waits for the shop, and only approved ones reach the
 * perfume's page, its average and its structured data. The shop's decisions are kept in the audit log.
 */
import { isConfirmToken } from '#schema/confirm-link';
import { orderDisplayNumber } from '#schema/display-number';
import type { AdminReview, PerfumeReviewsAnswer, ReviewableAnswer } from '#schema/answers/reviews';
import type { ReviewStatus } from '#schema/payloads/reviews';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { orderItems, orders, products, reviews } from '#schema/tables';
import type { Db } from '../db';
import { auditEntryIf } from '../audit/log';
import { ApiError } from '../http/errors';
import { randomId } from '../ids';
import { LINK_NOT_FOUND } from '../confirm/link';

export const NOT_DELIVERED = 'You can review the perfumes of this order once it is delivered.';
export const NOT_IN_ORDER = 'This perfume is not in this order.';
export const ALREADY_REVIEWED = 'You have already reviewed this perfume for this order.';
export const REVIEW_NOT_FOUND = 'There is no such review.';

/** The order's perfumes with any review written; 404 for an unknown link, 409 before delivery. */
async function linkedLines(db: Db, token: string) {
  if (!isConfirmToken(token)) throw new ApiError(404, LINK_NOT_FOUND, { code: 'not_found' });
  const lines = await db
    .select({
      orderId: orders.id,
      kind: orders.kind,
      number: orders.number,
      status: orders.status,
      firstName: orders.firstName,
      productId: products.id,
      name: orderItems.name,
      slug: products.slug,
      stars: reviews.stars,
      text: reviews.text,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(reviews, and(eq(reviews.orderId, orders.id), eq(reviews.productId, orderItems.productId)))
    .where(eq(orders.confirmToken, token))
    .orderBy(orderItems.name);
  const head = lines[0];
  if (!head) throw new ApiError(404, LINK_NOT_FOUND, { code: 'not_found' });
  if (head.status !== 'delivered') throw new ApiError(409, NOT_DELIVERED, { code: 'not_delivered' });
  return lines;
}

type LinkedLine = Awaited<ReturnType<typeof linkedLines>>[number];

/** One review per perfume of the order, whatever sizes of it the order holds (its lines come by name). */
const perfumesOf = (lines: LinkedLine[]) =>
  lines.filter((line, i) => lines.findIndex((other) => other.productId === line.productId) === i);

const reviewable = (lines: LinkedLine[]): ReviewableAnswer => ({
  success: true,
  displayOrderId: orderDisplayNumber(lines[0]!),
  items: perfumesOf(lines).map((line) => ({
    productId: line.productId,
    name: line.name,
    slug: line.slug,
    review: line.stars === null ? null : { stars: line.stars, text: line.text ?? '' },
  })),
});

export async function readReviewable(db: Db, token: string): Promise<ReviewableAnswer> {
  return reviewable(await linkedLines(db, token));
}

export async function writeReview(
  db: Db,
  token: string,
  review: { productId: string; stars: number; text: string },
): Promise<ReviewableAnswer> {
  const lines = await linkedLines(db, token);
  const line = lines.find((l) => l.productId === review.productId);
  if (!line) throw new ApiError(400, NOT_IN_ORDER, { code: 'not_in_order', field: 'productId' });
  // The unique (order, perfume) index decides a race between two tabs; the early check names the field.
  const inserted = await db
    .insert(reviews)
    .values({
      id: randomId(),
      orderId: line.orderId,
      productId: line.productId,
      stars: review.stars,
      text: review.text,
      author: line.firstName,
      status: 'pending',
      createdAt: Date.now(),
    })
    .onConflictDoNothing({ target: [reviews.orderId, reviews.productId] })
    .run();
  if (line.stars !== null || inserted.meta.changes === 0)
    throw new ApiError(409, ALREADY_REVIEWED, { code: 'already_reviewed', field: 'productId' });
  return reviewable(await linkedLines(db, token));
}

/**
 * A perfume's approved reviews, newest first, with their count and average to one decimal, each with the city its
 * order was delivered to: every review is a delivered order's, so each is a verified buyer's.
 */
export async function approvedReviews(db: Db, slug: string): Promise<PerfumeReviewsAnswer> {
  const results = await db
    .select({
      author: reviews.author,
      city: orders.city,
      stars: reviews.stars,
      text: reviews.text,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .where(and(eq(products.slug, slug), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt));
  const total = results.reduce((sum, r) => sum + r.stars, 0);
  return {
    success: true,
    count: results.length,
    average: results.length === 0 ? null : Math.round((total / results.length) * 10) / 10,
    reviews: results.map((r) => ({
      author: r.author,
      city: r.city.trim(),
      stars: r.stars,
      text: r.text,
      at: new Date(r.createdAt).toISOString(),
    })),
  };
}

/** The shop's view of reviews, with the perfume and the order each is about. */
const adminSelect = (db: Db) =>
  db
    .select({
      id: reviews.id,
      author: reviews.author,
      city: orders.city,
      stars: reviews.stars,
      text: reviews.text,
      createdAt: reviews.createdAt,
      status: reviews.status,
      productName: products.name,
      slug: products.slug,
      kind: orders.kind,
      number: orders.number,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orders, eq(orders.id, reviews.orderId));

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminSelect>['all']>>[number];

const adminView = (row: AdminRow): AdminReview => ({
  id: row.id,
  author: row.author,
  city: row.city.trim(),
  stars: row.stars,
  text: row.text,
  at: new Date(row.createdAt).toISOString(),
  status: row.status,
  productName: row.productName,
  slug: row.slug,
  displayOrderId: orderDisplayNumber(row),
});

/** The newest 200 reviews, or those of one status. */
export async function adminReviews(db: Db, status: ReviewStatus | undefined): Promise<AdminReview[]> {
  const rows = await adminSelect(db)
    .where(status ? eq(reviews.status, status) : undefined)
    .orderBy(desc(reviews.createdAt))
    .limit(200);
  return rows.map(adminView);
}

/**
 * Shows or hides a review. The log's entry is read from the review just before the change, so it says the status as
 * it was and is written only when the status changes (deciding again what is already decided changes nothing).
 */
export async function decideReview(
  db: Db,
  admin: { id: string },
  id: string,
  status: 'approved' | 'hidden',
  at = Date.now(),
): Promise<AdminReview> {
  const [found] = await adminSelect(db).where(eq(reviews.id, id));
  if (!found) throw new ApiError(404, REVIEW_NOT_FOUND, { code: 'not_found' });
  const [, , [review]] = await db.batch([
    auditEntryIf(
      db,
      {
        at,
        by: admin.id,
        action: status === 'approved' ? 'review.approve' : 'review.hide',
        target: { type: 'review', id, name: `${found.productName} by ${found.author}` },
        before: sql`json_object('status', ${reviews.status})`,
        after: { status },
      },
      sql`FROM ${reviews} WHERE ${and(eq(reviews.id, id), ne(reviews.status, status))}`,
    ),
    db.update(reviews).set({ status }).where(eq(reviews.id, id)),
    adminSelect(db).where(eq(reviews.id, id)),
  ]);
  return adminView(review ?? found);
}
