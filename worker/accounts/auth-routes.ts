/**
 * Sessions: register, log in, who am I, log out. Failed logins are throttled per email and per
 * client address, registrations per client address, with counters in D1 (http/throttle).
 */
import { Hono } from 'hono';
import { loginPayload, registerPayload, type DoneAnswer, type TokenAnswer, type UserAnswer } from '../../schema/payloads/auth';
import { tokenFor } from '../auth/jwt';
import { createUser, endSessions, findByEmail } from './users';
import { spendPasswordCheck, verifyPassword } from '../auth/password';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { loginSucceeded, REGISTRATIONS, reserveFailedLogin } from './login-limits';
import { clientAddress, takeSlot } from '../http/throttle';
import { validate } from '../http/validate';

export const WRONG_LOGIN = 'Invalid email or password';

export const authRoutes = new Hono<AppEnv>();

authRoutes.post('/register', validate('json', registerPayload), async (c) => {
  const db = c.var.db;
  await takeSlot(db, REGISTRATIONS, clientAddress(c));
  const user = await createUser(db, c.req.valid('json'));
  return c.json<TokenAnswer>({ success: true, token: await tokenFor(user, c.env.JWT_SECRET) }, 201);
});

authRoutes.post('/login', validate('json', loginPayload), async (c) => {
  const db = c.var.db;
  const { email, password } = c.req.valid('json');
  const forAddress = await reserveFailedLogin(db, email, clientAddress(c));
  const user = await findByEmail(db, email);
  const ok = user ? await verifyPassword(password, user.passwordHash) : (await spendPasswordCheck(password), false);
  if (!user || !ok) throw new ApiError(401, WRONG_LOGIN);
  await loginSucceeded(db, email, forAddress);
  return c.json<TokenAnswer>({ success: true, token: await tokenFor(user, c.env.JWT_SECRET) });
});

authRoutes.get('/user', requireUser, (c) => {
  const { username, email, isAdmin } = c.var.user;
  return c.json<UserAnswer>({ success: true, user: { username, email, isAdmin } });
});

authRoutes.post('/logout', requireUser, async (c) => {
  await endSessions(c.var.db, c.var.user.id);
  return c.json<DoneAnswer>({ success: true });
});
