/**
 * `wrangler d1 execute` as the scripts run it: on the deployed database or a local one, printing JSON, and the rows
 * it printed. A leaf: the build's catalog loader reads D1 through it without the owner's commands or the Worker.
 */

/** Which database: the deployed one, or a local state directory (wrangler's own when none is named). */
export interface D1Target {
  remote: boolean;
  persistTo?: string;
}

export function wranglerArgs(target: D1Target, sql: string): string[] {
  const where = target.remote
    ? ['--remote']
    : ['--local', ...(target.persistTo ? ['--persist-to', target.persistTo] : [])];
  return ['wrangler', 'd1', 'execute', 'DB', ...where, '--json', '--command', sql];
}

/** The rows `wrangler d1 execute --json` printed for the last statement (an UPDATE ... RETURNING, a SELECT). */
export function returnedRows<Row>(output: string): Row[] {
  const start = output.indexOf('[');
  const parsed = JSON.parse(start >= 0 ? output.slice(start) : output) as { results?: Row[] }[];
  return parsed.at(-1)?.results ?? [];
}
