/**
 * One-time links (staff invites, password resets): 256 random bits, base64url, after the page's `#`. D1 keeps only
 * the token's SHA-256, so reading the table gives no working link; a link is spent by a conditional UPDATE, so two
 * opens at once spend it once.
 */
import type { Context } from 'hono';
import type { OneTimeLink } from '#schema/answers/staff';

const HOUR_MS = 60 * 60_000;

export function newLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function linkTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The link on this shop's own address (the one the request came to), and when it stops working. */
export function oneTimeLink(c: Context, page: string, token: string, hours: number, now: number): OneTimeLink {
  return {
    url: `${new URL(c.req.url).origin}${page}#${token}`,
    expiresAt: new Date(now + hours * HOUR_MS).toISOString(),
  };
}

export const expiryOf = (now: number, hours: number) => now + hours * HOUR_MS;
