/** The audit log in the console: /api/admin/audit, newest first. Admin only (requireOwner). */
import { Hono } from 'hono';
import { ADMIN_AUDIT } from '#schema/api';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { pageRequest } from '../http/paging';
import { handle } from '../http/handle';
import { readAudit } from './log';

export const auditRoutes = new Hono<AppEnv>();
auditRoutes.use(requireOwner);

handle(auditRoutes, ADMIN_AUDIT.list, async (c) => await readAudit(c.var.db, pageRequest(c)));
