import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { cspHash } from './csp-hash';
import { keepOwnHashes } from './page-policy';

const hash = (text: string) => `'${cspHash(text)}'`;
const own = (html: string) => Buffer.from(keepOwnHashes({ page: new TextEncoder().encode(html) }).page).toString();
const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

describe('keepOwnHashes', () => {
  it("keeps the hashes of the page's own inline scripts and styles and drops the rest of the site's", () => {
    const script = 'console.log(1)';
    const style = 'p{color:red}';
    const policy = `default-src 'self'; script-src 'self' ${hash(script)} ${hash('other()')}; style-src 'self' ${hash('a{}')} ${hash(style)}`;
    const html = page(
      policy,
      `<script>${script}</script><style>${style}</style><script type="module" src="/a.js"></script>`,
    );
    expect(own(html)).toBe(
      page(
        `default-src 'self'; script-src 'self' ${hash(script)}; style-src 'self' ${hash(style)}`,
        `<script>${script}</script><style>${style}</style><script type="module" src="/a.js"></script>`,
      ),
    );
  });

  it('hashes a script of Urdu words by its UTF-8 bytes, as the browser does', () => {
    const script = "document.title = 'اردو'";
    const html = page(`script-src 'self' ${hash(script)} ${hash('other()')}`, `<script>${script}</script>`);
    expect(own(html)).toBe(page(`script-src 'self' ${hash(script)}`, `<script>${script}</script>`));
  });

  it('keeps only its own hashes in the policy header of a page drawn on demand, which has no <meta>', () => {
    const script = 'console.log(1)';
    const policy = `default-src 'self'; script-src 'self' ${hash('other()')} ${hash(script)}; style-src 'self' ${hash('a{}')}; frame-ancestors 'none'`;
    const html = `<html><body><script>${script}</script></body></html>`;
    const kept = keepOwnHashes({ page: new TextEncoder().encode(html), policy });
    expect(Buffer.from(kept.page).toString()).toBe(html);
    expect(kept.policy).toBe(
      `default-src 'self'; script-src 'self' ${hash(script)}; style-src 'self'; frame-ancestors 'none'`,
    );
  });

  it('leaves a page without a policy as it is', () => {
    expect(own('<p>hi</p>')).toBe('<p>hi</p>');
  });
});
