/**
 * Words a shop owner should never meet in the console: the names of the code's fields, settings and services, and
 * developers' words for what they are. The console's own texts and every refusal the server can send are checked
 * against this list (owner-words.test.ts), and the browser test reads the console's sections for it too.
 */
export const DEVELOPER_WORDS: RegExp[] = [
  /\bpayloads?\b/i,
  /\bslugs?\b/i,
  /\bD1\b/,
  /\bR2\b/,
  /\bdeploy hook\b/i,
  /\bnull\b/,
  /\bundefined\b/,
  /\bNaN\b/,
  /\bREADME\b/i,
  /\bnpm\b/,
  /\bwrangler\b/i,
  /\bcommand line\b/i,
  /\bJSON\b/,
  /\bAPI\b/,
  /\bCSRF\b/i,
  /\btokens?\b/i,
  /\bendpoint\b/i,
  /\bschema\b/i,
  /\bVAPID\b/i,
  /\bbase64(url)?\b/i,
  /\bWorkers? (secret|Builds)\b/i,
  /\benv(ironment)? (var|variable)s?\b/i,
  // A setting's name (DEPLOY_HOOK_URL, JWT_SECRET) or a field's (compareAtPrice, low_stock_at).
  /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/,
  /\b[a-z]+[A-Z][A-Za-z]*\b/,
  /\b[a-z]+_[a-z_]+\b/,
];

/** The developer words in a text, empty when an owner could read it. */
export function developerWords(text: string): string[] {
  return DEVELOPER_WORDS.flatMap((word) => text.match(word)?.[0] ?? []);
}
