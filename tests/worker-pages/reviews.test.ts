/**
 * Reviews from real buyers: the order's private link lets its buyer rate each perfume once the order is delivered;
 * the shop approves or hides each; a perfume's reviews and average count only the approved ones.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REVIEWS, REVIEWS } from '#schema/api';
import { createPerfume } from '../worker/catalog-fixtures';
import { insertOrder } from '../worker/admin-fixtures';
import { call, makeUser, request } from '../worker/client';
import { placeOrder, tokenOf, type TestUser } from '../worker/placed-orders';
import { db, setOrder } from '../worker/fixtures';
import { eq } from 'drizzle-orm';
import { reviews } from '#schema/tables';

let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
  staff = await makeUser({ role: 'staff' });
});

const deliver = (id: string) => setOrder(id, { status: 'delivered' });
const write = (token: string, body: unknown) => request(REVIEWS.write, { params: { token }, body });
const ofPerfume = (slug: string) => request(REVIEWS.ofPerfume, { params: { slug } });
const decide = (id: string, status: string, token = admin.token) =>
  request(ADMIN_REVIEWS.decide, { token, params: { id }, body: { status } });

async function deliveredOrder() {
  const perfume = await createPerfume(admin.token, { stock: 20, price: 1800 });
  const { order } = await placeOrder(perfume._id);
  await deliver(order._id);
  return { perfume, order, token: tokenOf(order) };
}

async function reviewIdOf(productId: string) {
  return (await env.DB.prepare('SELECT id FROM reviews WHERE product_id = ?').bind(productId).first<{ id: string }>())!
    .id;
}

describe('writing a review through the order link', () => {
  it('lists the delivered order perfumes and takes one review of each, waiting for the shop', async () => {
    const { perfume, token } = await deliveredOrder();
    const before = await request(REVIEWS.ofOrder, { params: { token } });
    expect(before.body.items).toMatchObject([{ productId: perfume._id, slug: perfume.slug, review: null }]);
    const written = await write(token, { productId: perfume._id, stars: 4, text: 'Lasts all day' });
    expect(written.status).toBe(201);
    expect(written.body.items[0]!.review).toEqual({ stars: 4, text: 'Lasts all day' });
    expect((await ofPerfume(perfume.slug)).body).toMatchObject({ count: 0, average: null, reviews: [] });
  });

  it('refuses an order that is not delivered yet', async () => {
    const perfume = await createPerfume(admin.token, { stock: 5, price: 1500 });
    const { order } = await placeOrder(perfume._id);
    const refused = await write(tokenOf(order), { productId: perfume._id, stars: 5, text: 'Nice' });
    expect(refused).toMatchObject({ status: 409, body: { success: false, code: 'not_delivered' } });
    expect((await request(REVIEWS.ofOrder, { params: { token: tokenOf(order) } })).status).toBe(409);
  });

  it('refuses a second review of the same perfume for the same order', async () => {
    const { perfume, token } = await deliveredOrder();
    expect((await write(token, { productId: perfume._id, stars: 5, text: 'Lovely' })).status).toBe(201);
    const again = await write(token, { productId: perfume._id, stars: 1, text: 'Changed my mind' });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_reviewed', field: 'productId' } });
    const rows = await env.DB.prepare('SELECT stars FROM reviews WHERE product_id = ?').bind(perfume._id).all();
    expect(rows.results).toEqual([{ stars: 5 }]);
  });

  it('refuses a perfume that is not in the order, bad stars, hidden characters and an unknown link', async () => {
    const { perfume, token } = await deliveredOrder();
    const other = await createPerfume(admin.token, { stock: 5, price: 1500 });
    expect(await write(token, { productId: other._id, stars: 5, text: 'Good' })).toMatchObject({
      status: 400,
      body: { code: 'not_in_order', field: 'productId' },
    });
    for (const stars of [0, 6, 3.5, '5'])
      expect(await write(token, { productId: perfume._id, stars, text: 'Good' })).toMatchObject({
        status: 400,
        body: { code: 'invalid', field: 'stars' },
      });
    expect(await write(token, { productId: perfume._id, stars: 5, text: 'Good\u200b' })).toMatchObject({
      status: 400,
      body: { field: 'text' },
    });
    expect((await write('0'.repeat(32), { productId: perfume._id, stars: 5, text: 'Good' })).status).toBe(404);
    expect(
      await env.DB.prepare(
        'SELECT count(*) AS n FROM reviews WHERE order_id IN (SELECT order_id FROM order_items WHERE product_id = ?)',
      )
        .bind(perfume._id)
        .first('n'),
    ).toBe(0);
  });
});

describe("the shop's decision", () => {
  it('shows approved reviews with their average, and removes a hidden one', async () => {
    const { perfume, token } = await deliveredOrder();
    const { order: second } = await placeOrder(perfume._id);
    await deliver(second._id);
    await write(token, { productId: perfume._id, stars: 5, text: 'Beautiful rose' });
    await write(tokenOf(second), { productId: perfume._id, stars: 4, text: 'Strong at first' });
    const ids = (
      await env.DB.prepare('SELECT id, stars FROM reviews WHERE product_id = ?')
        .bind(perfume._id)
        .all<{ id: string; stars: number }>()
    ).results;
    const five = ids.find((r) => r.stars === 5)!.id;
    const four = ids.find((r) => r.stars === 4)!.id;

    const pending = await request(ADMIN_REVIEWS.list, { token: staff.token, query: 'status=pending' });
    expect(pending.body.reviews.map((r) => r.id)).toEqual(expect.arrayContaining([five, four]));

    expect(await decide(five, 'approved', staff.token)).toMatchObject({
      status: 200,
      body: { review: { status: 'approved' } },
    });
    expect((await ofPerfume(perfume.slug)).body).toMatchObject({
      count: 1,
      average: 5,
      reviews: [{ author: 'Sana', city: 'Murree', stars: 5, text: 'Beautiful rose' }],
    });
    await decide(four, 'approved');
    expect((await ofPerfume(perfume.slug)).body).toMatchObject({ count: 2, average: 4.5 });
    await decide(five, 'hidden');
    expect((await ofPerfume(perfume.slug)).body).toMatchObject({
      count: 1,
      average: 4,
      reviews: [{ stars: 4, text: 'Strong at first' }],
    });
  });

  it('is for the owner and staff only, with a known status and review', async () => {
    const { perfume, token } = await deliveredOrder();
    await write(token, { productId: perfume._id, stars: 3, text: 'Fine' });
    const id = await reviewIdOf(perfume._id);
    const shopper = await makeUser();
    expect((await decide(id, 'approved', shopper.token)).status).toBe(403);
    expect((await request(ADMIN_REVIEWS.list, { token: shopper.token })).status).toBe(403);
    expect(await decide(id, 'published')).toMatchObject({ status: 400, body: { field: 'status' } });
    expect((await decide('no-such-review', 'approved')).status).toBe(404);
  });
});

/** A perfume page's Product JSON-LD, parsed. */
function productLdOf(html: string): Record<string, unknown> {
  const all = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text!) as Record<string, unknown>,
  );
  return all.find((ld) => ld['@type'] === 'Product')!;
}

