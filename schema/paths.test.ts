import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { orderIdFromPath, paths } from './paths';

describe('order confirmation addresses', () => {
  it('round-trips an order id through the address', () => {
    expect(orderIdFromPath(paths.orderConfirmation('Ab3_x-9'))).toBe('Ab3_x-9');
    expect(orderIdFromPath('/order-confirmation/Ab3_x-9/')).toBe('Ab3_x-9');
  });

  it('finds no id where there is none or it cannot be read', () => {
    expect(orderIdFromPath('/order-confirmation')).toBe('');
    expect(orderIdFromPath('/order-confirmation/')).toBe('');
    expect(orderIdFromPath('/order-confirmation/a/b')).toBe('');
    expect(orderIdFromPath('/order-confirmation/%E0%A4%A')).toBe('');
  });
});

const SCHEMA = fileURLToPath(new URL('../../schema/', import.meta.url));

/** The modules a file imports at run time (type-only imports left out), followed through the shop's own files. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, from] of code.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)) {
    if (from!.startsWith('#schema/')) runtimeImports(`${join(SCHEMA, from!.slice('#schema/'.length))}.ts`, seen);
    else if (!from!.startsWith('.')) seen.add(from!);
    else runtimeImports(`${join(dirname(file), from!)}.ts`, seen);
  }
  return seen;
}

describe('the paths every island reads', () => {
  it('bring no zod into the pages (a schema module would add about 23 kB gzipped to every page)', () => {
    const imported = [...runtimeImports(fileURLToPath(new URL('./paths.ts', import.meta.url)))];
    expect(imported.filter((module) => module === 'zod' || module.endsWith('payloads/zod.ts'))).toEqual([]);
    expect(imported.some((module) => module.endsWith('one-time-links.ts'))).toBe(true);
  });
});
