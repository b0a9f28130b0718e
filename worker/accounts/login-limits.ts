/**
 * How many failed logins and sign-ups the shop takes before it answers 429, counted in D1 by
 * http/throttle, and how a login takes its place in the count. Their own module so the owner's reset-password
 * command can lift a lock by the same key.
 */
import type { Db } from '../db';
import { forgetEvents, giveBack, takeSlot, type Slot, type ThrottleRule } from '../http/throttle';
import { FAILED_LOGINS_PER_DEVICE } from './trusted-device';

export const FAILED_LOGINS: ThrottleRule = {
  name: 'login-failed',
  limit: 10,
  windowMs: 15 * 60_000,
  message: (wait) => `Too many failed logins for this email. Please try again in ${wait}.`,
};

/** Guessing across many emails from one connection: counted per client address, whatever the emails. */
export const FAILED_LOGINS_PER_ADDRESS: ThrottleRule = {
  name: 'login-failed-address',
  limit: 50,
  windowMs: 15 * 60_000,
  message: (wait) => `Too many failed logins from your connection. Please try again in ${wait}.`,
};

export const REGISTRATIONS: ThrottleRule = {
  name: 'register',
  limit: 20,
  windowMs: 60 * 60_000,
  message: (wait) => `Too many sign-ups from your connection. Please try again in ${wait}.`,
};

/** A login's place in the failure counts, given back when its password is right (`succeeded`). */
export interface LoginReservation {
  succeeded: () => Promise<void>;
}

/**
 * Takes the login's place in its failure counts: a browser trusted for the account (trusted-device.ts) is counted
 * on its own, any other login per address and per email.
 */
export async function reserveLogin(
  db: Db,
  email: string,
  address: string,
  device: string | null,
): Promise<LoginReservation> {
  if (device) {
    const slot = await takeSlot(db, FAILED_LOGINS_PER_DEVICE, `${device}:${email}`);
    return {
      succeeded: () => forgetEvents(db, FAILED_LOGINS_PER_DEVICE, `${device}:${email}`).then(() => giveBack(db, slot)),
    };
  }
  const forAddress = await reserveFailedLogin(db, email, address);
  return { succeeded: () => loginSucceeded(db, email, forAddress) };
}

/**
 * Counts a login as failed before its password is checked (429 if the address or the email is locked), so guesses
 * sent at once cannot all be checked while the count still looks low, and the right password does not get in
 * while either is locked. A refusal for the email does not count against the address.
 */
async function reserveFailedLogin(db: Db, email: string, address: string): Promise<Slot> {
  const forAddress = await takeSlot(db, FAILED_LOGINS_PER_ADDRESS, address);
  try {
    await takeSlot(db, FAILED_LOGINS, email);
  } catch (error) {
    await giveBack(db, forAddress);
    throw error;
  }
  return forAddress;
}

/**
 * After the right password: the email's failures are cleared, but of the address's only this login's own, so
 * one account of one's own cannot wipe an address's guesses at others.
 */
async function loginSucceeded(db: Db, email: string, forAddress: Slot): Promise<void> {
  await forgetEvents(db, FAILED_LOGINS, email);
  await giveBack(db, forAddress);
}
