/**
 * The browser tests' side of the couriers' stand-ins (started by test.ts, their addresses in the `couriers`
 * fixture): a merchant account as the courier's portal would issue one, the parcels the courier holds, and the
 * courier moving one along. The shop only ever sees the stand-ins' base URLs.
 */
import type { APIRequestContext } from '@playwright/test';
import type { CourierApiId } from '#schema/courier-apis';
import { theOwner } from './accounts';
import { csrfHeaders } from './csrf';
import type { CourierStandIns } from './test';

async function control<T>(base: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/__stand-in${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface MerchantAccount {
  courier: CourierApiId;
  base: string;
  account: string;
  credentials: Record<string, string>;
}

/** A new merchant account with the courier, and the credentials its portal gives. */
export async function merchantAccount(couriers: CourierStandIns, courier: CourierApiId): Promise<MerchantAccount> {
  const base = couriers[courier];
  const made = await control<{ account: string; credentials: Record<string, string> }>(base, '/accounts', {});
  return { courier, base, ...made };
}

export interface HeldParcel {
  trackingNumber: string;
  reference: string;
  city: string;
  codAmount: number;
  status: string;
  /** What the shop sent when booking it, in the courier's own field names. */
  fields: Record<string, unknown>;
}

export const parcelsOf = async ({ base, account }: MerchantAccount) =>
  (await control<{ parcels: HeldParcel[] }>(base, `/parcels?account=${account}`)).parcels;

/** The courier moves a parcel along (its own status code), with its reason. */
export const moveParcel = ({ base, account }: MerchantAccount, trackingNumber: string, status: string, reason = '') =>
  control(base, '/move', { account, trackingNumber, status, reason });

/** The courier pays the shop for a parcel, as its payment report will then say. */
export const payParcel = (
  { base, account }: MerchantAccount,
  trackingNumber: string,
  payment: { reference: string; amount: number; date: string },
) => control(base, '/pay', { account, trackingNumber, ...payment });

/**
 * The courier connected by the owner with a new merchant account of its stand-in, as the Couriers section does; a
 * test that connects it disconnects it when done, for the worker's other tests.
 */
export async function connectedCourier(
  request: APIRequestContext,
  couriers: CourierStandIns,
  courier: CourierApiId,
): Promise<MerchantAccount> {
  const account = await merchantAccount(couriers, courier);
  const connected = await request.put(`/api/admin/couriers/${courier}`, {
    headers: { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(request)) },
    data: { credentials: account.credentials },
  });
  if (!connected.ok()) throw new Error(`Connecting ${courier} answered ${connected.status()}`);
  return account;
}

/**
 * The courier's next call for the account (or its next call to an address holding `call`) goes badly: 'down' answers
 * 503 with nothing done, 'busy' the courier's own refusal for now, 'untracked' a booking done and answered yes with
 * no tracking number (the stand-in's `next` says the others).
 */
export const nextCall = (
  { base, account }: MerchantAccount,
  behaviour: 'slow' | 'timeout' | 'down' | 'busy' | 'cut-off' | 'maintenance' | 'untracked',
  ms = 0,
  call?: string,
) => control(base, '/next', { account, behaviour, ms, call });

/** The account's next booking is given `trackingNumber`: the courier's mistake, a number it gave another parcel. */
export const nextNumber = ({ base, account }: MerchantAccount, trackingNumber: string) =>
  control(base, '/next-number', { account, trackingNumber });
