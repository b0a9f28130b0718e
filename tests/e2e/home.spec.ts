/** The home page: its carousel, the Eid sale and Miraj with today's figures, adding from them, and the brand story. */
import { expect, test } from './support/test';
import { newShopper } from './support/accounts';
import { shopperWithCart } from './support/cart';
import { runSql } from './support/database';
import { hydrated } from './support/hydration';
import { TURN_MS } from '../../site/components/home/carousel';
import { SHOP } from '#schema/shop';

test.describe('home', () => {
  test('the carousel advances every 5 s, wraps around, and pauses while hovered', async ({ page }) => {
    // The page's timers run on the test's clock: a slide's 5 s pass when the test says so.
    await page.clock.install();
    await page.goto('/home');
    const carousel = page.getByRole('region', { name: 'Offers' });
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 2` });
    await expect(slide(1)).toBeVisible();
    await expect(slide(2)).toHaveCount(0);
    await page.clock.runFor(TURN_MS);
    await expect(slide(2)).toBeVisible();
    await page.clock.runFor(TURN_MS);
    await expect(slide(1)).toBeVisible();

    await carousel.hover();
    await hydrated(page, 'Carousel');
    await page.clock.runFor(TURN_MS + 1_500);
    await expect(slide(1)).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(TURN_MS);
    await expect(slide(2)).toBeVisible();

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(1)).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slide(2)).toBeVisible();
  });

  test('shows the Eid sale, the Miraj counter and links to all 19 categories', async ({ page }) => {
    await page.goto('/home');
    const sale = page.getByRole('region', { name: 'Eid Sale' });
    const blueMist = sale.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Blue Mist' }) });
    await expect(blueMist.getByText('EID SALE')).toBeVisible();
    await expect(blueMist.locator('s')).toHaveText(/Rs\. 2,199\/-/);
    await expect(blueMist.getByText('Rs. 1,599/-')).toBeVisible();
    await expect(sale.getByRole('heading', { level: 3 })).toHaveText([
      'Blue Mist',
      'Royal Ruby',
      'Encharntess',
      "Angel's Kiss",
      'Sir al Shams',
    ]);

    const miraj = page.getByRole('region', { name: 'Miraj' });
    await miraj.scrollIntoViewIfNeeded();
    await hydrated(page, 'FeaturedOffer');
    const quantity = miraj.getByRole('status', { name: 'Quantity' });
    await expect(quantity).toHaveText('1');
    await expect(miraj.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await miraj.getByRole('button', { name: 'Increase quantity' }).click();
    await miraj.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveText('3');
    await miraj.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveText('2');

    const browse = page.getByRole('region', { name: 'Shop by category' });
    await expect(browse.getByRole('link')).toHaveCount(19);
    await expect(browse.getByRole('link', { name: 'Uni Sex' })).toHaveAttribute('href', '/uni-sex-perfumes');
  });

  test("a logged-in shopper's Miraj with its count lands in the cart", async ({ page }) => {
    const { token } = await newShopper(page);
    await page.goto('/home');
    const miraj = page.getByRole('region', { name: 'Miraj' });
    await miraj.scrollIntoViewIfNeeded();
    await hydrated(page, 'FeaturedOffer');
    await miraj.getByRole('button', { name: 'Increase quantity' }).click();
    await miraj.getByRole('button', { name: 'Increase quantity' }).click();
    await miraj.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cart = await (await page.request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(cart.cart.items).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ _id: 'miraj' }), quantity: 3 }),
    ]);
  });
  test('a featured sale perfume is added by name', async ({ page }) => {
    const { token } = await newShopper(page);
    await page.goto('/home');
    const sale = page.getByRole('region', { name: 'Eid Sale' });
    await sale.scrollIntoViewIfNeeded();
    await hydrated(page, 'SaleProducts');
    const byName = page.waitForRequest(
      (request) => request.url().endsWith('/api/cart/add-by-name') && request.method() === 'POST',
    );
    await sale.getByRole('button', { name: 'Add to Cart Royal Ruby' }).click();
    expect((await byName).postDataJSON()).toEqual({ productName: 'Royal Ruby' });
    await expect(page).toHaveURL(/\/cart$/);
    const cart = await (await page.request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(cart.cart.items.map((line: { product: { name: string } }) => line.product.name)).toEqual(['Royal Ruby']);
  });

  test("the sale and Miraj show today's price and stock, not the build's; Miraj shows no price", async ({ page }) => {
    await runSql("UPDATE products SET stock = 0 WHERE id IN ('blue-mist', 'miraj')");
    try {
      await page.waitForTimeout(1_100); // the API's listing cache is at most a second old
      await page.goto('/home');
      const sale = page.getByRole('region', { name: 'Eid Sale' });
      await sale.scrollIntoViewIfNeeded();
      const blueMist = sale.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Blue Mist' }) });
      await expect(blueMist.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
      await expect(sale.getByRole('button', { name: 'Add to Cart Royal Ruby' })).toBeEnabled();
      const miraj = page.getByRole('region', { name: 'Miraj' });
      await miraj.scrollIntoViewIfNeeded();
      await expect(miraj.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
      await expect(miraj.getByText(/Rs\./)).toHaveCount(0);
    } finally {
      await runSql(
        "UPDATE products SET stock = 40 WHERE id = 'blue-mist'; UPDATE products SET stock = 25 WHERE id = 'miraj'",
      );
    }
  });

  test('a refused add says why on the product and lets the shopper try again', async ({ page }) => {
    await shopperWithCart(page, 'miraj', 5);
    await page.goto('/home');
    const miraj = page.getByRole('region', { name: 'Miraj' });
    await miraj.scrollIntoViewIfNeeded();
    await hydrated(page, 'FeaturedOffer');
    for (let n = 0; n < 5; n++) await miraj.getByRole('button', { name: 'Increase quantity' }).click();
    await miraj.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(miraj.getByRole('alert')).toHaveText('You can order at most 10 of Miraj.');
    await expect(page).toHaveURL(/\/home$/);
    await expect(miraj.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});

test('home, about-us and the footer carry the brand story, promises and contact details', async ({ page }) => {
  await page.goto('/home');
  const badges = page.getByRole('region', { name: 'Why shop with us' });
  await expect(badges.getByRole('heading')).toHaveText(['Quality Guaranteed', 'Fast Delivery', '24/7 Support']);
  const promos = page.getByRole('region', { name: 'Attars, tester kits and gifts' });
  for (const tile of ['Attars', 'Tester Kit', 'Gift Items'])
    await expect(promos.getByRole('link', { name: new RegExp(`^${tile} `) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fragrance made for Pakistan' })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  // About 20 reviews; the second copy that makes the 30 s loop seamless is hidden from assistive technology.
  await expect(reviews.getByRole('listitem')).toHaveCount(20);
  const loop = await reviews.locator('.belt').evaluate((belt) => getComputedStyle(belt).animationDuration);
  expect(loop).toBe('30s');

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: SHOP.phone })).toHaveAttribute(
    'href',
    `tel:${SHOP.phone.replace(/-/g, '')}`,
  );
  await expect(footer.getByRole('link', { name: SHOP.email })).toHaveAttribute('href', `mailto:${SHOP.email}`);
  await expect(footer).toContainText(SHOP.address);
  for (const [name, href] of [
    ['Facebook', SHOP.social.facebook],
    ['Instagram', SHOP.social.instagram],
    ['TikTok', SHOP.social.tiktok],
  ] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: `About ${SHOP.name}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Why shoppers choose us' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(6);
  const card = page.getByRole('region', { name: 'Our business card' });
  await expect(card).toContainText(SHOP.address);
  await expect(card.getByRole('link', { name: SHOP.email })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Why shop with us' })).toBeVisible();
});
