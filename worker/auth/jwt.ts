/**
 * Session tokens: HS256 JWTs that expire after 7 days. The algorithm is pinned on verify and `exp` is required,
 * so neither an unsigned token, one signed another way, nor one that never expires gets in.
 */
import { sign, verify } from 'hono/jwt';
import type { TokenPayload } from '#schema/answers/auth';
import { isRole, opensConsole, type Role } from '#schema/roles';
import { ApiError } from '../http/errors';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const MIN_SECRET_LENGTH = 32;
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

export interface TokenClaims {
  sub: string;
  email: string;
  /** For the site's links only: the server re-reads the role from D1 on every call. */
  role: Role;
  /** Must equal users.token_version: logout bumps it, so older tokens stop working. */
  ver: number;
}

function usableSecret(secret: string | undefined): string {
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    // A deploy without the secret must fail loudly, never sign with a guessable key.
    throw new Error(`JWT_SECRET is missing or shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  return secret;
}

/** The token of `claims`, with isAdmin read from the role, so the two never disagree. */
export async function signToken(claims: TokenClaims, secret: string | undefined, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const payload: TokenPayload = {
    ...claims,
    isAdmin: opensConsole(claims.role),
    iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
  };
  return sign(payload, usableSecret(secret), 'HS256');
}

export async function verifyToken(token: string, secret: string | undefined): Promise<TokenClaims> {
  const key = usableSecret(secret);
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, key, { alg: 'HS256', exp: true });
  } catch {
    throw new ApiError(401, SESSION_EXPIRED, { code: 'session_ended' });
  }
  const { sub, email, role, ver, exp } = payload;
  // hono checks `exp` only when present; a token that never expires is refused here.
  const wellFormed =
    typeof exp === 'number' &&
    typeof sub === 'string' &&
    sub !== '' &&
    typeof email === 'string' &&
    Number.isInteger(ver);
  if (!wellFormed) throw new ApiError(401, SESSION_EXPIRED, { code: 'session_ended' });
  return { sub, email, role: isRole(role) ? role : 'shopper', ver: ver as number };
}

/** A new token for the user as the row now stands (its version included). */
export function tokenFor(
  user: { id: string; email: string; role: Role; tokenVersion: number },
  secret: string | undefined,
): Promise<string> {
  return signToken({ sub: user.id, email: user.email, role: user.role, ver: user.tokenVersion }, secret);
}
