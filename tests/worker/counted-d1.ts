/**
 * The test database, counting the calls made to it: each statement run alone and each batch is one call, a round
 * trip to D1 in production and the most of what an order costs the Worker locally. The statements still run on the
 * real local D1; only the counting is added.
 */
import { drizzle } from 'drizzle-orm/d1';

const UNWRAPPED = Symbol('the statement D1 prepared');
const RUNS = new Set<PropertyKey>(['all', 'run', 'raw', 'first']);

/**
 * `before`, when given, runs before each call with its number (1 for the first), as something else changing the
 * database between two of the Worker's calls (another shopper's order) does.
 */
export function countedD1(database: D1Database, before?: (call: number) => Promise<void>) {
  let calls = 0;
  const counted = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, name) {
        if (name === UNWRAPPED) return target;
        const value = Reflect.get(target, name, target) as unknown;
        if (typeof value !== 'function') return value;
        if (name === 'bind') return (...values: unknown[]) => counted(value.apply(target, values));
        if (!RUNS.has(name)) return (...args: unknown[]) => value.apply(target, args) as unknown;
        return async (...args: unknown[]) => {
          calls += 1;
          await before?.(calls);
          return value.apply(target, args) as unknown;
        };
      },
    });
  const db = new Proxy(database, {
    get(target, name) {
      const value = Reflect.get(target, name, target) as unknown;
      if (name === 'prepare') return (query: string) => counted(target.prepare(query));
      if (name === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          calls += 1;
          await before?.(calls);
          // D1 batches only the statements it prepared itself.
          return target.batch(
            statements.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[UNWRAPPED] ?? s),
          );
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  // `d1` is the binding itself, counted, for a whole Worker run on it (createApp(...).request with it as env.DB).
  return { db: drizzle(db), d1: db, calls: () => calls };
}
