/**
 * The Worker's refusals, read from its source: every `new ApiError(…)` names its code in words (a literal the
 * vocabulary in schema/errors.ts holds), one code is one refusal, and the contract's endpoints list every code the
 * Worker refuses with. A refusal that leaves its code to its status, or a new refusal that borrows another's code,
 * fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_RESOURCES, type Endpoint } from '#schema/api';
import { ANY_CALL_REFUSES, ERROR_CODES, WORDED_PER_CASE, type ErrorCode } from '#schema/errors';

const ROOT = join(import.meta.dirname, '../..');

const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** The text of a call's arguments from `start` (just past its `(`) to its closing parenthesis, quotes skipped. */
function argumentsAt(text: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      if (depth === 0) return text.slice(start, i);
      depth--;
    }
  }
  throw new Error('unclosed call');
}

/** The top-level arguments of a call, split at their commas. */
function split(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let part = '';
  for (let i = 0; i < args.length; i++) {
    const char = args[i]!;
    if (quote) {
      if (char === '\\') part += args[i++];
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === ',' && depth === 0) {
      parts.push(part.trim());
      part = '';
      continue;
    }
    part += char;
  }
  return [...parts, part.trim()].filter(Boolean);
}

interface Refusal {
  where: string;
  code: string | null;
  /** What words the message: a constant's or function's name, or the literal itself. */
  message: string;
}

const REFUSALS: Refusal[] = sources(join(ROOT, 'worker')).flatMap((path) => {
  const text = readFileSync(path, 'utf8');
  // A comment's example is not a refusal.
  const calls = [...text.matchAll(/new ApiError\(/g)].filter(
    (match) => !/^\s*(\*|\/\/)/.test(text.slice(text.lastIndexOf('\n', match.index) + 1, match.index)),
  );
  return calls.map((match) => {
    const [, message = '', details = ''] = split(argumentsAt(text, match.index + match[0].length));
    const line = text.slice(0, match.index).split('\n').length;
    return {
      where: `${relative(ROOT, path)}:${line}`,
      code: /\bcode: '(\w+)'/.exec(details)?.[1] ?? null,
      message: message.replace(/\(.*$/s, '').replace(/\s+/g, ' '),
    };
  });
});

const ENDPOINTS = ALL_RESOURCES.flatMap((resource) =>
  Object.entries(resource).filter((entry): entry is [string, Endpoint] => entry[0] !== 'prefix'),
);

describe("the Worker's refusals", () => {
  it('are found in its source (the scan reads them)', () => {
    expect(REFUSALS.length).toBeGreaterThan(100);
  });

  it('each name a code of the vocabulary, in words', () => {
    const known: readonly string[] = ERROR_CODES;
    const nameless = REFUSALS.filter((refusal) => refusal.code === null || !known.includes(refusal.code));
    expect(nameless.map((refusal) => refusal.where)).toEqual([]);
  });

  it('share a code only when they are one refusal, worded by the same words (or worded per case)', () => {
    const perCase: readonly string[] = WORDED_PER_CASE;
    const wordings = new Map<string, Set<string>>();
    for (const { code, message } of REFUSALS) {
      if (code === null || perCase.includes(code)) continue;
      wordings.set(code, (wordings.get(code) ?? new Set()).add(message));
    }
    const shared = [...wordings].filter(([, messages]) => messages.size > 1);
    expect(shared.map(([code, messages]) => `${code}: ${[...messages].join(' | ')}`)).toEqual([]);
  });

  it('are each listed by an endpoint, and every code an endpoint lists is one the Worker refuses with', () => {
    const thrown = new Set(REFUSALS.map((refusal) => refusal.code));
    const listed = new Set(ENDPOINTS.flatMap(([, endpoint]) => endpoint.refuses));
    const anyCall: readonly string[] = ANY_CALL_REFUSES;
    // The refusals of no endpoint: an address none answers, or one called with a method it does not take.
    const routing: readonly string[] = ['no_such_address', 'method_not_allowed'];
    const unlisted = [...thrown].filter(
      (code) => code && !anyCall.includes(code) && !routing.includes(code) && !listed.has(code as ErrorCode),
    );
    expect(unlisted).toEqual([]);
    expect([...listed].filter((code) => !thrown.has(code))).toEqual([]);
  });

  it('leave no code of the vocabulary unused', () => {
    const thrown = new Set(REFUSALS.map((refusal) => refusal.code));
    // The shop's own failure is answered by the error handler itself, never thrown as a refusal.
    expect(ERROR_CODES.filter((code) => !thrown.has(code) && code !== 'internal')).toEqual([]);
  });
});
