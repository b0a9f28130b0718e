/**
 * The fields the shopper has typed at checkout, kept for this tab (sessionStorage) until the order is placed, under
 * their account: switching the page's language, or reloading it, brings the same details back. A closed tab forgets
 * them; the account's saved details are another thing, kept only when the shopper asks.
 */
import { FIELDS, type Values } from './checkout-form';

const keyOf = (account: string) => `checkout-draft:${account}`;

/** The fields kept for `account`, each a string, or none when nothing is kept or storage is closed to the page. */
export function readDraft(account: string): Partial<Values> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(keyOf(account)) ?? '{}');
    if (typeof kept !== 'object' || kept === null) return {};
    const entries = Object.entries(kept).filter(
      ([field, value]) => (FIELDS as readonly string[]).includes(field) && typeof value === 'string',
    );
    return Object.fromEntries(entries) as Partial<Values>;
  } catch {
    return {};
  }
}

export function keepDraft(account: string, values: Partial<Values>): void {
  try {
    sessionStorage.setItem(keyOf(account), JSON.stringify(values));
  } catch {
    // A private window's full or closed storage: the details stay on the page alone.
  }
}

export function forgetDraft(account: string): void {
  try {
    sessionStorage.removeItem(keyOf(account));
  } catch {
    // As above: nothing was kept.
  }
}
