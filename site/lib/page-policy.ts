/**
 * Every page's Content-Security-Policy: Astro lists in it the hash of every inline script and style of the whole site
 * (41 of them, 2.4 KB that no compression shrinks), where a page runs only its own: in its <meta> when built, in the
 * header when the Worker draws it on demand (headers travel uncompressed). On a 2G-grade link every 9 KB of a page is
 * one more round trip before anything shows, so each page keeps only the hashes of the inline scripts and styles it
 * carries, in whichever it has. The Worker fills pages' text, never their scripts or styles, so what the
 * rendered page carries is all its policy needs; the Urdu font's last step adds the hash of the style it writes.
 *
 * The page is read byte for byte (latin1): the tags and the policy are ASCII, which UTF-8 never uses inside a longer
 * character, and a script's or style's bytes are hashed as they are, without decoding and encoding the page again.
 */
import { Buffer } from 'node:buffer';
import { cspHash } from './csp-hash';

const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;

/** The policy with only the hashes in `own` left of its hash sources. */
const onlyOwn = (policy: string, own: Set<string>) =>
  policy.replace(/ '(sha(?:256|384|512)-[^']+)'/g, (quoted, hash: string) => (own.has(hash) ? quoted : ''));

/** A page's bytes and its policy header, as they leave the build or the Worker. */
export interface PolicedPage {
  page: Uint8Array<ArrayBuffer>;
  /** The Content-Security-Policy header, where the page has one (drawn on demand). */
  policy?: string | null;
}

/** The page and its header, each with its policy naming only the hashes of the page's own inline scripts and styles. */
export function keepOwnHashes({ page, policy }: PolicedPage): PolicedPage {
  const html = Buffer.from(page.buffer, page.byteOffset, page.byteLength).toString('latin1');
  const own = new Set<string>();
  for (const [, , attributes = '', body = ''] of html.matchAll(INLINE)) {
    if (!/\bsrc=/.test(attributes)) own.add(cspHash(Buffer.from(body, 'latin1')));
  }
  const kept = html.replace(POLICY, (_, start: string, meta: string, end: string) => start + onlyOwn(meta, own) + end);
  return { page: kept === html ? page : Buffer.from(kept, 'latin1'), policy: policy && onlyOwn(policy, own) };
}
