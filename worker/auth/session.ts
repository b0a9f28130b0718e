/**
 * Route guards. `requireUser` accepts a bearer token only if it verifies and its version still matches the
 * user's row (logout bumps it); the user, including the admin role, is always re-read from D1.
 */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { users } from '../../schema/tables';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { verifyToken } from './jwt';

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError(401, 'No authentication token found');
  const claims = await verifyToken(match[1], c.env.JWT_SECRET);
  const [row] = await c.var.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!row || row.tokenVersion !== claims.ver) throw new ApiError(401, 'Your session has expired. Please log in again.');
  c.set('user', { id: row.id, username: row.username, email: row.email, isAdmin: row.isAdmin });
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user?.isAdmin) throw new ApiError(403, 'Only the shop admin can do that.');
  await next();
});
