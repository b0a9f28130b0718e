import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_FORM_PAGES } from './password-form-pages';

describe('the pages with a password form', () => {
  it('are in English and in Urdu', () => {
    expect(PASSWORD_FORM_PAGES).toEqual(['/login-signup', '/ur/login-signup', '/account', '/ur/account']);
  });

  it("are answered by the Worker first, which alone can answer their form's POST", () => {
    const config = readFileSync(join(import.meta.dirname, '../../wrangler.toml'), 'utf8');
    const runWorkerFirst = /^run_worker_first = (\[.*\])$/m.exec(config)?.[1];
    expect(JSON.parse(runWorkerFirst ?? '[]')).toEqual(expect.arrayContaining(PASSWORD_FORM_PAGES));
  });
});
