/**
 * Passwords that lists of leaked accounts show first, and that guessing starts with: refused for a new password
 * (registration, a password change, a reset), never at login, where an old account may still have one. Compared
 * without case, and also with the digits and signs around a listed word taken off ('Pakistan12', 'iloveyou1',
 * '!!dragon2024'), as guessing tools add those first. The list is the Worker's only: the browser never downloads it.
 */
import { COMMON_PASSWORDS } from './common-passwords-list';

const COMMON = new Set(COMMON_PASSWORDS.split(' '));

/** A listed word shorter than this ('abc', 'sex') may be part of a good password. */
const CORE_MIN = 4;

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return COMMON.has(lower) || (core.length >= CORE_MIN && COMMON.has(core));
}
