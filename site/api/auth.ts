/** The site's calls to /api/auth: register, log in, who am I, log out. */
import type { DoneAnswer, LoginPayload, RegisterPayload, TokenAnswer, UserAnswer } from '../../schema/payloads/auth';
import { api } from '../lib/api';

const AUTH = '/api/auth';

export const register = (body: RegisterPayload) => api<TokenAnswer>(`${AUTH}/register`, { method: 'POST', body });

export const login = (body: LoginPayload) => api<TokenAnswer>(`${AUTH}/login`, { method: 'POST', body });

export const fetchUser = () => api<UserAnswer>(`${AUTH}/user`);

/** Ends every session of the user on the server. */
export const endSession = () => api<DoneAnswer>(`${AUTH}/logout`, { method: 'POST' });
