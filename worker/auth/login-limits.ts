/**
 * How many failed logins and sign-ups the shop takes before it answers 429 (issue 3), counted in D1 by
 * http/throttle. Their own module so the owner's reset-password command can lift a lock by the same key.
 */
import type { ThrottleRule } from '../http/throttle';

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
