import { describe, expect, it } from 'vitest';
import { parseAdminArgs, promotedRows, promoteSql, wranglerArgs } from './admin-command';

describe('npm run admin', () => {
  it('promotes in the local database by default, lower-casing the email', () => {
    const command = parseAdminArgs(['Owner@Example.PK']);
    expect(command).toEqual({ email: 'owner@example.pk', remote: false, persistTo: undefined });
    expect(wranglerArgs(command)).toEqual(['wrangler', 'd1', 'execute', 'DB', '--local', '--json', '--command', promoteSql('owner@example.pk')]);
  });

  it('targets the deployed database with --remote and another local state with --persist-to', () => {
    expect(wranglerArgs(parseAdminArgs(['a@b.pk', '--remote']))).toContain('--remote');
    expect(wranglerArgs(parseAdminArgs(['a@b.pk', '--persist-to', '.wrangler/e2e-8791']))).toEqual(
      expect.arrayContaining(['--local', '--persist-to', '.wrangler/e2e-8791']),
    );
  });

  it('refuses a missing or malformed email and conflicting options', () => {
    expect(() => parseAdminArgs([])).toThrow(/Usage/);
    expect(() => parseAdminArgs(['not-an-email'])).toThrow(/not an email address/);
    expect(() => parseAdminArgs(['a@b.pk', '--remote', '--persist-to', 'x'])).toThrow(/do not go together/);
  });

  it('escapes quotes in the SQL', () => {
    expect(promoteSql("o'brien@example.pk")).toBe("UPDATE users SET is_admin = 1 WHERE email = 'o''brien@example.pk' RETURNING username, email");
  });

  it('reads the promoted rows from wrangler output, with or without a banner before the JSON', () => {
    const json = JSON.stringify([{ results: [{ username: 'Zara', email: 'zara@example.pk' }], success: true }]);
    expect(promotedRows(`wrangler 4\n${json}`)).toEqual([{ username: 'Zara', email: 'zara@example.pk' }]);
    expect(promotedRows(JSON.stringify([{ results: [], success: true }]))).toEqual([]);
  });
});
