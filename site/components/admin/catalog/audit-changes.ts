/**
 * What an audit entry changed, field by field, in words the owner reads: 'price: 2,499 → 2,199'. A created item
 * has no before and a removed field no after; bookkeeping fields (version, times) are left out.
 */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const BOOKKEEPING = new Set(['version', 'updatedAt', 'createdAt']);
const NONE = '—';

export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (Array.isArray(value)) return value.length === 0 ? NONE : value.map(shownValue).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return value.toLocaleString('en-PK');
  if (typeof value === 'object') {
    const parts = Object.entries(value).map(([key, part]) => `${key}: ${shownValue(part)}`);
    return parts.length === 0 ? NONE : parts.join('; ');
  }
  return String(value);
}

export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !BOOKKEEPING.has(field))
    .map((field) => ({ field, before: shownValue(before?.[field]), after: shownValue(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
