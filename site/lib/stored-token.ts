/**
 * Where the session token is kept, with no store around it: the island directive reads it in the page's head
 * (hydrate-on-interaction.ts) without bringing the stores along; session-token.ts keeps it in a store.
 */
export const TOKEN_KEY = 'auth_token';

export function readStoredToken(): string | null {
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(TOKEN_KEY);
}
