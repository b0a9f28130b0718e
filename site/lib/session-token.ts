/**
 * The session token, and nothing else: the leaf both the API wrapper (lib/api.ts) and the auth store
 * (stores/auth.ts) read, so neither imports the other. The token lives in localStorage under `auth_token`.
 */
import { atom } from 'nanostores';

export const TOKEN_KEY = 'auth_token';

export function readStoredToken(): string | null {
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(TOKEN_KEY);
}

export const $token = atom<string | null>(readStoredToken());

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  $token.set(token);
}

/** Forget the token locally (api.ts calls this on any 401). */
export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  $token.set(null);
}
