/**
 * Where the sale form shows a refusal from the API: beside the input its `field` names (`name`, `nameUr`, `badge`, `startsAt`,
 * `endsAt`, a perfume's line for `items.2.salePrice` or `items.2.productId`, the perfumes' list for `items`), or at
 * the top of the form when it names none. Only the field decides: the words are the console's, never read.
 */
import { ApiFailure } from '#site/lib/api';

export type SaleField = 'name' | 'nameUr' | 'badge' | 'startsAt' | 'endsAt' | 'items' | `item-${number}`;

export interface SaleRefusal {
  message: string;
  field: SaleField | null;
}

const TOP_FIELDS = new Set(['name', 'nameUr', 'badge', 'startsAt', 'endsAt', 'items']);

/** The form's place for a payload path; null when the form has none for it. */
export function saleFieldOf(path: string | undefined): SaleField | null {
  if (!path) return null;
  const [head = '', index] = path.split('.');
  if (head === 'items' && index !== undefined && /^\d+$/.test(index)) return `item-${Number(index)}`;
  return TOP_FIELDS.has(head) ? (head as SaleField) : null;
}

/** Where the refusal shows, with `message`: its words in the console's language (refusedIn). */
export function saleRefusalOf(failure: unknown, message: string): SaleRefusal {
  const field = failure instanceof ApiFailure && failure.code !== 'internal' ? saleFieldOf(failure.field) : null;
  return { message, field };
}
