/**
 * Named sales as the owner runs them: a name, the badge the cards show, the dates it runs (from `startsAt` up to
 * `endsAt`) and its perfumes at their sale prices. The Worker validates with these schemas; the console reads them.
 */
import type { SaleState } from '../answers/sales';
import { optionalText, requiredLine } from './text-fields';
import { z } from './zod';
import { MAX_SALE_BADGE, MAX_SALE_NAME } from './text-limits';
import { changesSomething, NOTHING_TO_CHANGE } from './changes';

export const MAX_SALE_ITEMS = 500;
/**
 * A sale's body may be larger than the API's 16 KB of JSON: MAX_SALE_ITEMS perfumes, each with the longest id a
 * product may have and a price, written out with room to spare.
 */
export const MAX_SALE_BYTES = 128 * 1024;

export const STALE_SALE = 'This sale was changed by someone else. Reload it and try again.';
export const ENDS_BEFORE_START = 'The sale must end after it starts.';

const moment = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time` })
    .transform((iso) => Date.parse(iso))
    .refine((ms) => Number.isFinite(ms), { error: `${label} must be a date and time` });

const saleItem = z.object({
  productId: z.string({ error: 'Please pick a perfume' }).min(1, { error: 'Please pick a perfume' }).max(100),
  salePrice: z
    .number({ error: 'Sale price must be a whole number' })
    .int({ error: 'Sale price must be a whole number' })
    .min(1, { error: 'Sale price must be at least 1' }),
});

const items = z
  .array(saleItem, { error: 'Please add the sale’s perfumes' })
  .min(1, { error: 'Please add at least one perfume to the sale' })
  .max(MAX_SALE_ITEMS, { error: `A sale can hold at most ${MAX_SALE_ITEMS} perfumes` })
  .refine((list) => new Set(list.map((item) => item.productId)).size === list.length, {
    error: 'Each perfume can be in a sale once',
  });

const saleFields = {
  name: requiredLine('Name', MAX_SALE_NAME),
  /** Urdu pages show it as the name and the badge; without one they say سیل (sale), never the English name. */
  nameUr: optionalText('Urdu name', MAX_SALE_NAME).default(null),
  badge: requiredLine('Badge', MAX_SALE_BADGE),
  startsAt: moment('Start'),
  endsAt: moment('End'),
  items,
};

const endsAfterStart = (sale: { startsAt?: number; endsAt?: number }) =>
  sale.startsAt === undefined || sale.endsAt === undefined || sale.endsAt > sale.startsAt;

export const createSalePayload = z
  .object(saleFields)
  .refine(endsAfterStart, { error: ENDS_BEFORE_START, path: ['endsAt'] });

const version = z
  .number({ error: 'Version is required' })
  .int({ error: 'Version is required' })
  .min(0, { error: 'Version is required' });

export const changeSalePayload = z
  .object({
    version,
    name: saleFields.name.optional(),
    nameUr: optionalText('Urdu name', MAX_SALE_NAME).optional(),
    badge: saleFields.badge.optional(),
    startsAt: saleFields.startsAt.optional(),
    endsAt: saleFields.endsAt.optional(),
    items: items.optional(),
  })
  .refine(changesSomething(), { error: NOTHING_TO_CHANGE })
  .refine(endsAfterStart, { error: ENDS_BEFORE_START, path: ['endsAt'] });

/** A sale deleted as it was read (its version), so a change made since is not deleted unseen; or whatever it is now. */
export const deleteSalePayload = z.object({ version: version.optional() });

export type CreateSale = z.output<typeof createSalePayload>;
export type ChangeSale = z.output<typeof changeSalePayload>;

/** Where a sale is in its dates at `now`. */
export function saleState(sale: { startsAt: number; endsAt: number }, now = Date.now()): SaleState {
  if (now < sale.startsAt) return 'upcoming';
  return now < sale.endsAt ? 'running' : 'ended';
}
