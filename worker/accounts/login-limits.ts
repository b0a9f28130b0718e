/**
 * How many failed logins and sign-ups the shop takes before it answers 429, counted in D1 by
 * http/throttle, and how a login takes its place in the count. Their own module so the owner's reset-password
 * command can lift a lock by the same key.
 */
import type { Db } from '../db';
import { forgetEvents, giveBack, siteOf, takeSlot, type Slot, type ThrottleRule } from '../http/throttle';
import { FAILED_LOGINS_PER_DEVICE } from './trusted-device';

const lockedEmail = (wait: string) => `Too many failed logins for this email. Please try again in ${wait}.`;

/**
 * Guessing one account's password from one network (throttle.ts networkOf), whatever its addresses: a stranger's
 * guesses lock that network out of the account, never the owner on another network.
 */
export const FAILED_LOGINS: ThrottleRule = {
  name: 'login-failed',
  limit: 10,
  windowMs: 15 * 60_000,
  message: lockedEmail,
};

/**
 * Guessing one account's password from the /64s of one IPv6 site (throttle.ts siteOf): a guesser holding a /48 is
 * one source, two networks' worth of guesses, however many /64s it spreads over, and never reaches the account's
 * ceiling below alone. It shares FAILED_LOGINS' name, so whatever lifts an email's locks on every network (a reset
 * password, the owner's command) lifts these too.
 */
export const FAILED_LOGINS_PER_SITE: ThrottleRule = { ...FAILED_LOGINS, limit: 20 };

/** Guessing one account's password from many networks: a ceiling ten networks' worth of guesses high. */
export const FAILED_LOGINS_PER_ACCOUNT: ThrottleRule = {
  name: 'login-failed-account',
  limit: 100,
  windowMs: 15 * 60_000,
  message: lockedEmail,
};

/** The subject an email's failures from one network are counted under. */
export const emailOnNetwork = (email: string, network: string) => `${email} ${network}`;

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

/** A count a failed login goes into: the rule, and the subject counted under it. */
type Count = [ThrottleRule, string];

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
  network: string,
  device: string | null,
): Promise<LoginReservation> {
  if (device) {
    const slot = await takeSlot(db, FAILED_LOGINS_PER_DEVICE, `${device}:${email}`);
    return {
      succeeded: () => forgetEvents(db, FAILED_LOGINS_PER_DEVICE, `${device}:${email}`).then(() => giveBack(db, slot)),
    };
  }
  const site = siteOf(address);
  const counts: Count[] = [
    [FAILED_LOGINS_PER_ADDRESS, address],
    [FAILED_LOGINS, emailOnNetwork(email, network)],
    ...(site ? [[FAILED_LOGINS_PER_SITE, emailOnNetwork(email, site)] satisfies Count] : []),
    [FAILED_LOGINS_PER_ACCOUNT, email],
  ];
  const slots = await reserveFailedLogin(db, counts);
  return { succeeded: () => loginSucceeded(db, counts, slots) };
}

/**
 * Counts a login as failed before its password is checked (429 if the address, the email on this network or its
 * IPv6 site, or the email as a whole is locked), so guesses sent at once cannot all be checked while the count still
 * looks low, and the right password does not get in while any is locked. A refusal does not count against the others.
 */
async function reserveFailedLogin(db: Db, counts: Count[]): Promise<Slot[]> {
  const slots: Slot[] = [];
  try {
    for (const [rule, subject] of counts) slots.push(await takeSlot(db, rule, subject));
  } catch (error) {
    await Promise.all(slots.map((slot) => giveBack(db, slot)));
    throw error;
  }
  return slots;
}

/**
 * After the right password: the email's failures on this network (and its site) are cleared, but of the address's
 * and the account's only this login's own, so one account of one's own cannot wipe an address's guesses at others,
 * nor the owner's login the guesses other networks make at theirs.
 */
async function loginSucceeded(db: Db, counts: Count[], slots: Slot[]): Promise<void> {
  for (const [rule, subject] of counts) if (rule.name === FAILED_LOGINS.name) await forgetEvents(db, rule, subject);
  await Promise.all(slots.map((slot) => giveBack(db, slot)));
}
