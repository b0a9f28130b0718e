/**
 * Route guards. `requireUser` accepts a bearer token only if it verifies and its version still matches the
 * user's row (logout bumps it); the user, including the admin role, is always re-read from D1, so a token's
 * `isAdmin` claim never grants anything. `requireAdmin` authenticates too, so it stands alone.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Actor } from '../../schema/actors';
import { users } from '../../schema/tables';
import type { AppEnv, SessionUser } from '../env';
import { ApiError } from '../http/errors';
import { SESSION_EXPIRED, verifyToken } from './jwt';

async function authenticate(c: Context<AppEnv>): Promise<SessionUser> {
  if (c.var.user) return c.var.user;
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) throw new ApiError(401, 'No authentication token found');
  const claims = await verifyToken(match[1], c.env.JWT_SECRET);
  const [row] = await c.var.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!row || row.tokenVersion !== claims.ver) throw new ApiError(401, SESSION_EXPIRED, { code: 'session_ended' });
  const user = { id: row.id, username: row.username, email: row.email, isAdmin: row.isAdmin };
  c.set('user', user);
  return user;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  await authenticate(c);
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = await authenticate(c);
  if (!user.isAdmin) throw new ApiError(403, 'Only the shop admin can do that.');
  await next();
});

/** The admin as whom the shop acted on an order, for its timeline: every admin is the shop's owner. */
export const shopActor = (user: SessionUser): Actor => ({ id: user.id, role: 'owner' });
