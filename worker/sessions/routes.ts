/**
 * Sessions: register, log in, who am I, log out, and a reset link's new password. Failed logins are throttled per email and network, per email and
 * per client address (login-limits.ts), registrations per client address, with counters in D1 (http/throttle). Logging in and signing up
 * hash a password, so each first takes a place in the Worker's hashing room (auth/hashing), before anything counts.
 */
import { Hono } from 'hono';
import { AUTH } from '#schema/api';
import { loginPayload, registerPayload } from '#schema/payloads/auth';
import { resetLinkPayload, resetPasswordPayload } from '#schema/payloads/password-reset';
import { resetLinkState, resetPassword } from '../accounts/password-resets';
import { tokenFor } from '../auth/jwt';
import { createUser, endSessions, findByEmail } from '../accounts/users';
import { spendPasswordCheck, verifyPassword } from '../auth/password';
import { hashingRoom } from '../auth/hashing';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { REGISTRATIONS, reserveLogin } from '../accounts/login-limits';
import { rememberDevice, trustedDevice } from '../accounts/trusted-device';
import { clientAddress, clientNetwork, takeSlot } from '../http/throttle';
import { handle } from '../http/handle';
import { validate } from '../http/validate';

export const WRONG_LOGIN = 'Invalid email or password';

export const authRoutes = new Hono<AppEnv>();

handle(authRoutes, AUTH.register, validate('json', registerPayload), hashingRoom, async (c) => {
  const db = c.var.db;
  await takeSlot(db, REGISTRATIONS, clientAddress(c));
  const user = await createUser(db, c.req.valid('json'));
  return { success: true, token: await tokenFor(user, c.env.JWT_SECRET) };
});

handle(authRoutes, AUTH.login, validate('json', loginPayload), hashingRoom, async (c) => {
  const db = c.var.db;
  const { email, password } = c.req.valid('json');
  const device = await trustedDevice(c, email);
  const reservation = await reserveLogin(db, email, clientAddress(c), clientNetwork(c), device);
  const user = await findByEmail(db, email);
  const ok = user ? await verifyPassword(password, user.passwordHash) : (await spendPasswordCheck(password), false);
  if (!user || !ok) throw new ApiError(401, WRONG_LOGIN, { code: 'wrong_login' });
  await reservation.succeeded();
  await rememberDevice(c, email, device);
  return { success: true, token: await tokenFor(user, c.env.JWT_SECRET) };
});

handle(authRoutes, AUTH.user, requireUser, (c) => {
  const { username, email, role } = c.var.user;
  return { success: true, user: { username, email, role } };
});

handle(authRoutes, AUTH.reset, validate('json', resetPasswordPayload), hashingRoom, async (c) => {
  const { token, password } = c.req.valid('json');
  const user = await resetPassword(c.var.db, token, password);
  return { success: true, token: await tokenFor(user, c.env.JWT_SECRET) };
});

handle(authRoutes, AUTH.resetLink, validate('json', resetLinkPayload), async (c) => ({
  success: true,
  state: await resetLinkState(c.var.db, c.req.valid('json').token),
}));

handle(authRoutes, AUTH.logout, requireUser, async (c) => {
  await endSessions(c.var.db, c.var.user.id);
  return { success: true };
});
