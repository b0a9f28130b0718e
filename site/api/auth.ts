/** The site's calls to /api/auth: register, log in, who am I, log out. */
import { AUTH } from '#schema/api';
import type { LoginPayload, RegisterPayload } from '#schema/payloads/auth';
import { call } from '../lib/api';

export const register = (body: RegisterPayload) => call(AUTH.register, { body });

export const login = (body: LoginPayload) => call(AUTH.login, { body });

export const fetchUser = () => call(AUTH.user);

/** Ends every session of the user on the server. */
export const endSession = () => call(AUTH.logout);
