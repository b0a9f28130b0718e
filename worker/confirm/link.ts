/**
 * The confirmation link's rules: the token finds one order, perfume or oils; the page reads only its items, total
 * and city; the shopper's answer confirms it (kept in the confirmation history as theirs) or cancels it (stock back,
 * as any cancellation), while it is pending or processing. An unknown token is 404, whatever its shape.
 */
import { and, eq, max } from 'drizzle-orm';
import type { Actor } from '#schema/actors';
import { orderItems, orders, orderStatusHistory } from '#schema/tables';
import { isConfirmToken } from '#schema/confirm-link';
import { orderDisplayNumber } from '#schema/display-number';
import type { OrderStatus } from '#schema/order-status';
import type { ConfirmAnswerChoice } from '#schema/payloads/confirm';
import type { ConfirmView } from '#schema/answers/orders';
import { ApiError } from '../http/errors';
import { changeConfirmation, changeStatus, type OrderKind } from '../orders/lifecycle';
import { KIND_OF } from '../orders/status';
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

/** When the order was cancelled, from its status history; null for one cancelled before the history was kept. */
async function cancelledAt(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ at: max(orderStatusHistory.at) })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'cancelled')));
  return row?.at == null ? null : new Date(row.at).toISOString();
}

async function findLinked(db: Db, token: string): Promise<LinkedOrder> {
  if (!isConfirmToken(token)) throw new ApiError(404, LINK_NOT_FOUND, { code: 'not_found' });
  const rows = await db
    .select({
      id: orders.id,
      kind: orders.kind,
      number: orders.number,
      userId: orders.userId,
      status: orders.status,
      confirmation: orders.confirmation,
      total: orders.total,
      city: orders.city,
      name: orderItems.name,
      quantity: orderItems.quantity,
      volume: orderItems.volume,
      sizeMl: orderItems.sizeMl,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.confirmToken, token))
    .orderBy(orderItems.position, orderItems.name);
  const head = rows[0];
  if (!head) throw new ApiError(404, LINK_NOT_FOUND, { code: 'not_found' });
  const kind = KIND_OF[head.kind];
  const status = head.status;
  return {
    kind,
    id: head.id,
    shopper: { id: head.userId, role: 'shopper' },
    view: {
      displayOrderId: orderDisplayNumber(head),
      kind: head.kind === 'perfume' ? 'perfumes' : 'oils',
      status,
      cancelledAt: status === 'cancelled' ? await cancelledAt(db, head.id) : null,
      confirmation: head.confirmation,
      total: head.total,
      // An oils order placed before the wholesale page asked has no city.
      city: head.city || null,
      // The size apart from the name, for the page to say its unit in its own language.
      items: rows.map((row) => ({ name: row.name, ml: row.volume ?? row.sizeMl ?? null, quantity: row.quantity })),
    },
  };
}

export async function readLinkedOrder(db: Db, token: string): Promise<ConfirmView> {
  return (await findLinked(db, token)).view;
}

/** Records the shopper's answer and answers the order as it now is; 409 once it has shipped, or was cancelled. */
export async function answerLink(db: Db, token: string, answer: ConfirmAnswerChoice): Promise<ConfirmView> {
  const { kind, id, shopper, view } = await findLinked(db, token);
  if (!ANSWERABLE.includes(view.status))
    throw new ApiError(409, tooLateMessage(view.status), { code: 'too_late_to_answer' });
  if (answer === 'confirmed' && view.confirmation === 'confirmed') return view;
  try {
    if (answer === 'confirmed')
      await changeConfirmation(db, kind, id, { confirmation: 'confirmed', by: shopper, allowed: ANSWERABLE });
    else await changeStatus(db, kind, id, { to: 'cancelled', by: shopper });
  } catch (err) {
    // The shop moved the order meanwhile: say so in the shopper's words.
    if (err instanceof ApiError && (err.code === 'status_change_refused' || err.code === 'confirmation_closed'))
      throw new ApiError(409, tooLateMessage((await findLinked(db, token)).view.status), {
        code: 'too_late_to_answer',
      });
    throw err;
  }
  return (await findLinked(db, token)).view;
}
