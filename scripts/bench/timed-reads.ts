/**
 * The admin benches' timing: each case's page read as the admin, after a warm-up, its answer checked, and the
 * median, p95 and fastest time printed against the bar (a median under 100 ms).
 */
import { percentile } from './stats';

const WARMUP = 5;
export const RUNS = 30;
export const BAR_MS = 100;

export interface Case {
  name: string;
  path: string;
  /** Part of the bar, or printed for information. */
  bar: boolean;
  check: (body: unknown) => boolean;
}

/** A case whose check reads the answer as the endpoint's type. */
export const caseOf = <Answer>(name: string, path: string, bar: boolean, check: (body: Answer) => boolean): Case => ({
  name,
  path,
  bar,
  check: (body) => check(body as Answer),
});

/** One read as the admin, timed from the request to the parsed answer. */
export async function timedRead<T>(base: string, path: string, token: string): Promise<{ ms: number; body: T }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as T;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

/** Times every case and prints a row each; true when every case in the bar met it. */
export async function timeCases(base: string, token: string, cases: Case[]): Promise<boolean> {
  const width = Math.max(...cases.map((c) => c.name.length)) + 2;
  let passed = true;
  console.log(
    `\n${'case'.padEnd(width)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'min'.padStart(8)}   (ms, ${RUNS} runs each)`,
  );
  for (const c of cases) {
    for (let i = 0; i < WARMUP; i++) await timedRead(base, c.path, token);
    const times: number[] = [];
    let body: unknown;
    for (let i = 0; i < RUNS; i++) {
      const result = await timedRead(base, c.path, token);
      times.push(result.ms);
      body = result.body;
    }
    if (!body || !c.check(body)) throw new Error(`${c.name}: unexpected answer from ${c.path}`);
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    if (c.bar && median >= BAR_MS) passed = false;
    const verdict = c.bar ? (median < BAR_MS ? 'ok' : 'OVER THE BAR') : 'info';
    const figures = [median, percentile(times, 95), times[0]!].map((ms) => ms.toFixed(1).padStart(8)).join(' ');
    console.log(`${c.name.padEnd(width)} ${figures}   ${verdict}`);
  }
  return passed;
}
