/**
 * What the customer list's search text means, each kind read from an index where it can be:
 * - a whole mobile number, typed any way (schema/phone.ts): the shoppers with it on any order (the phone indexes);
 * - the start of a phone in any of those forms (0321-76, +92 321, 0092 321, 92 321, ۰۳۲۱: schema/phone.ts), or
 *   its digits without the 0 (321-76): a range of those same indexes; other digits match anywhere in a phone,
 *   looked up in the order search's index (orders/search-index.ts) when few orders hold them, else read in every
 *   order;
 * - a whole email: that account (the users_email index); other text with an @: part of the account's email;
 * - other text: part of the account's name, or the start of the name on any of their orders, whole ('zainab ma')
 *   or the last name ('malik'), through the name indexes. Names ignore the case of ASCII letters, as SQLite's
 *   lower() does.
 * Text or an email few accounts can match is looked up first in the search index (search-index.ts). Any account is
 * found, whether or not it has ordered.
 */
import { sql, type SQL } from 'drizzle-orm';
import { normalizePhone, phonePiece } from '#schema/phone';
import { emailProblem } from '#schema/payloads/auth-rules';
import { foldAsciiCase } from '../http/filters';
import { inJson, type Db } from '../db';
import { fewAccountsNamed } from './search-index';
import { fewOrdersHolding } from '../orders/search-index';

export const FULL_NAME = `lower(first_name || ' ' || last_name)`;
const fullName = sql.raw(FULL_NAME);

/**
 * The smallest text after every text starting with `prefix`: its last character's code point plus one. A last
 * character with no next code point (U+10FFFF) is dropped and the one before it moves on instead; a prefix of nothing
 * else keeps itself plus one more, as no name holds such characters.
 */
function afterPrefix(prefix: string): string {
  const chars = [...prefix];
  while (chars.length > 0) {
    const last = chars.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) return chars.join('') + String.fromCodePoint(last + 1);
  }
  return `${prefix}\u{10ffff}`;
}

const PHONE_COLUMNS = [
  ['orders', 'phone'],
  ['orders', 'alternate_phone'],
] as const;

function anyPhone(condition: (column: SQL) => SQL): SQL {
  const selects = PHONE_COLUMNS.map(
    ([table, column]) =>
      sql`SELECT user_id FROM ${sql.identifier(table)} WHERE ${condition(sql`${sql.identifier(column)}`)}`,
  );
  return sql`u.id IN (${sql.join(selects, sql` UNION `)})`;
}

async function phoneSearch(db: Db, q: string, piece: string): Promise<SQL> {
  const whole = normalizePhone(q);
  if (whole) return anyPhone((column) => sql`${column} = ${whole}`);
  // A piece starting with a mobile's 3 is read as the start of the number, its 0 left off.
  const local = piece.startsWith('3') ? `0${piece}` : piece;
  if (local.startsWith('03') || local === '0') {
    return anyPhone((column) => sql`${column} >= ${local} AND ${column} < ${afterPrefix(local)}`);
  }
  return phonesHolding(db, piece);
}

/**
 * The shoppers with `digits` anywhere in a phone of an order. The order search's index names the few orders that
 * can hold them (the last digits the owner reads off a parcel), and only those are read; when it cannot (under three
 * digits, or too many orders), every order's phones are.
 */
async function phonesHolding(db: Db, digits: string): Promise<SQL> {
  const holds = (column: SQL) => sql`instr(${column}, ${digits}) > 0`;
  const among = await fewOrdersHolding(db, digits, { perfumeWords: false });
  if (!among) return anyPhone(holds);
  return sql`u.id IN (SELECT user_id FROM orders WHERE ${inJson(sql`seq`, among)} AND (${holds(sql`phone`)} OR ${holds(
    sql`alternate_phone`,
  )}))`;
}

/** The orders whose name, whole or the last name, starts with `text` (lower-cased), through the name indexes. */
function namesStarting(text: string): SQL[] {
  const end = afterPrefix(text);
  return [
    sql`${fullName} >= ${text} AND ${fullName} < ${end}`,
    sql`lower(last_name) >= ${text} AND lower(last_name) < ${end}`,
  ];
}

/**
 * The search as a condition on the users table (as `u`), or null when there is no search. A text that few accounts
 * can match is looked up in the search index first (search-index.ts), and only those accounts are read.
 */
export async function customerSearch(db: Db, q: string | undefined): Promise<SQL | null> {
  if (!q) return null;
  const piece = phonePiece(q);
  if (piece) return phoneSearch(db, q, piece);
  // A whole email is that account, read by its key (users_email), as emails are stored lower-cased.
  if (!emailProblem(q)) return sql`u.email = ${q.trim().toLowerCase()}`;
  const text = foldAsciiCase(q.replace(/\s+/g, ' '));
  // Emails are stored lower-cased already.
  const email = text.includes('@');
  const names = email ? null : namesStarting(text);
  const condition = names
    ? sql`(instr(lower(u.username), ${text}) > 0 OR instr(u.email, ${text}) > 0 OR u.id IN (${sql.join(
        names.map((name) => sql`SELECT user_id FROM orders WHERE ${name}`),
        sql` UNION `,
      )}))`
    : sql`instr(u.email, ${text}) > 0`;
  const few = await fewAccountsNamed(db, text, names);
  return few ? sql`${inJson(sql`u.id`, few)} AND ${condition}` : condition;
}
