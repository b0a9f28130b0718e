/** Named sales as the owner runs them: a name, the badge the cards show, its dates and its perfumes' sale prices. */
import { z } from '../payloads/zod';
import { productColumns, saleColumns, saleItemColumns } from './columns';
import { isoTime, success } from './common';

export const SALE_STATES = ['upcoming', 'running', 'ended'] as const;
export type SaleState = (typeof SALE_STATES)[number];

export const saleItem = saleItemColumns
  .pick({ productId: true, salePrice: true })
  /**
   * The perfume's name and own price now, for the console, and whether it is archived: a perfume taken out of the
   * shop stays in the sales it was in (shoppers do not see it) until the owner takes it out of them.
   */
  .extend(productColumns.pick({ name: true, price: true, archived: true }).shape);
export type SaleItem = z.output<typeof saleItem>;

export const sale = saleColumns.pick({ name: true, nameUr: true, badge: true, version: true }).extend({
  _id: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  state: z.enum(SALE_STATES),
  items: z.array(saleItem),
});
export type Sale = z.output<typeof sale>;

export const saleAnswer = z.object({ success, sale });
export type SaleAnswer = z.output<typeof saleAnswer>;

export const saleListAnswer = z.object({ success, sales: z.array(sale) });
export type SaleListAnswer = z.output<typeof saleListAnswer>;
