/**
 * How a client answers a `busy` refusal (429 with Retry-After, nothing done: the Worker's room for password hashing
 * was full): it sends the same request again after the wait, a few times, each wait stretched by a random part of
 * itself so the shoppers refused together do not all come back in the same instant. The site's API client and the
 * login-burst bench both follow it.
 */
export const BUSY_RETRIES = 8;

/** The wait before sending again, in ms, or null when the request has been sent often enough. */
export function busyRetryDelayMs(retryAfter: string | null, retriesSoFar: number, random = Math.random): number | null {
  if (retriesSoFar >= BUSY_RETRIES) return null;
  const seconds = Number(retryAfter);
  const wait = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 30) * 1000 : 1000;
  return Math.round(wait * (1 + random() / 2));
}
