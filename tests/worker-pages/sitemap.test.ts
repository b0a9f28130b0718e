/**
 * /sitemap.xml is drawn from what D1 holds: a perfume added since the build is offered to search engines at once, in
 * both languages, and one archived is gone from it. These tests run the Worker as `astro build` bundled it (dist/).
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS } from '#schema/api';
import { createPerfume } from '../worker/catalog-fixtures';
import { call, makeUser, request } from '../worker/client';
import { catalogSettled } from './settled';

const sitemap = async () => {
  const response = await call('/sitemap.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return response.text();
};

/** The sitemap's entry for a page: its lastmod, or undefined when it is not listed. */
const lastmod = (xml: string, path: string) =>
  new RegExp(`<loc>https?://[^/]+${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

describe('sitemap.xml', () => {
  it('lists a perfume added a moment ago in both languages, its category as changed then, and drops it once archived', async () => {
    const before = await sitemap();
    expect(before).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(lastmod(before, '/home')).toBeDefined();

    const { token } = await makeUser({ role: 'owner' });
    const added = await createPerfume(token, { name: 'Noor-e-Sahar', genders: ['female'], seasons: ['winter'] });
    await catalogSettled();
    const xml = await sitemap();
    const at = lastmod(xml, `/perfumes/${added.slug}`);
    expect(at).toBeDefined();
    expect(Date.now() - Date.parse(at!)).toBeLessThan(60_000);
    expect(lastmod(xml, `/ur/perfumes/${added.slug}`)).toBe(at);
    expect(lastmod(xml, '/winter-perfumes')).toBe(at);
    expect(lastmod(before, `/perfumes/${added.slug}`)).toBeUndefined();

    const archived = await request(ADMIN_PRODUCTS.change, {
      token,
      params: { id: added._id },
      body: { version: added.version, archived: true },
    });
    expect(archived.status).toBe(200);
    await catalogSettled();
    expect(lastmod(await sitemap(), `/perfumes/${added.slug}`)).toBeUndefined();
  });
});
