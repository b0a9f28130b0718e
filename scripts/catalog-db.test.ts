import { describe, expect, it } from 'vitest';
import { catalogDatabase, LOCAL_STATE } from './catalog-db';
import { wranglerArgs } from './wrangler-d1';

describe('catalogDatabase', () => {
  it('reads the local database unless told remote', () => {
    expect(catalogDatabase(undefined)).toEqual({ remote: false, persistTo: LOCAL_STATE });
    expect(catalogDatabase('.wrangler/e2e-8794')).toEqual({ remote: false, persistTo: '.wrangler/e2e-8794' });
    expect(wranglerArgs(catalogDatabase('remote'), 'SELECT 1')).toEqual([
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--remote',
      '--json',
      '--command',
      'SELECT 1',
    ]);
  });
});
