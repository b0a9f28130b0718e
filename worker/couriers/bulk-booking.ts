/**
 * Booking many orders' parcels with one courier at once (the console's Book selected): each order is booked as the
 * one-order booking does, whole or not at all, and answered on its own line: booked with its tracking number, or
 * why not in the courier's or the shop's words. PostEx and Leopards book one parcel per call, so the calls go one
 * after another. Once the courier has failed to answer, the orders after it are not sent: each would wait out the
 * same silence, and the owner retries them together (a retry never books twice). A courier that took a booking but
 * gave no tracking number did answer: that order is said so (`untracked`), and the rest are still sent.
 */
import type { BookingResult } from '#schema/answers/couriers';
import type { Db } from '../db';
import type { Env, SessionUser } from '../env';
import { ApiError } from '../http/errors';
import { bookWith, type BookingRequest } from './booking';
import { connectedCourier } from './connections';

const OUTCOME_OF_CODE = {
  courier_refused: 'refused',
  courier_unreachable: 'unreachable',
  already_booked: 'already_booked',
} as const;

function refusedResult(orderId: string, err: ApiError): BookingResult {
  const outcome = OUTCOME_OF_CODE[err.code as keyof typeof OUTCOME_OF_CODE] ?? 'skipped';
  return {
    orderId,
    outcome,
    message: err.message,
    ...(err.courier ? { courier: err.courier } : {}),
    ...(err.silence?.untracked ? { untracked: true as const } : {}),
  };
}

export async function bookOrders(
  db: Db,
  env: Env,
  orderIds: string[],
  request: BookingRequest,
  user: SessionUser,
  now = Date.now(),
): Promise<BookingResult[]> {
  const connected = await connectedCourier(db, env, request.courier);
  const results: BookingResult[] = [];
  let silent: ApiError | null = null;
  for (const orderId of new Set(orderIds)) {
    if (silent) {
      results.push(refusedResult(orderId, silent));
      continue;
    }
    try {
      const booking = await bookWith(db, connected, orderId, request, user, now);
      results.push({ orderId, outcome: 'booked', booking });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === 'courier_unreachable' && !err.silence?.untracked) silent = err;
      results.push(refusedResult(orderId, err));
    }
  }
  return results;
}
