/**
 * What a connected courier says it paid for the shop's delivered parcels, read by the sync. Each delivered parcel
 * whose cash the courier still holds is asked about until the courier reports it paid, and each answer is kept on
 * its booking as the courier gave it (paid or not, its payment reference, the rupees it paid for the parcel, the
 * day). The parcels it reports paid with their amounts become payouts, one per payment reference, recorded as any
 * payout (worker/remittances/record.ts) and marked as the courier's: an order whose payout the owner already
 * entered is no longer asked about, and one the owner enters meanwhile makes that payout refused, not doubled.
 * A courier that reports a parcel paid without saying how much (PostEx's payment status) leaves its payout to the
 * owner, who knows what reached the bank: the report is kept on the booking and nothing is invented.
 */
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { COURIER_OF_API, syncedBy, type CourierApiId } from '#schema/courier-apis';
import { courierBookings, courierConnections, orders } from '#schema/tables';
import { chunks, groupBy, type Db } from '../db';
import { ApiError } from '../http/errors';
import { recordRemittance } from '../remittances/record';
import { payoutRupees } from '#schema/payloads/remittances';
import type { CourierAdapter, Payment } from './courier';

/** The parcels asked about in one sync, the longest unpaid first (PostEx answers one parcel per call). */
export const PAYMENTS_PER_SYNC = 100;
/** Updates of the kept reports per D1 batch. */
const REPORTS_PER_BATCH = 50;

async function awaitingPayment(db: Db, courier: CourierApiId) {
  const rows = await db
    .select({ orderId: courierBookings.orderId, trackingNumber: courierBookings.trackingNumber })
    .from(courierBookings)
    .innerJoin(orders, eq(orders.id, courierBookings.orderId))
    .where(
      and(
        eq(courierBookings.courier, courier),
        isNotNull(courierBookings.trackingNumber),
        eq(orders.cash, 'with-courier'),
        // Not reported paid yet; or reported paid with its amount, whose payout a race refused (asked again).
        or(
          isNull(courierBookings.paymentSettled),
          eq(courierBookings.paymentSettled, false),
          isNotNull(courierBookings.paymentAmount),
        ),
      ),
    )
    .orderBy(asc(courierBookings.bookedAt))
    .limit(PAYMENTS_PER_SYNC);
  return rows as { orderId: string; trackingNumber: string }[];
}

/**
 * The rupees a courier reports paying for a parcel, as a payout holds them; any other figure is no amount, which
 * leaves the payout to the owner as a report without one does.
 */
const payableAmount = (amount: number | null) => payoutRupees('The amount').safeParse(amount).data ?? null;

/** Records the payouts the courier reported in full, one per payment reference; answers how many parcels they cover. */
async function recordReported(
  db: Db,
  courier: CourierApiId,
  paid: { orderId: string; payment: Payment & { reference: string; amount: number } }[],
  now: number,
): Promise<number> {
  const [connection] = await db
    .select({ by: courierConnections.connectedBy })
    .from(courierConnections)
    .where(eq(courierConnections.courier, courier));
  if (!connection) return 0;
  let recorded = 0;
  for (const [reference, parcels] of groupBy(paid, (parcel) => parcel.payment.reference)) {
    try {
      await recordRemittance(
        db,
        {
          courier: COURIER_OF_API[courier],
          reference: reference.slice(0, 60),
          orderIds: parcels.map((parcel) => parcel.orderId),
          amountReceived: parcels.reduce((sum, parcel) => sum + parcel.payment.amount, 0),
        },
        // The payout is the courier's report; the owner who connected it answers for it in the audit log.
        { id: connection.by, username: syncedBy(courier) },
        now,
        courier,
      );
      recorded += parcels.length;
    } catch (err) {
      // The owner entered a payout for one of these meanwhile: theirs stands, and the next sync asks about the rest.
      if (!(err instanceof ApiError)) throw err;
    }
  }
  return recorded;
}

/** Asks the courier about its unpaid delivered parcels; answers how many parcels its payouts now cover. */
export async function syncPayments(
  db: Db,
  courier: CourierApiId,
  adapter: () => Promise<CourierAdapter>,
  now: number,
): Promise<number> {
  const parcels = await awaitingPayment(db, courier);
  if (parcels.length === 0) return 0;
  const reported = await (await adapter()).payments(parcels.map((parcel) => parcel.trackingNumber));
  const orderOf = new Map(parcels.map((parcel) => [parcel.trackingNumber, parcel.orderId]));
  const known = reported.flatMap((payment) => {
    const orderId = orderOf.get(payment.trackingNumber);
    return orderId ? [{ orderId, payment: { ...payment, amount: payableAmount(payment.amount) } }] : [];
  });
  for (const part of chunks(known, REPORTS_PER_BATCH)) {
    const [first, ...rest] = part.map(({ orderId, payment }) =>
      db
        .update(courierBookings)
        .set({
          paymentSettled: payment.settled,
          paymentReference: payment.reference,
          paymentAmount: payment.amount,
          paymentDate: payment.paidOn,
          paymentCheckedAt: now,
        })
        .where(eq(courierBookings.orderId, orderId)),
    );
    await db.batch([first!, ...rest]);
  }
  const paidInFull = known.filter(
    (parcel): parcel is { orderId: string; payment: Payment & { reference: string; amount: number } } =>
      parcel.payment.settled && parcel.payment.reference !== null && parcel.payment.amount !== null,
  );
  return recordReported(db, courier, paidInFull, now);
}
