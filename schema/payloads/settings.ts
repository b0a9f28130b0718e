/** The shop's settings the owner changes in the console (PUT /api/admin/settings). */
import { z } from './zod';
import { COURIER_RESTOCK_RULES } from '../returns';

export const shopSettingsPayload = z.object({
  courierRestock: z.enum(COURIER_RESTOCK_RULES, {
    error: 'Please pick what happens to the bottles of a parcel the courier returns.',
  }),
});
