import { savedDeliverySchema } from '../payloads/account';
import { z } from '../payloads/zod';
import { success } from './common';

/** GET, PUT and DELETE /api/account/delivery answer the details kept (null when none). */
export const savedDeliveryAnswer = z.object({ success, details: savedDeliverySchema.nullable() });
export type SavedDeliveryAnswer = z.output<typeof savedDeliveryAnswer>;
