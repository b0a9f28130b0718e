/**
 * GET /api/admin/customers?q=&cursor= (owner or staff): the shoppers who have ordered, or any account a search
 * names, 50 a page (list.ts); POST /api/admin/customers/{userId}/reset-link: a one-time password reset link to send them.
 */
import { Hono } from 'hono';
import { CUSTOMERS } from '#schema/api';
import { customerListQuery } from '#schema/payloads/customers';
import { requireStaff } from '../auth/session';
import type { AppEnv } from '../env';
import { pageRequest } from '../http/paging';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { customerPage } from './list';
import { oneTimeLink } from '../accounts/one-time-links';
import { createResetLink } from '../accounts/password-resets';
import { RESET_HOURS } from '#schema/payloads/password-reset';
import { LINK_PAGES } from '#schema/one-time-links';

export const customerRoutes = new Hono<AppEnv>();

handle(customerRoutes, CUSTOMERS.list, requireStaff, validate('query', customerListQuery), async (c) => {
  const { cursor, limit } = pageRequest(c);
  const { customers, nextCursor } = await customerPage(c.var.db, c.req.valid('query').q, cursor, limit);
  const shown =
    c.var.user.role === 'owner' ? customers : customers.map(({ totalSpent: _spent, ...customer }) => customer);
  return { success: true, customers: shown, nextCursor };
});

handle(customerRoutes, CUSTOMERS.resetLink, requireStaff, async (c) => {
  const now = Date.now();
  const token = await createResetLink(c.var.db, c.var.user, c.req.param('userId'), now);
  const link = oneTimeLink(c, LINK_PAGES.resetPassword, token, RESET_HOURS, now);
  return { success: true, ...link };
});
