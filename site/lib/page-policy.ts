/**
 * The build's last step for every page's Content-Security-Policy <meta>: Astro lists in it the hash of every inline
 * script and style of the whole site (41 of them, 2.4 KB that no compression shrinks), where a page runs only its
 * own. On a 2G-grade link every 9 KB of a page is one more round trip before anything shows, so each page keeps only
 * the hashes of the inline scripts and styles it carries. The Worker fills pages' text, never their scripts or
 * styles, so what the built page carries is all its policy needs.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;

/** The page with its policy naming only the hashes of its own inline scripts and styles. */
export function keepOwnHashes(html: string): string {
  const own = new Set<string>();
  for (const [, , attributes = '', body = ''] of html.matchAll(INLINE)) {
    if (!/\bsrc=/.test(attributes)) own.add(createHash('sha256').update(body).digest('base64'));
  }
  return html.replace(POLICY, (_, start: string, policy: string, end: string) => {
    const kept = policy.replace(/ 'sha(?:256|384|512)-([^']+)'/g, (hash, digest: string) =>
      own.has(digest) ? hash : '',
    );
    return `${start}${kept}${end}`;
  });
}

/** Every page the build wrote into `dir`, its policy cut to its own hashes; answers how many bytes that saved. */
export async function keepOwnHashesInPages(dir: string): Promise<number> {
  const pages = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));
  let saved = 0;
  await Promise.all(
    pages.map(async (file) => {
      const html = await readFile(join(dir, file), 'utf8');
      const kept = keepOwnHashes(html);
      saved += html.length - kept.length;
      if (kept !== html) await writeFile(join(dir, file), kept);
    }),
  );
  return saved;
}
