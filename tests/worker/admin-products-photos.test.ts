/** A perfume's gallery holds each photo once: a list naming one twice is refused on the photos field, saving nothing. */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS } from '#schema/api';
import { createPerfume, newPerfume } from './catalog-fixtures';
import { makeUser, request } from './client';

let owner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
});

const A = '/images/products/miraj.svg';
const B = '/images/products/rawayat.svg';
const REPEATED = {
  code: 'invalid',
  field: 'images',
  message: expect.stringContaining('Each photo can be in the gallery once'),
};
const stored = (id: string) =>
  env.DB.prepare('SELECT images, image, version FROM products WHERE id = ?').bind(id).first();

describe('a repeated photo', () => {
  it('is refused when a change names it twice, and the gallery stays as it was', async () => {
    const made = await createPerfume(owner.token, { images: [A] });
    const before = await stored(made._id);
    const { status, body } = await request(ADMIN_PRODUCTS.change, {
      token: owner.token,
      params: { id: made._id },
      body: { version: made.version, images: [A, B, A] },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject(REPEATED);
    expect(await stored(made._id)).toEqual(before);
  });

  it('is refused when a new perfume names it twice, and no perfume is added', async () => {
    const perfume = newPerfume({ images: [A, A] });
    const { status, body } = await request(ADMIN_PRODUCTS.create, { token: owner.token, body: perfume });
    expect(status).toBe(400);
    expect(body).toMatchObject(REPEATED);
    const found = await env.DB.prepare('SELECT count(*) AS n FROM products WHERE name = ?').bind(perfume.name).first();
    expect(found).toEqual({ n: 0 });
  });
});
