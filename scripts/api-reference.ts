/**
 * `npm run docs:api` writes docs/api.md from the contract (schema/api.ts) and the answers' schemas
 * (schema/answers/): every endpoint's method, address, success statuses, answer and the codes it refuses with, and
 * what each code means (schema/errors.ts), so the reference cannot drift from what the Worker registers. scripts/api-reference.test.ts fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { ALL_RESOURCES, API_ROOT, type Endpoint } from '#schema/api';
import { ANSWERS } from '#schema/answers';
import { ANY_CALL_REFUSES, REFUSAL_CODES } from '#schema/errors';

export const API_REFERENCE = 'docs/api.md';

/** The fields of an answer, one level deep: `success, cart{items}`, or `[ _id, name, price ]` for a bare array. */
function shapeOf(schema: z.ZodType, depth = 0): string {
  if (schema instanceof z.ZodArray) return `[${shapeOf(schema.element as z.ZodType, depth)}]`;
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional)
    return shapeOf(schema.unwrap() as z.ZodType, depth);
  if (schema instanceof z.ZodObject) {
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) =>
      depth === 0 && (field instanceof z.ZodObject || field instanceof z.ZodArray)
        ? `${name} ${shapeOf(field, depth + 1)}`
        : name,
    );
    return depth === 0 ? fields.join(', ') : `{ ${fields.join(', ')} }`;
  }
  if (schema instanceof z.ZodCustom) return 'a file';
  return '';
}

const address = (endpoint: Endpoint) =>
  `${API_ROOT}${endpoint.prefix}${endpoint.route === '/' ? '' : endpoint.route}`.replace(/:(\w+)/g, '{$1}');

/** The reference as Prettier writes it, so `npm run format:check` and the staleness test agree. */
export async function apiReference(): Promise<string> {
  const lines = [
    '# API reference',
    '',
    'Made by `npm run docs:api` from `schema/api.ts` and `schema/answers/`; do not edit by hand. Bodies are the zod',
    'payloads in `schema/payloads/` each endpoint names. Every refusal is',
    '`{ success: false, message, code, field?, rule?, courier?, silence?, product?, left?, holder?, requestId }`',
    '(`schema/errors.ts`;',
    '`requestId` is also in the Worker’s log line about a failure; `rule`, on an `invalid`, the rule of `field` broken:',
    '`{ name, limit?, of?: number | text | list }` (`schema/payloads/broken-rule.ts`); `courier`, on a `courier_refused`, is why the courier',
    'said no: `{ courier, why: said | unknown_city | tracking_number_taken | status, words? |',
    "city? and nearest? (the courier's own cities nearest to it) | trackingNumber? and order? | status? }`; `silence`, on a `courier_unreachable` or `booking_unanswered`, the",
    'courier that did not answer and what it was asked: `{ courier, step: connect | book | cancel | change, untracked? }`',
    '(`untracked`: it answered a booking yes but gave no tracking number);',
    '`product`, on a refusal about one perfume or oil, its name; `left`, on an `out_of_stock`, how many of it are left,',
    'on a `stock_below_zero` or `stock_over_limit`, how many it has in stock;',
    '`holder`, on a `tracking_number_taken`, the order already shipping under that number); answers below',
    'are their top-level fields. Refuses lists the codes an endpoint refuses',
    `with besides those any call may meet (${ANY_CALL_REFUSES.map((code) => `\`${code}\``).join(', ')});`,
    'clients act on the code (and `field`), never on the message or the status. What each code means is at the end.',
    '',
  ];
  for (const resource of ALL_RESOURCES) {
    const endpoints = Object.entries(resource).filter((entry): entry is [string, Endpoint] => entry[0] !== 'prefix');
    lines.push(
      `## ${API_ROOT}${resource.prefix}`,
      '',
      '| Call | Endpoint | Success | Answer | Refuses |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const [name, endpoint] of endpoints) {
      const shape = shapeOf(ANSWERS[endpoint.answer]);
      // A file says what kind: an export is CSV; an airway bill the courier's PDF or the shop's printable labels.
      const answer =
        shape === 'a file' ? `a file (${endpoint.route.endsWith('.csv') ? 'CSV' : 'PDF or printable HTML'})` : shape;
      const refuses = endpoint.refuses.map((code) => `\`${code}\``).join(', ');
      lines.push(
        `| \`${endpoint.method} ${address(endpoint)}\` | ${name} | ${endpoint.status.join(' or ')} | ${answer} | ${refuses} |`,
      );
    }
    lines.push('');
    // A table cell would squeeze what each query parameter means, so they follow the table, by endpoint.
    for (const [name, endpoint] of endpoints) {
      if (!endpoint.query) continue;
      lines.push(`Query parameters of ${name} (\`${endpoint.method} ${address(endpoint)}\`):`, '');
      for (const [parameter, meaning] of Object.entries(endpoint.query)) lines.push(`- \`?${parameter}=\`: ${meaning}`);
      lines.push('');
    }
  }
  lines.push('## Refusal codes', '', '| Code | Means |', '| --- | --- |');
  for (const [code, meaning] of Object.entries(REFUSAL_CODES)) lines.push(`| \`${code}\` | ${meaning} |`);
  lines.push('');
  const options = await resolveConfig(API_REFERENCE);
  return format(lines.join('\n'), { ...options, filepath: API_REFERENCE });
}

if (import.meta.url === `file://${process.argv[1]}`) writeFileSync(API_REFERENCE, await apiReference());
