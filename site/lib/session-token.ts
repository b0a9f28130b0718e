/**
 * The session token, and nothing else: the leaf both the API wrapper (lib/api.ts) and the auth store
 * (stores/auth.ts) read, so neither imports the other. The token lives in localStorage under `auth_token`.
 */
import { atom } from 'nanostores';
import { readStoredToken, TOKEN_KEY } from './stored-token';

export { readStoredToken, TOKEN_KEY };

export const $token = atom<string | null>(readStoredToken());

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  $token.set(token);
}

/** Forget the token locally. */
export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  $token.set(null);
}

/**
 * The shop refused this account as staff (api.ts, on 'staff_only'): the owner removed it while its console was open.
 * The console closes with a word why, rather than showing empty lists and refusals.
 */
export const $staffRefused = atom(false);

const ENDED_KEY = 'session_ended';

/**
 * The server refused this browser's token (api.ts, on 'unauthorized' or 'session_ended'): it was ended elsewhere, by a logout or a password
 * change on another device. Forget it, and remember to say so on the login page the guard sends the shopper to.
 */
export function endRefusedSession(): void {
  if ($token.get()) sessionStorage.setItem(ENDED_KEY, '1');
  clearToken();
}

/** Whether the last session was ended by the server; asking forgets it, so the login page says it once. */
export function takeSessionEnded(): boolean {
  const ended = sessionStorage.getItem(ENDED_KEY) === '1';
  sessionStorage.removeItem(ENDED_KEY);
  return ended;
}
