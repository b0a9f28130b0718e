/**
 * The courier adapters by id, each pointed at its base URL: the courier's production address unless the
 * configuration names another (POSTEX_API_URL, LEOPARDS_API_URL: a sandbox, or a stand-in).
 */
import type { CourierAccount } from '#schema/payloads/couriers';
import type { Env } from '../env';
import type { CourierAdapter } from './courier';
import { leopards, LEOPARDS_PRODUCTION_URL } from './leopards';
import { postex, POSTEX_PRODUCTION_URL } from './postex';

/** How long the shop waits for a courier's answer: long enough for a slow booking, short of a request's patience. */
const DEFAULT_TIMEOUT_MS = 15_000;

const trimmed = (url: string) => url.replace(/\/+$/, '');

function timeoutOf(env: Env): number {
  const ms = Number(env.COURIER_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS;
}

export function courierAdapter(env: Env, account: CourierAccount, pickupAddress: string | null = null): CourierAdapter {
  const timeoutMs = timeoutOf(env);
  if (account.id === 'postex')
    return postex({
      baseUrl: trimmed(env.POSTEX_API_URL || POSTEX_PRODUCTION_URL),
      timeoutMs,
      credentials: account.credentials,
      pickupAddress,
    });
  return leopards({
    baseUrl: trimmed(env.LEOPARDS_API_URL || LEOPARDS_PRODUCTION_URL),
    timeoutMs,
    credentials: account.credentials,
    pickupAddress,
  });
}
