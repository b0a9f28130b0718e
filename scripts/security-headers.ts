/**
 * The security headers every page, file and API answer of the shop carries, and the checks `npm run audit` and the
 * browser test run against the running shop. Headers come from public/_headers (static files and pages),
 * worker/http/security-headers.ts (what the Worker answers) and, for each page's scripts, Astro's <meta> policy.
 */
import { createHash } from 'node:crypto';

export const REQUIRED_HEADERS: Record<string, string | RegExp> = {
  'content-security-policy': /frame-ancestors 'none'/,
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** What is missing or wrong in an answer's headers, one line each. */
export function headerProblems(headers: Headers): string[] {
  return Object.entries(REQUIRED_HEADERS).flatMap(([name, wanted]) => {
    const value = headers.get(name);
    const ok = value !== null && (typeof wanted === 'string' ? value === wanted : wanted.test(value));
    return ok ? [] : [`${name}: ${value ?? 'missing'}`];
  });
}

/**
 * The page's own policy (Astro's <meta> on a built page, its header on a page drawn on demand): scripts from the shop
 * and hashed inline ones only, and every inline style named by its hash. A style the policy does not name is ignored
 * by the browser wherever it comes after the policy.
 */
export function pagePolicyProblems(html: string, headers: Headers): string[] {
  const header = headers.get('content-security-policy') ?? '';
  const policy =
    /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1] ??
    (header.includes('script-src') ? header : undefined);
  if (!policy) return ['no Content-Security-Policy of its own (<meta> or header)'];
  const scripts = /script-src ([^;]+)/.exec(policy)?.[1]?.trim() ?? '';
  const problems = /^'self'( 'sha(256|384|512)-[^']+')*$/.test(scripts) ? [] : [`script-src ${scripts || 'missing'}`];
  for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "connect-src 'self'"]) {
    if (!policy.includes(directive)) problems.push(`no ${directive}`);
  }
  const styles = /style-src ([^;]+)/.exec(policy)?.[1] ?? '';
  for (const [, css = ''] of html.matchAll(/<style>([^<]*)<\/style>/g)) {
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    if (!styles.includes(hash)) problems.push(`style not in style-src: ${css.trim().slice(0, 40)}`);
  }
  return problems;
}
