/**
 * Which field of the product form a refusal from the API is about, read from its words ('A product called Saba
 * already exists.' is the name's), so the form can show it under that field. The API answers one message; a
 * message about no single field (a stale copy, a lost connection) stays at the top of the form.
 */
import type { ProductDraft } from './product-draft';

export type ProductField = keyof ProductDraft;

/** First match wins: the more particular words come before 'name' and 'price', which other messages also use. */
const RULES: Array<[RegExp, ProductField]> = [
  [/miraj|featured|home page/i, 'featured'],
  [/original|compare/i, 'compareAtPrice'],
  [/low[- ]stock/i, 'lowStockAt'],
  [/\bstock\b/i, 'stock'],
  [/\btop\b/i, 'notesTop'],
  [/\bheart\b/i, 'notesHeart'],
  [/\bbase\b/i, 'notesBase'],
  [/\bnotes?\b/i, 'notesTop'],
  [/concentration/i, 'concentration'],
  [/\bsize\b|\bml\b/i, 'sizeMl'],
  [/scent type/i, 'scentType'],
  [/gender/i, 'genders'],
  [/season/i, 'seasons'],
  [/occasion/i, 'occasions'],
  [/photo|image/i, 'images'],
  [/description/i, 'description'],
  [/\bname\b|called/i, 'name'],
  [/price/i, 'price'],
];

/** About the whole product, though it may name a field: another admin's edit, a product that is gone. */
const WHOLE_PRODUCT = /someone else|reload|no product|not found/i;

export function fieldOfMessage(message: string): ProductField | null {
  if (WHOLE_PRODUCT.test(message)) return null;
  return RULES.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}
