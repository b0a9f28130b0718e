import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from '#schema/payloads/auth-rules';
import { parseAdminArgs, promoteSql, resetPasswordSql, temporaryPassword } from './admin-command';
import { returnedRows, wranglerArgs } from './wrangler-d1';

describe('the owner’s account commands', () => {
  it('work on the local database by default, lower-casing the email', () => {
    const command = parseAdminArgs(['Owner@Example.PK']);
    expect(command).toEqual({ email: 'owner@example.pk', remote: false, persistTo: undefined });
    expect(wranglerArgs(command, 'SELECT 1')).toEqual([
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '--json',
      '--command',
      'SELECT 1',
    ]);
  });

  it('target the deployed database with --remote and another local state with --persist-to', () => {
    expect(wranglerArgs(parseAdminArgs(['a@b.pk', '--remote']), 'SELECT 1')).toContain('--remote');
    expect(wranglerArgs(parseAdminArgs(['a@b.pk', '--persist-to', '.wrangler/e2e-8791']), 'SELECT 1')).toEqual(
      expect.arrayContaining(['--local', '--persist-to', '.wrangler/e2e-8791']),
    );
  });

  it('refuse a missing or malformed email and conflicting options, naming the command in the usage', () => {
    expect(() => parseAdminArgs([])).toThrow(/Usage: npm run admin -- <email>/);
    expect(() => parseAdminArgs([], 'reset-password')).toThrow(/Usage: npm run reset-password -- <email>/);
    expect(() => parseAdminArgs(['not-an-email'])).toThrow(/not an email address/);
    expect(() => parseAdminArgs(['a@b.pk', '--remote', '--persist-to', 'x'])).toThrow(/do not go together/);
  });

  it('escape quotes in the SQL', () => {
    expect(promoteSql("o'brien@example.pk")).toBe(
      "UPDATE users SET role = 'owner' WHERE email = 'o''brien@example.pk' RETURNING username, email",
    );
    expect(resetPasswordSql("o'brien@example.pk", "scrypt$1'")).toContain(
      "password_hash = 'scrypt$1''', token_version = token_version + 1 WHERE email = 'o''brien@example.pk'",
    );
  });

  it('read the changed account from wrangler output, with or without a banner before the JSON', () => {
    const zara = { username: 'Zara', email: 'zara@example.pk' };
    const json = JSON.stringify([
      { results: [], success: true },
      { results: [zara], success: true },
    ]);
    expect(returnedRows(`wrangler 4\n${json}`)).toEqual([zara]);
    // Only the last statement (the UPDATE) says which account changed.
    expect(
      returnedRows(
        JSON.stringify([
          { results: [zara], success: true },
          { results: [], success: true },
        ]),
      ),
    ).toEqual([]);
  });
});

describe('npm run reset-password', () => {
  it('makes a new password of three groups of four, with no look-alike characters, that a new password may be', () => {
    const passwords = Array.from({ length: 50 }, temporaryPassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
      expect(newPasswordProblem(password)).toBeUndefined();
    }
    expect(new Set(passwords).size).toBe(50);
  });
});
