/**
 * Route guards. `requireUser` accepts a bearer token only if it verifies and its version still matches the
 * user's row (logout bumps it); the user, including the role, is always re-read from D1, so a token's `role`
 * claim never grants anything. `requireStaff` (owner or staff) and `requireOwner` authenticate too, so each
 * stands alone.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { users } from '#schema/tables';
import type { Actor } from '#schema/actors';
import type { Role } from '#schema/roles';
import type { AppEnv, SessionUser } from '../env';
import { ApiError } from '../http/errors';
import { SESSION_EXPIRED, verifyToken } from './jwt';

async function authenticate(c: Context<AppEnv>): Promise<SessionUser> {
  if (c.var.user) return c.var.user;
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) throw new ApiError(401, 'No authentication token found', { code: 'unauthorized' });
  const claims = await verifyToken(match[1], c.env.JWT_SECRET);
  const [row] = await c.var.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!row || row.tokenVersion !== claims.ver) throw new ApiError(401, SESSION_EXPIRED, { code: 'session_ended' });
  const user = { id: row.id, username: row.username, email: row.email, role: row.role };
  c.set('user', user);
  return user;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  await authenticate(c);
  await next();
});

export const ONLY_STAFF = "Only the shop's staff can do that.";
export const ONLY_OWNER = 'Only the shop owner can do that.';

const requireRole = (allowed: readonly Role[], refusal: () => ApiError) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await authenticate(c);
    if (!allowed.includes(user.role)) throw refusal();
    await next();
  });

/** The console's daily work: orders, customers, quote requests. */
export const requireStaff = requireRole(
  ['owner', 'staff'],
  () => new ApiError(403, ONLY_STAFF, { code: 'staff_only' }),
);
/** The catalog and its prices, revenue, the newsletter list and the staff. */
export const requireOwner = requireRole(['owner'], () => new ApiError(403, ONLY_OWNER, { code: 'owner_only' }));

/** Who acted on an order, for its timeline: the owner or a staff member, as their role is now. */
export const shopActor = (user: SessionUser): Actor => ({ id: user.id, role: user.role });
