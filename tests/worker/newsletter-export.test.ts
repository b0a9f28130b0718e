import { beforeAll, describe, expect, it } from 'vitest';
import { pk } from './admin-fixtures';
import { call, makeUser } from './client';
import { db, insertEach } from './fixtures';
import { newsletterSignups } from '#schema/tables';

const HEADER = 'Email,Signed up (PKT)';
let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  await db.delete(newsletterSignups);
  // More than one chunk of the stream (1,000 rows), two sharing each millisecond.
  await insertEach(
    newsletterSignups,
    Array.from({ length: 2101 }, (_, n) => ({
      email: `reader${String(n).padStart(4, '0')}@example.pk`,
      createdAt: pk(2025, 1, 1, 0) + Math.floor(n / 2),
    })),
  );
  // An address that starts like a formula: a spreadsheet must show it, not run it.
  await db
    .insert(newsletterSignups)
    .values({ email: '=hyperlink("http://evil.example")@example.pk', createdAt: pk(2025, 3, 14, 15, 5) });
  await db.insert(newsletterSignups).values({ email: '+cmd@example.pk', createdAt: pk(2025, 3, 14, 15, 4) });
});

async function csv(token = admin.token) {
  const response = await call('/api/newsletter/export.csv', { token });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, text: new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes) };
}

describe('GET /api/newsletter/export.csv', () => {
  it('is a UTF-8 CSV download with a byte order mark, newest sign-up first, in Pakistan time', async () => {
    const { response, text } = await csv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = text.split('\r\n');
    expect(rows[0]).toBe(`\uFEFF${HEADER}`);
    expect(rows[1]).toBe(`"'=hyperlink(""http://evil.example"")@example.pk",2025-03-14 15:05`);
    expect(rows[2]).toBe("'+cmd@example.pk,2025-03-14 15:04");
  });

  it('streams every sign-up once, across chunks', async () => {
    const rows = (await csv()).text.split('\r\n').slice(1).filter(Boolean);
    expect(rows).toHaveLength(2103);
    expect(new Set(rows).size).toBe(2103);
    expect(rows.at(-1)).toBe('reader0000@example.pk,2025-01-01 00:00');
  });

  it('is for the admin only', async () => {
    expect((await call('/api/newsletter/export.csv')).status).toBe(401);
    const shopper = await makeUser();
    const refused = await csv(shopper.token);
    expect(refused.response.status).toBe(403);
    expect(refused.response.headers.get('content-disposition')).toBeNull();
  });
});
