/** The shop's settings (GET and PUT /api/admin/settings), each its default until the owner changes it. */
import { COURIER_RESTOCK_RULES } from '../returns';
import { z } from '../payloads/zod';
import { success } from './common';

export const shopSettings = z.object({
  /** Whether a parcel the courier's system reports returned goes back on the shelf (the courier sync obeys it). */
  courierRestock: z.enum(COURIER_RESTOCK_RULES),
});
export type ShopSettings = z.output<typeof shopSettings>;

export const shopSettingsAnswer = z.object({ success, settings: shopSettings });
