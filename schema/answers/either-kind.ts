/** An order of either kind, answered in its own kind's shape (an oils order's as /api/oilsOrders answers it). */
import { z } from '../payloads/zod';
import { success } from './common';
import { oilsOrder } from './oils';
import { order } from './orders';

export const eitherKindOrderAnswer = z.object({ success, order: z.union([order, oilsOrder]) });
