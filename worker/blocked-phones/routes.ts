/** Blocked phones (admin): block with a reason, list newest first, unblock (store.ts). */
import { Hono } from 'hono';
import { BLOCKED_PHONES } from '../../schema/api';
import { blockPhonePayload } from '../../schema/payloads/blocked-phones';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { DEFAULT_PAGE_SIZE } from '../http/paging';
import { reply } from '../http/reply';
import { validate } from '../http/validate';
import { blockedPhonePage, blockPhone, phoneOfPath, unblockPhone } from './store';

export const blockedPhoneRoutes = new Hono<AppEnv>();
blockedPhoneRoutes.use(requireOwner);

blockedPhoneRoutes.post(BLOCKED_PHONES.block.route, validate('json', blockPhonePayload), async (c) => {
  const { blockedPhone, created } = await blockPhone(c.var.db.$client, c.req.valid('json'), c.var.user);
  return reply(c, BLOCKED_PHONES.block, { success: true, blockedPhone }, created ? 201 : 200);
});

blockedPhoneRoutes.get(BLOCKED_PHONES.list.route, async (c) => {
  const page = await blockedPhonePage(c.var.db.$client, c.req.query('cursor'), DEFAULT_PAGE_SIZE);
  return reply(c, BLOCKED_PHONES.list, { success: true, ...page });
});

blockedPhoneRoutes.delete(BLOCKED_PHONES.unblock.route, async (c) => {
  await unblockPhone(c.var.db.$client, phoneOfPath(c.req.param('phone')));
  return reply(c, BLOCKED_PHONES.unblock, { success: true });
});
