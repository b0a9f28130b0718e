/**
 * What a shopper on a 360 px phone sees of buyers' reviews, in English and in Urdu: the rating on the price's line,
 * and each review marked as a verified buyer's, with the buyer's city and the day it was written.
 */
import { expect, test } from './support/test';
import { registerUser } from './support/accounts';
import { runSql } from './support/database';
import { placeOrderViaApi } from './support/orders';

test.use({ viewport: { width: 360, height: 740 } });

test.beforeAll(async ({ request }) => {
  const buyer = await registerUser(request);
  const order = await placeOrderViaApi(request, buyer.token, [['motia', 1]], {
    firstName: 'Ayesha',
    lastName: 'Trust',
    city: 'Multan',
  });
  // Delivered, reviewed through its link and approved by the shop, as reviews.spec.ts walks through; written at
  // half past one at night in Pakistan on 12 April (still the 11th in UTC).
  const at = Date.UTC(2026, 3, 11, 20, 30);
  await runSql(
    `UPDATE orders SET status = 'delivered' WHERE id = '${order._id}';
     INSERT INTO reviews (id, order_id, product_id, stars, text, author, status, created_at)
     VALUES ('trust-review', '${order._id}', 'motia', 4, 'Fresh all day', 'Ayesha', 'approved', ${at});`,
  );
});

for (const words of [
  {
    lang: 'en',
    path: '/perfumes/motia',
    rating: 'Rated 4.0 out of 5 by 1 buyer',
    reviews: 'Reviews',
    by: 'by Ayesha, Multan',
    verified: 'Verified buyer',
    day: '12 Apr 2026',
  },
  {
    lang: 'ur',
    path: '/ur/perfumes/motia',
    rating: '1 خریدار کی ریٹنگ: 5 میں سے 4.0',
    reviews: 'خریداروں کی رائے',
    // The city as the Urdu receipt names it.
    by: 'از Ayesha، ملتان',
    verified: 'تصدیق شدہ خریدار',
    day: '12 اپریل 2026',
  },
]) {
  test(`in ${words.lang}, the rating stands on the price's line and a review says who, where and when`, async ({
    page,
  }) => {
    await page.goto(words.path);
    const rating = page.getByRole('link', { name: words.rating });
    const price = page.locator('.offer-price');
    await expect(rating).toBeVisible();
    const [r, p] = [(await rating.boundingBox())!, (await price.boundingBox())!];
    // On one line: their boxes share the line's height, the rating after the price as the page reads.
    expect(r.y < p.y + p.height && p.y < r.y + r.height).toBe(true);
    expect(words.lang === 'en' ? r.x >= p.x + p.width : r.x + r.width <= p.x).toBe(true);

    const review = page.getByRole('region', { name: words.reviews }).getByRole('listitem');
    await expect(review).toContainText('Fresh all day');
    await expect(review.getByText(words.by)).toBeVisible();
    await expect(review.getByText(words.verified)).toBeVisible();
    await expect(review.getByText(words.day)).toHaveAttribute('datetime', '2026-04-11T20:30:00.000Z');
  });
}
