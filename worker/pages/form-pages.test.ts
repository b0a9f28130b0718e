import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_PAGES } from './form-pages';

describe('the pages with a form of what a shopper keeps to themselves', () => {
  it('are in English and in Urdu', () => {
    expect(FORM_PAGES).toEqual([
      '/login-signup',
      '/ur/login-signup',
      '/account',
      '/ur/account',
      '/contact-us',
      '/ur/contact-us',
      '/track-order',
      '/ur/track-order',
    ]);
  });

  it("are answered by the Worker first, which alone can answer their form's POST", () => {
    const config = readFileSync(join(import.meta.dirname, '../../wrangler.toml'), 'utf8');
    const runWorkerFirst = /^run_worker_first = (\[.*\])$/m.exec(config)?.[1];
    expect(JSON.parse(runWorkerFirst ?? '[]')).toEqual(expect.arrayContaining(FORM_PAGES));
  });
});
