/** The catalog's audit log as the console shows it: who changed what, from what to what, and when. */

export type AuditAction =
  | 'product.create'
  | 'product.update'
  | 'product.archive'
  | 'product.restore'
  | 'stock.adjust'
  | 'oil.create'
  | 'oil.update'
  | 'oil.hide'
  | 'oil.show'
  | 'image.upload'
  | 'sale.create'
  | 'sale.update'
  | 'sale.delete';

export interface AuditTarget {
  type: 'product' | 'oil' | 'image' | 'sale';
  id: string;
  /** Its name when the change was made (an image's key). */
  name: string;
}

export interface AuditEntry {
  /** ISO time. */
  at: string;
  /** The admin's name. */
  by: string;
  action: AuditAction;
  target: AuditTarget;
  /** The fields that changed, as they were (null for a creation) and as they became. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditAnswer {
  success: true;
  entries: AuditEntry[];
  nextCursor: string | null;
}
