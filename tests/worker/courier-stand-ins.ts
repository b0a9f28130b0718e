/**
 * The tests' side of the couriers' stand-ins (tests/stand-ins): a merchant account as the courier's portal would
 * issue one, the account's next call made slow, held past the shop's patience or failed, and the parcels the
 * courier holds. The Worker itself only ever sees the base URLs.
 */
import { env } from 'cloudflare:test';
import { ADMIN_COURIERS } from '#schema/api';
import type { CourierApiId } from '#schema/courier-apis';
import { request } from './client';

const origin = (courier: CourierApiId) =>
  new URL(courier === 'postex' ? env.POSTEX_API_URL : env.LEOPARDS_API_URL).origin;

async function control<T>(courier: CourierApiId, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin(courier)}/__stand-in${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface MerchantAccount {
  account: string;
  credentials: Record<string, string>;
}

export const merchantAccount = (courier: CourierApiId) => control<MerchantAccount>(courier, '/accounts', {});

/**
 * The account's next call: answered after `ms` ('slow'), done but answered after `ms` ('timeout'), a 503 ('down'),
 * refused in the courier's words for now ('busy'), or done and answered HTTP 200 with what the shop cannot read
 * ('cut-off' JSON, a 'maintenance' page), or done and answered yes with no tracking number ('untracked'). With `call`, the next call to an address holding it ('bookPacket'); the
 * calls before it go as usual.
 */
export const nextCall = (
  courier: CourierApiId,
  { account }: MerchantAccount,
  behaviour: 'slow' | 'timeout' | 'down' | 'busy' | 'cut-off' | 'maintenance' | 'untracked',
  ms?: number,
  call?: string,
) => control(courier, '/next', { account, behaviour, ms, call });

/** The account's next booking is given `trackingNumber`: the courier's mistake, a number it gave another parcel. */
export const nextNumber = (courier: CourierApiId, { account }: MerchantAccount, trackingNumber: string) =>
  control(courier, '/next-number', { account, trackingNumber });

export interface HeldParcel {
  trackingNumber: string;
  reference: string;
  city: string;
  codAmount: number;
  status: string;
  fields: Record<string, unknown>;
}

export const parcelsOf = async (courier: CourierApiId, { account }: MerchantAccount) =>
  (await control<{ parcels: HeldParcel[] }>(courier, `/parcels?account=${account}`)).parcels;

/** The courier moves a parcel along (its own status name or code), with its reason. */
export const moveParcel = (
  courier: CourierApiId,
  { account }: MerchantAccount,
  trackingNumber: string,
  status: string,
  reason = '',
) => control(courier, '/move', { account, trackingNumber, status, reason });

/** The courier pays the shop for a parcel, under its payment reference (PostEx reports no amount, Leopards does). */
export const payParcel = (
  courier: CourierApiId,
  { account }: MerchantAccount,
  trackingNumber: string,
  payment: { reference: string; amount: number; date: string },
) => control(courier, '/pay', { account, trackingNumber, ...payment });

/** A new merchant account of the courier's, connected in the shop by `ownerToken` as the console connects one. */
export async function connectedAccount(courier: CourierApiId, ownerToken: string): Promise<MerchantAccount> {
  const account = await merchantAccount(courier);
  const connected = await request(ADMIN_COURIERS.connect, {
    params: { id: courier },
    body: { credentials: account.credentials },
    token: ownerToken,
  });
  if (connected.status !== 200) throw new Error(`connecting ${courier} answered ${connected.status}`);
  return account;
}

/** Each courier's name, its booking call and its look-up by the order's number, as the stand-ins' addresses name them. */
export const STAND_IN_CALLS = {
  postex: { name: 'PostEx', book: 'create-order', lookUp: 'get-order-detail-by-ref-number' },
  leopards: { name: 'Leopards', book: 'bookPacket', lookUp: 'getShipmentDetailsByOrderID' },
} as const;

/** Where the order's booking attempt stands ('booking', 'booked'), or null when the shop kept none. */
export const attemptOf = (orderId: string) =>
  env.DB.prepare('SELECT state FROM courier_bookings WHERE order_id = ?').bind(orderId).first();
