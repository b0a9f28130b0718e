/**
 * Each kind of order numbers its own orders (FS-10001, OIL-10001: schema/display-number.ts). The next number is read
 * inside the INSERT that writes it, and D1 runs one statement at a time, so two orders never take the same one (the
 * unique index orders_kind_number would refuse it all the same).
 */
import { sql } from 'drizzle-orm';
import type { OrderKindName } from '#schema/order-kinds';

// Written out, not as columns: inside an INSERT's values drizzle names columns without their table.
export const nextNumber = (kind: OrderKindName) =>
  sql`(SELECT coalesce(max(number), 0) + 1 FROM orders WHERE kind = ${kind})`;
