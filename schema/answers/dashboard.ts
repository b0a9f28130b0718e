/**
 * GET /api/admin/dashboard: the owner's day at a glance. Days are Pakistan days; an order counts for the day it was
 * placed, cancelled orders count nowhere, and revenue is what the orders' customers pay (shipping included).
 */
import { COURIER_API_IDS } from '../courier-apis';
import { z } from '../payloads/zod';
import { CHARGE_KINDS } from '../cash';
import { courierOwes } from './cash';
import { isoTime, success } from './common';

const count = z.number().int().nonnegative();

/** The revenue by where its cash is: delivered, on the way (shipped), waiting (pending or processing). */
export const takings = z.object({ delivered: count, onTheWay: count, waiting: count });
export type Takings = z.output<typeof takings>;

/** Orders and their revenue in whole rupees; the revenue and takings are left out for staff, who see the work but not the takings. */
export const periodFigures = z.object({ orders: count, revenue: count.optional(), takings: takings.optional() });
export type PeriodFigures = z.output<typeof periodFigures>;

/** `day`: YYYY-MM-DD, a Pakistan day. */
export const daySales = periodFigures.extend({ day: z.iso.date() });
export type DaySales = z.output<typeof daySales>;

/** `quantity`: bottles sold in the last 30 days. */
export const bestSeller = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: count,
  revenue: count.optional(),
});
export type BestSeller = z.output<typeof bestSeller>;

/** `lowStockAt`: the product's own low-stock mark: at or under it, it is listed. */
export const lowStockProduct = z.object({
  productId: z.string(),
  name: z.string(),
  stock: z.number().int(),
  lowStockAt: count,
});
export type LowStockProduct = z.output<typeof lowStockProduct>;

export const waitingQuote = z.object({ _id: z.string(), name: z.string(), createdAt: isoTime });
export type WaitingQuote = z.output<typeof waitingQuote>;

/** Orders and the cash they stand for, in whole rupees; the amount is the owner's only. */
export const cashFigure = z.object({ orders: count, amount: count.optional() });
export type CashFigure = z.output<typeof cashFigure>;

/**
 * Cash on delivery, from the road to the shop. Rates (0 to 1) are over the orders placed in the last 30 days:
 * confirmed of all placed; returned, and refused at the door, of those that left with a courier. The cash is where
 * it stands now, however old the orders: not yet collected, then collected and held by a courier, then paid to the
 * shop. The amounts are the owner's only.
 */
export const codFigures = z.object({
  confirmationRate: z.number().min(0).max(1),
  returnRate: z.number().min(0).max(1),
  refusedRate: z.number().min(0).max(1),
  /** Not collected yet: orders on the road (shipped, not yet delivered or returned), both kinds, and their totals. */
  inTransit: cashFigure,
  /**
   * Collected and not yet paid to the shop: the delivered orders (both kinds) whose cash a courier holds, per
   * courier, the most owed first.
   */
  withCouriers: z.array(courierOwes.extend({ amount: courierOwes.shape.amount.optional() })),
  /** Paid to the shop in the last 30 days: the couriers' payouts recorded and their total. */
  remitted30Days: z.object({ payouts: count, amount: count.optional() }),
  /**
   * What the couriers kept back from the payouts of the last 30 days (delivery, COD fee, return, other; every kind
   * present), and besides what those payouts fell short by and what they paid over by, each summed on its own. The
   * owner's only.
   */
  charges30Days: z
    .object({
      amount: count,
      byKind: z.array(z.object({ kind: z.enum(CHARGE_KINDS), amount: count })),
      short: count,
      over: count,
    })
    .optional(),
});
export type CodFigures = z.output<typeof codFigures>;

/** A parcel booked by API that no courier event has moved for days: to chase with the courier. */
export const stuckParcel = z.object({
  orderId: z.string(),
  displayOrderId: z.string(),
  courier: z.enum(COURIER_API_IDS),
  trackingNumber: z.string(),
  /** The courier's own words for its last event; null when it has told nothing since the booking. */
  courierStatus: z.string().nullable(),
  /** Whole days since that event (or since the booking). */
  daysSince: count,
});
export type StuckParcel = z.output<typeof stuckParcel>;

export const dashboard = z.object({
  /** The Pakistan day the figures end on. */
  today: z.iso.date(),
  /** Today so far, the last 7 and the last 30 days (today included). */
  periods: z.object({ today: periodFigures, last7Days: periodFigures, last30Days: periodFigures }),
  /** Orders waiting on the shop or the courier, by status. */
  waiting: z.object({ pending: count, processing: count, shipped: count }),
  /** The last 30 days, oldest first, every day present (0 when nothing sold). */
  salesByDay: z.array(daySales),
  /** The five perfumes most sold (in bottles) in the last 30 days. */
  bestSellers: z.array(bestSeller),
  /** How many perfumes are at or under their low-stock mark, and the lowest of them. */
  lowStock: z.object({ count, products: z.array(lowStockProduct) }),
  /** Quote requests no admin has marked handled yet: how many, and the newest. */
  quotes: z.object({ waiting: count, newest: z.array(waitingQuote) }),
  cod: codFigures,
  /** Parcels booked by API and still shipped with no courier event for 5 days: how many, and the longest silent. */
  stuckParcels: z.object({ count, parcels: z.array(stuckParcel) }),
});
export type Dashboard = z.output<typeof dashboard>;

export const dashboardAnswer = dashboard.extend({ success });
export type DashboardAnswer = z.output<typeof dashboardAnswer>;
