import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keepOwnHashes } from './page-policy';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
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
    expect(keepOwnHashes(html)).toBe(
      page(
        `default-src 'self'; script-src 'self' ${hash(script)}; style-src 'self' ${hash(style)}`,
        `<script>${script}</script><style>${style}</style><script type="module" src="/a.js"></script>`,
      ),
    );
  });

  it('leaves a page without a policy as it is', () => {
    expect(keepOwnHashes('<p>hi</p>')).toBe('<p>hi</p>');
  });
});
