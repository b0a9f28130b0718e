/** The perfume oils as the owner edits them: base price per 25 ml, and whether the wholesale page offers them. */
import { z } from '../payloads/zod';
import { success } from './common';
import { oilColumns } from './columns';

/** The oil as its row holds it, less the name's key the Worker keeps for itself. */
export const adminOil = oilColumns.omit({ id: true, nameKey: true }).extend({ _id: z.string() });
export type AdminOil = z.output<typeof adminOil>;

export const adminOilAnswer = z.object({ success, oil: adminOil });
export type AdminOilAnswer = z.output<typeof adminOilAnswer>;

export const adminOilListAnswer = z.object({ success, oils: z.array(adminOil) });
export type AdminOilListAnswer = z.output<typeof adminOilListAnswer>;
