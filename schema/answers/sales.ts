/** Named sales as the owner runs them: a name, the badge the cards show, its dates and its perfumes' sale prices. */
import { z } from '../payloads/zod';
import { isoTime, success } from './common';

export const SALE_STATES = ['upcoming', 'running', 'ended'] as const;
export type SaleState = (typeof SALE_STATES)[number];

export const saleItem = z.object({
  productId: z.string(),
  /** The perfume's name and own price now, for the console. */
  name: z.string(),
  price: z.number().int(),
  salePrice: z.number().int(),
});
export type SaleItem = z.output<typeof saleItem>;

export const sale = z.object({
  _id: z.string(),
  name: z.string(),
  /** The name Urdu pages show as the name and the badge, or null. */
  nameUr: z.string().nullable(),
  badge: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  state: z.enum(SALE_STATES),
  items: z.array(saleItem),
  version: z.number().int(),
});
export type Sale = z.output<typeof sale>;

export const saleAnswer = z.object({ success, sale });
export type SaleAnswer = z.output<typeof saleAnswer>;

export const saleListAnswer = z.object({ success, sales: z.array(sale) });
export type SaleListAnswer = z.output<typeof saleListAnswer>;
