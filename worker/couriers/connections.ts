/**
 * The couriers connected by API: connecting checks the credentials with one call to the courier and keeps them
 * sealed (sealed.ts); nothing answers them back but their last four characters, and nothing logs them.
 */
import { eq } from 'drizzle-orm';
import { COURIER_API_IDS, COURIER_OF_API, type CourierApiId } from '#schema/courier-apis';
import type { BookingCourier, CourierConnection } from '#schema/answers/couriers';
import { courierAccount, type CourierAccount } from '#schema/payloads/couriers';
import { courierConnections } from '#schema/tables';
import type { Db } from '../db';
import type { Env } from '../env';
import { ApiError } from '../http/errors';
import type { CourierAdapter } from './courier';
import { courierAdapter } from './couriers';
import { courierRefusal } from './refusals';
import { seal, unseal } from './sealed';

type Row = typeof courierConnections.$inferSelect;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function answerOf(id: CourierApiId, row: Row | undefined): CourierConnection {
  return {
    id,
    name: COURIER_OF_API[id],
    connected: row !== undefined,
    credentialsHint: row?.hint ?? null,
    pickupAddress: row?.pickupAddress ?? null,
    defaultWeightGrams: row?.defaultWeightGrams ?? null,
    connectedAt: iso(row?.connectedAt ?? null),
    lastSyncAt: iso(row?.lastSyncAt ?? null),
    lastError: row?.lastError ?? null,
    lastFailure: row?.lastError ? (row.lastFailure ?? null) : null,
  };
}

export function courierIdOf(path: string): CourierApiId {
  const id = COURIER_API_IDS.find((known) => known === path);
  if (!id)
    throw new ApiError(404, 'The shop cannot book parcels with that courier from the console.', { code: 'not_found' });
  return id;
}

export async function listCouriers(db: Db): Promise<CourierConnection[]> {
  const rows = await db.select().from(courierConnections);
  return COURIER_API_IDS.map((id) =>
    answerOf(
      id,
      rows.find((row) => row.courier === id),
    ),
  );
}

/** The connected couriers, for booking with (owner and staff): their names and default weight only. */
export async function bookingCouriers(db: Db): Promise<BookingCourier[]> {
  const rows = await db
    .select({ courier: courierConnections.courier, defaultWeightGrams: courierConnections.defaultWeightGrams })
    .from(courierConnections);
  return COURIER_API_IDS.flatMap((id) => {
    const row = rows.find((connected) => connected.courier === id);
    return row ? [{ id, name: COURIER_OF_API[id], defaultWeightGrams: row.defaultWeightGrams }] : [];
  });
}

/** The credentials in the courier's own shape, or a 400 naming the field (`credentials.token`). */
function accountOf(id: CourierApiId, credentials: unknown): CourierAccount {
  const parsed = courierAccount.safeParse({ id, credentials });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiError(400, issue?.message ?? 'Please enter the courier’s credentials.', {
    code: 'invalid',
    field: (issue?.path ?? ['credentials']).map(String).join('.'),
  });
}

/** The part of the credentials the console may show: the last four characters of the token or the API key. */
function hintOf(account: CourierAccount): string {
  const shown = account.id === 'postex' ? account.credentials.token : account.credentials.apiKey;
  return shown.slice(-4);
}

export interface Connect {
  credentials: unknown;
  pickupAddress?: string | null;
  defaultWeightGrams?: number;
}

export async function connectCourier(
  db: Db,
  env: Env,
  id: CourierApiId,
  request: Connect,
  by: string,
  now = Date.now(),
): Promise<CourierConnection> {
  const account = accountOf(id, request.credentials);
  try {
    await courierAdapter(env, account).verify();
  } catch (err) {
    throw courierRefusal(err, 400, 'connect', 'credentials');
  }
  const row: Row = {
    courier: id,
    credentials: await seal(env.JWT_SECRET, id, account.credentials),
    hint: hintOf(account),
    pickupAddress: request.pickupAddress ?? null,
    defaultWeightGrams: request.defaultWeightGrams ?? null,
    connectedAt: now,
    connectedBy: by,
    lastSyncAt: null,
    lastError: null,
    lastFailure: null,
  };
  await db.insert(courierConnections).values(row).onConflictDoUpdate({ target: courierConnections.courier, set: row });
  return answerOf(id, row);
}

export async function disconnectCourier(db: Db, id: CourierApiId): Promise<CourierConnection> {
  await db.delete(courierConnections).where(eq(courierConnections.courier, id));
  return answerOf(id, undefined);
}

export interface Connected {
  adapter: CourierAdapter;
  defaultWeightGrams: number | null;
}

/** The connected courier's adapter, or a 409 when the owner has not connected it (or must connect it again). */
export async function connectedCourier(db: Db, env: Env, id: CourierApiId): Promise<Connected> {
  const row = await db.select().from(courierConnections).where(eq(courierConnections.courier, id)).get();
  const notConnected = `${COURIER_OF_API[id]} is not connected. The owner connects it in Couriers first.`;
  if (!row) throw new ApiError(409, notConnected, { code: 'courier_not_connected', field: 'courier' });
  const opened = await unseal(env.JWT_SECRET, id, row.credentials);
  const parsed = courierAccount.safeParse({ id, credentials: opened });
  if (!parsed.success) throw new ApiError(409, notConnected, { code: 'courier_not_connected', field: 'courier' });
  return {
    adapter: courierAdapter(env, parsed.data, row.pickupAddress),
    defaultWeightGrams: row.defaultWeightGrams,
  };
}
