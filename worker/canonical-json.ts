/**
 * A value as JSON with every object's keys in one order: the same value whatever order its keys came in. An
 * idempotency key's body hashes by it, and the change log compares fields by it (a map whose keys were only
 * reordered has not changed).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    // Its values unknown, where Object.entries would answer `any` for an object not typed as a record.
    const fields: [string, unknown][] = Object.entries(value);
    const entries = fields.filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
