/**
 * The W3C Nu HTML checker (the vnu-jar package, run on Java 17 or later) over every page of the sitemap and the
 * private pages, as the running shop serves them: each error as `path:line: message`. `npm run audit` runs it;
 * `npm run audit -- --html-only` runs only this part.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { mapPooled } from './pool';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
/**
 * One short run over a few hundred pages: Java's quick compiler alone (no second, optimising one) and one garbage
 * collector thread take well under half the CPU time of the defaults for the same report. The quick compiler's larger
 * frames outgrow the default stack while the checker loads its HTML schema, hence the bigger stack.
 */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m'];

/** Pages the sitemap leaves out (noindex, or behind a login): checked all the same. */
export const PRIVATE_PAGES = [
  '/login-signup',
  '/cart',
  '/checkout',
  '/orders',
  '/my-orders',
  '/account',
  '/ur/account',
  '/order-confirmation/any-order',
  '/confirm/any-token',
  '/review/any-token',
  '/reset-password',
  '/ur/reset-password',
  '/staff-join',
  '/search?q=oud',
];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

export async function htmlErrors(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  const paths = [...listed, ...PRIVATE_PAGES];
  const folder = mkdtempSync(join(tmpdir(), 'html-check-'));
  try {
    const files = new Map<string, string>();
    await mapPooled(paths, 6, async (path, index) => {
      const file = join(folder, `${index}.html`);
      writeFileSync(file, await (await fetch(`${origin}${path}`)).text());
      files.set(`file:${file}`, path);
    });
    const run = spawnSync(
      'java',
      [...JAVA_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', folder],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (run.error || run.status !== 0) throw new Error(`The HTML checker did not run: ${run.error ?? run.stderr}`);
    // vnu writes its JSON report to stderr.
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    console.log(`\nNu HTML checker: ${paths.length} pages, ${messages.length} errors.`);
    return messages.map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
