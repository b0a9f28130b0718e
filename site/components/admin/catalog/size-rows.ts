/**
 * The sizes form's rows, and what happens to them when the list changed since it was read (a tester sold, another
 * save): what the owner typed is kept, and moved onto today's list as the perfume form moves an edit onto a newer
 * copy (product-draft.ts's keepEdits). Each row remembers the size it was read as, so a figure the owner left alone
 * takes today's value, one they typed stays theirs, and one both changed is named.
 */
import type { ProductSize } from '#schema/payloads/product-sizes';

export type SizeBox = keyof ProductSize;

const BOXES: readonly SizeBox[] = ['ml', 'price', 'stock'];

/** A size as the form holds it; `was` is the size as the shop had it when read, null for one added here. */
export type SizeRow = Record<SizeBox, string> & { key: number; was: ProductSize | null };

export const rowOf = (size: ProductSize, key: number): SizeRow => ({
  key,
  ml: String(size.ml),
  price: String(size.price),
  stock: String(size.stock),
  was: size,
});

const typedOver = (row: SizeRow, box: SizeBox) => row.was === null || row[box].trim() !== String(row.was[box]);

/** A figure the owner typed over that someone else changed too: its size's ml as read, and which box. */
export interface SizeClash {
  ml: number;
  box: SizeBox;
}

/**
 * The rows moved onto `fresh`, the list as the shop has it now: a row's untouched figures take today's values and its
 * typed ones stay; a size removed meanwhile goes unless the owner typed into it, and one added meanwhile joins the
 * list unless the owner removed a size of that ml. `read` is the list the rows were read from.
 */
export function keepTyped(
  rows: SizeRow[],
  read: ProductSize[],
  fresh: ProductSize[],
): { rows: SizeRow[]; clashes: SizeClash[] } {
  const clashes: SizeClash[] = [];
  const kept = rows.flatMap((row): SizeRow[] => {
    if (row.was === null) return [row];
    const was = row.was;
    const now = fresh.find((size) => size.ml === was.ml);
    const typed = BOXES.filter((box) => typedOver(row, box));
    if (!now) return typed.length > 0 ? [{ ...row, was: null }] : [];
    const moved = { ...row, was: now };
    for (const box of BOXES) {
      if (!typed.includes(box)) moved[box] = String(now[box]);
      else if (now[box] !== was[box]) clashes.push({ ml: was.ml, box });
    }
    return [moved];
  });
  const readMls = new Set(read.map((size) => size.ml));
  let key = Math.max(-1, ...rows.map((row) => row.key)) + 1;
  const added = fresh.filter((size) => !readMls.has(size.ml)).map((size) => rowOf(size, key++));
  return { rows: [...kept, ...added], clashes };
}
