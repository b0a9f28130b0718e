/**
 * GET /api/admin/dashboard: the owner's day at a glance. Days are Pakistan days; an order counts for the day it was
 * placed, cancelled and returned orders count nowhere (no cash comes of them), and revenue is what the orders'
 * customers pay (shipping included), split by where its cash is: delivered, on the way, waiting.
 */
import type { CourierOwes } from './remittances';

export interface PeriodFigures {
  orders: number;
  /** Whole rupees; left out for staff, who see the work but not the takings. */
  revenue?: number;
  /** The revenue by where its cash is: delivered, on the way (shipped), waiting (pending or processing). Left out for staff. */
  takings?: Takings;
}

export interface Takings {
  delivered: number;
  onTheWay: number;
  waiting: number;
}

export interface DaySales extends PeriodFigures {
  /** YYYY-MM-DD, a Pakistan day. */
  day: string;
}

export interface BestSeller {
  productId: string;
  name: string;
  /** Bottles sold in the last 30 days. */
  quantity: number;
  /** Left out for staff. */
  revenue?: number;
}

export interface LowStockProduct {
  productId: string;
  name: string;
  stock: number;
  /** The product's own low-stock mark: at or under it, it is listed. */
  lowStockAt: number;
}

export interface WaitingQuote {
  _id: string;
  name: string;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * Cash on delivery's unhappy half. Rates (0 to 1) are over the orders placed in the last 30 days: confirmed of all
 * placed; returned, and refused at the door, of those that left with a courier. The cash is as it stands now (its
 * amounts are the owner's only).
 */
export interface CodFigures {
  confirmationRate: number;
  returnRate: number;
  refusedRate: number;
  /** Cash each courier collected on delivered orders and has not paid the shop yet, the most owed first. */
  withCouriers: (Omit<CourierOwes, 'amount'> & { amount?: number })[];
  /** Orders on the road (shipped, not yet delivered or returned) and the cash they will bring. */
  inTransit: { orders: number; amount?: number };
}

export interface Dashboard {
  /** The Pakistan day the figures end on (YYYY-MM-DD). */
  today: string;
  /** Today so far, the last 7 and the last 30 days (today included). */
  periods: { today: PeriodFigures; last7Days: PeriodFigures; last30Days: PeriodFigures };
  /** Perfume orders waiting on the shop or the courier, by status. */
  waiting: { pending: number; processing: number; shipped: number };
  /** Cash on delivery still out with couriers: shipped orders not yet delivered. */
  codOutstanding: PeriodFigures;
  /** The last 30 days, oldest first, every day present (0 when nothing sold). */
  salesByDay: DaySales[];
  /** The five perfumes most sold (in bottles) in the last 30 days. */
  bestSellers: BestSeller[];
  /** How many perfumes are at or under their low-stock mark, and the lowest of them. */
  lowStock: { count: number; products: LowStockProduct[] };
  /** Quote requests no admin has marked handled yet: how many, and the newest. */
  quotes: { waiting: number; newest: WaitingQuote[] };
  cod: CodFigures;
}

export interface DashboardAnswer extends Dashboard {
  success: true;
}
