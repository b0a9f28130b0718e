/**
 * The confirmation link's rules: the token finds one order, perfume or oils; the page reads only its items, total
 * and city; the shopper's answer confirms it (kept in the confirmation history as theirs) or cancels it (stock back,
 * as any cancellation), while it is pending or processing. An unknown token is 404, whatever its shape.
 */
import type { Actor } from '#schema/actors';
import { isConfirmToken } from '#schema/confirm-link';
import { displayNumber } from '#schema/display-number';
import type { Confirmation } from '#schema/confirmation';
import type { OrderStatus } from '#schema/order-status';
import type { ConfirmAnswerChoice } from '#schema/payloads/confirm';
import type { ConfirmView } from '#schema/answers/orders';
import { ApiError } from '../http/errors';
import { changeConfirmation, changeStatus, type OrderKind } from '../orders/lifecycle';
import { PERFUME_ORDERS } from '../orders/status';
import { OILS_ORDERS_KIND } from '../oils/orders/status';
import type { Db } from '../db';

export const LINK_NOT_FOUND = 'This confirmation link is not valid. Please check it, or message us on WhatsApp.';

/** The statuses the shopper may still answer in: the parcel has not left. */
const ANSWERABLE: readonly OrderStatus[] = ['pending', 'processing'];

export const tooLateMessage = (status: OrderStatus) =>
  `This order is ${status}; it can no longer be confirmed or cancelled here. Please message us on WhatsApp.`;

interface LinkedOrder {
  kind: OrderKind;
  id: string;
  shopper: Actor;
  view: ConfirmView;
}

interface OrderHead {
  id: string;
  seq: number;
  userId: string;
  status: OrderStatus;
  confirmation: Confirmation;
  total: number;
  city: string | null;
}

const HEAD = 'o.id, o.seq, o.user_id AS userId, o.status, o.confirmation';

async function findLinked(d1: D1Database, token: string): Promise<LinkedOrder> {
  if (!isConfirmToken(token)) throw new ApiError(404, LINK_NOT_FOUND);
  const [perfume, oils] = await d1.batch<OrderHead & { name: string; quantity: number; volume: number | null }>([
    d1
      .prepare(
        `SELECT ${HEAD}, o.total, o.city, i.name, i.quantity, NULL AS volume
         FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.confirm_token = ? ORDER BY i.name`,
      )
      .bind(token),
    d1
      .prepare(
        `SELECT ${HEAD}, o.total_price AS total, o.city, i.name, 1 AS quantity, i.volume
         FROM oils_orders o JOIN oils_order_items i ON i.order_id = o.id WHERE o.confirm_token = ? ORDER BY i.position`,
      )
      .bind(token),
  ]);
  const perfumeRows = perfume!.results;
  const rows = perfumeRows.length > 0 ? perfumeRows : oils!.results;
  const head = rows[0];
  if (!head) throw new ApiError(404, LINK_NOT_FOUND);
  const isPerfume = perfumeRows.length > 0;
  return {
    kind: isPerfume ? PERFUME_ORDERS : OILS_ORDERS_KIND,
    id: head.id,
    shopper: { id: head.userId, role: 'shopper' },
    view: {
      displayOrderId: displayNumber(isPerfume ? 'FS' : 'OIL', head.seq),
      status: head.status,
      confirmation: head.confirmation,
      total: head.total,
      city: head.city,
      items: rows.map((row) => ({
        name: row.volume === null ? row.name : `${row.name} ${row.volume} ml`,
        quantity: row.quantity,
      })),
    },
  };
}

export async function readLinkedOrder(db: Db, token: string): Promise<ConfirmView> {
  const d1 = db.$client;
  return (await findLinked(d1, token)).view;
}

/** Records the shopper's answer and answers the order as it now is; 409 once it has shipped, or was cancelled. */
export async function answerLink(db: Db, token: string, answer: ConfirmAnswerChoice): Promise<ConfirmView> {
  const d1 = db.$client;
  const { kind, id, shopper, view } = await findLinked(d1, token);
  if (!ANSWERABLE.includes(view.status)) throw new ApiError(409, tooLateMessage(view.status));
  if (answer === 'confirmed' && view.confirmation === 'confirmed') return view;
  try {
    if (answer === 'confirmed')
      await changeConfirmation(db, kind, id, { confirmation: 'confirmed', by: shopper, allowed: ANSWERABLE });
    else await changeStatus(db, kind, id, { to: 'cancelled', by: shopper });
  } catch (err) {
    // The shop moved the order meanwhile: say so in the shopper's words.
    if (err instanceof ApiError && err.status === 409)
      throw new ApiError(409, tooLateMessage((await findLinked(d1, token)).view.status));
    throw err;
  }
  return (await findLinked(d1, token)).view;
}
