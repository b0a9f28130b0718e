/**
 * The shopper's confirmation link, no login: GET /api/confirm/:token reads the order's items, total and city;
 * POST answers 'confirmed' or 'cancelled' (the CSRF header as any change).
 */
import { Hono } from 'hono';
import { CONFIRM } from '#schema/api';
import { confirmAnswerPayload } from '#schema/payloads/confirm';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { answerLink, readLinkedOrder } from './link';

export const confirmRoutes = new Hono<AppEnv>();

handle(confirmRoutes, CONFIRM.read, async (c) => ({
  success: true,
  order: await readLinkedOrder(c.var.db, c.req.param('token')),
}));

handle(confirmRoutes, CONFIRM.answer, validate('json', confirmAnswerPayload), async (c) => {
  const order = await answerLink(c.var.db, c.req.param('token'), c.req.valid('json').answer);
  return { success: true, order };
});