describe("the perfume page's structured data", () => {
  const productLd = async (slug: string) => productLdOf(await (await call(`/perfumes/${slug}`)).text());

  it('carries aggregateRating and review from approved reviews only, and neither without one', async () => {
    const { perfume, token } = await deliveredOrder();
    const { order: second } = await placeOrder(perfume._id);
    await deliver(second._id);
    await write(token, { productId: perfume._id, stars: 5, text: 'Beautiful rose' });
    await write(tokenOf(second), { productId: perfume._id, stars: 2, text: 'Not for me' });
    const ld = await productLd(perfume.slug);
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');

    const rows = await env.DB.prepare('SELECT id, stars FROM reviews WHERE product_id = ?')
      .bind(perfume._id)
      .all<{ id: string; stars: number }>();
    await decide(rows.results.find((r) => r.stars === 5)!.id, 'approved');
    await decide(rows.results.find((r) => r.stars === 2)!.id, 'hidden');
    const approved = await productLd(perfume.slug);
    expect(approved).toMatchObject({
      '@type': 'Product',
      name: perfume.name,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 },
      review: [{ '@type': 'Review', reviewBody: 'Beautiful rose', reviewRating: { ratingValue: 5 } }],
    });
    expect(approved.review).toHaveLength(1);
  });

  it('adds them to a seeded perfume too', async () => {
    const buyer = await makeUser();
    const { id } = await insertOrder({
      userId: buyer.id,
      status: 'delivered',
      lines: [{ productId: 'rawayat', quantity: 1 }],
    });
    const { token } = (await env.DB.prepare('SELECT confirm_token AS token FROM orders WHERE id = ?')
      .bind(id)
      .first<{ token: string }>())!;
    await write(token, { productId: 'rawayat', stars: 4, text: 'Smells like home' });
    await decide(await reviewIdOf('rawayat'), 'approved');
    const response = await call('/perfumes/rawayat');
    expect(productLdOf(await response.text())).toMatchObject({
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
      review: [{ reviewBody: 'Smells like home' }],
    });
  });

  it('leaves a perfume with no approved review without ratings', async () => {
    const ld = await productLd('angels-kiss');
    expect(ld).toMatchObject({ '@type': 'Product' });
    expect(ld).not.toHaveProperty('aggregateRating');
  });
});

