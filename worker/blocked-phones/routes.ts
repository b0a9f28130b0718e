/** Blocked phones (admin): block with a reason (answering the number's open orders), list newest first, unblock (store.ts). */
import { Hono } from 'hono';
import { BLOCKED_PHONES } from '#schema/api';
import { blockPhonePayload } from '#schema/payloads/blocked-phones';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { DEFAULT_PAGE_SIZE } from '../http/paging';
import { answered, handle } from '../http/handle';
import { validate } from '../http/validate';
import { blockedPhonePage, blockPhone, openOrdersOf, phoneOfPath, unblockPhone } from './store';

export const blockedPhoneRoutes = new Hono<AppEnv>();
blockedPhoneRoutes.use(requireOwner);

handle(blockedPhoneRoutes, BLOCKED_PHONES.block, validate('json', blockPhonePayload), async (c) => {
  const { blockedPhone, created } = await blockPhone(c.var.db, c.req.valid('json'), c.var.user);
  const openOrders = await openOrdersOf(c.var.db, blockedPhone.phone);
  return answered({ success: true, blockedPhone, openOrders }, created ? 201 : 200);
});

handle(blockedPhoneRoutes, BLOCKED_PHONES.list, async (c) => {
  const page = await blockedPhonePage(c.var.db, c.req.query('cursor'), DEFAULT_PAGE_SIZE);
  return { success: true, ...page };
});

handle(blockedPhoneRoutes, BLOCKED_PHONES.unblock, async (c) => {
  await unblockPhone(c.var.db, phoneOfPath(c.req.param('phone')), c.var.user);
  return { success: true };
});
