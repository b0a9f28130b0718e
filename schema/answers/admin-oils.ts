/** The perfume oils as the owner edits them: base price per 25 ml, and whether the wholesale page offers them. */
import { z } from '../payloads/zod';
import { success } from './common';

export const adminOil = z.object({
  _id: z.string(),
  name: z.string(),
  /** Whole rupees for 25 ml; larger volumes scale from it. */
  price: z.number().int(),
  /** False: hidden from the wholesale page and cannot be ordered. */
  available: z.boolean(),
  version: z.number().int(),
});
export type AdminOil = z.output<typeof adminOil>;

export const adminOilAnswer = z.object({ success, oil: adminOil });
export type AdminOilAnswer = z.output<typeof adminOilAnswer>;

export const adminOilListAnswer = z.object({ success, oils: z.array(adminOil) });
export type AdminOilListAnswer = z.output<typeof adminOilListAnswer>;