describe("the perfume page's reviews", () => {
  const pageOf = async (path: string) => (await call(path)).text();

  it('shows the approved ones and their average, each a verified buyer with their city and day, the buyer text escaped, and nothing of a waiting or hidden one', async () => {
    const { perfume, token } = await deliveredOrder();
    const { order: second } = await placeOrder(perfume._id);
    await deliver(second._id);
    const { order: third } = await placeOrder(perfume._id);
    await deliver(third._id);
    await write(token, { productId: perfume._id, stars: 5, text: '<b>Bold</b> & rose' });
    await write(tokenOf(second), { productId: perfume._id, stars: 4, text: 'Lasts well' });
    await write(tokenOf(third), { productId: perfume._id, stars: 1, text: 'Not for me' });
    const before = await pageOf(`/perfumes/${perfume.slug}`);
    expect(before).not.toContain('reviews-title');
    expect(before).not.toContain('class="rating"');

    const rows = await env.DB.prepare('SELECT id, stars FROM reviews WHERE product_id = ?')
      .bind(perfume._id)
      .all<{ id: string; stars: number }>();
    const idOf = (stars: number) => rows.results.find((r) => r.stars === stars)!.id;
    await decide(idOf(5), 'approved');
    await decide(idOf(4), 'approved', staff.token);
    await decide(idOf(1), 'hidden');
    // Written at half past one at night in Pakistan on 12 April, still the 11th in UTC: the day is Pakistan's.
    const at = Date.UTC(2026, 3, 11, 20, 30);
    await db
      .update(reviews)
      .set({ createdAt: at })
      .where(eq(reviews.id, idOf(5)));
    const html = await pageOf(`/perfumes/${perfume.slug}`);
    expect(html).toContain('<h2 id="reviews-title">Reviews</h2>');
    expect(html).toContain('aria-label="Rated 4.5 out of 5 by 2 buyers"');
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; rose');
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).toContain('Lasts well');
    expect(html).not.toContain('Not for me');
    // Each says who wrote it and from which city, that they bought it, and the day.
    expect(html).toContain('<span translate="no">by Sana, Murree</span>');
    expect(html).toMatch(
      /<span class="review__verified">\s*<span aria-hidden="true">✓<\/span> Verified buyer\s*<\/span>/,
    );
    expect(html).toContain(`<time datetime="${new Date(at).toISOString()}">12 Apr 2026</time>`);
    expect(html.match(/Verified buyer/g)).toHaveLength(2);

    const urdu = await pageOf(`/ur/perfumes/${perfume.slug}`);
    expect(urdu).toContain('<h2 id="reviews-title">خریداروں کی رائے</h2>');
    expect(urdu).toContain('2 خریداروں کی ریٹنگ: 5 میں سے 4.5');
    // The city as the Urdu receipt names it.
    expect(urdu).toContain('<span translate="no">از Sana، مری</span>');
    expect(urdu).toContain('تصدیق شدہ خریدار');
    expect(urdu).toContain(`<time datetime="${new Date(at).toISOString()}">12 اپریل 2026</time>`);
  });

  it('shows them on a seeded perfume too', async () => {
    const buyer = await makeUser();
    const { id } = await insertOrder({
      userId: buyer.id,
      status: 'delivered',
      lines: [{ productId: 'gulab', quantity: 1 }],
    });
    const { token } = (await env.DB.prepare('SELECT confirm_token AS token FROM orders WHERE id = ?')
      .bind(id)
      .first<{ token: string }>())!;
    await write(token, { productId: 'gulab', stars: 3, text: 'Soft rose' });
    await decide(await reviewIdOf('gulab'), 'approved');
    const html = await (await call('/perfumes/gulab')).text();
    expect(html).toContain('aria-label="Rated 3.0 out of 5 by 1 buyer"');
    expect(html).toContain('Soft rose');
  });
});

describe("the buyer's review page", () => {
  it('is served for every order link, in English and in Urdu', async () => {
    const { token } = await deliveredOrder();
    const english = await call(`/review/${token}`);
    expect(english.status).toBe(200);
    expect(await english.text()).toMatch(/<h1[^>]*>Rate Your Perfumes<\/h1>/);
    expect(await (await call(`/ur/review/${token}`)).text()).toMatch(/<h1[^>]*>اپنے پرفیوم کی ریٹنگ دیں<\/h1>/);
  });
});
