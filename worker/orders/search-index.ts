/**
 * The order search's index (orders_search, kept by triggers: migration orders_name_search): each order's name,
 * email, phones, city, display number and tracking number, as the runs of three characters each holds, case ignored
 * (which run where is not kept: a third of the size). It finds the orders holding every run of a text without
 * reading the others, so a name, an email or the end of a phone that a handful of
 * orders hold answers at once, where the contains-match reads the newest orders first until a page is full and so
 * reads every order when there are fewer than a page of them.
 * It stands aside when that reading is the quicker one: text found in many orders (it fills a page from the newest
 * few), or text the index cannot hold (under three characters, a status word, the start of a perfume's name). What
 * it finds is only where to look: the contains-match still decides, so the search means what it meant.
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '#schema/order-status';
import { products } from '#schema/tables';
import { foldAsciiCase } from '../http/filters';
import type { Db } from '../db';

/** Up to this many orders holding the text are looked up one by one; past it, the newest-first reading wins. */
export const FEW_ORDERS = 2000;

/**
 * The orders holding every run of three characters of the text, as an FTS5 query: each run in double quotes (which
 * it doubles), so each character is itself.
 */
export function everyRun(text: string): string {
  const chars = [...text];
  const runs = new Set(chars.slice(2).map((_, i) => chars.slice(i, i + 3).join('')));
  return `(${[...runs].map((run) => `"${run.replaceAll('"', '""')}"`).join(' AND ')})`;
}

/**
 * The seqs of the orders whose indexed text holds `text`, when there are at most FEW_ORDERS of them and nothing else
 * the contains-match reads can hold it; otherwise null. `perfumeWords: false` for a list whose contains-match reads
 * no perfume names (oils orders).
 */
export async function fewOrdersHolding(db: Db, text: string, { perfumeWords = true } = {}): Promise<number[] | null> {
  const folded = foldAsciiCase(text);
  if ([...text].length < 3 || ORDER_STATUSES.some((status) => status.includes(folded))) return null;
  const query = everyRun(text);
  const [perfume, found] = await Promise.all([
    perfumeWords
      ? db
          .select({ id: products.id })
          .from(products)
          .where(sql`instr(' ' || lower(${products.name}), ${` ${folded}`}) > 0`)
          .limit(1)
      : [],
    db.all<{ seq: number }>(
      sql`SELECT rowid AS seq FROM orders_search WHERE orders_search MATCH ${query} LIMIT ${FEW_ORDERS + 1}`,
    ),
  ]);
  if (perfume.length > 0 || found.length > FEW_ORDERS) return null;
  return found.map((row) => row.seq);
}
