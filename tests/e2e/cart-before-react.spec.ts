/**
 * The cart page on a cheap phone: the shopper's cart shows without React (the page's own script draws it), React
 * loads only when the shopper reaches for it and takes the drawn cart over as it is, and a button tapped before then,
 * while the shop's scripts have not arrived yet, does what it says once React is there.
 */
import { expect, test, type Page } from './support/test';
import { newShopper, theOwner } from './support/accounts';
import { adjustStockViaApi, changeProductViaApi, createProductViaApi } from './support/catalog';
import { addToCartViaApi } from './support/cart';
import { holdScripts } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

const cartIsland = (page: Page) => page.locator('astro-island[component-url*="/CartPage."]');

/** Once React has hydrated: generous, for a busy machine. */
const HYDRATED = { timeout: 30_000 };

/** A logged-in shopper with Blue Mist (1) and Royal Ruby (10, the most a line takes) in the cart. */
async function shopperWithCart(page: Page): Promise<void> {
  const { token } = await newShopper(page);
  await addToCartViaApi(page, token, 'blue-mist', 1);
  await addToCartViaApi(page, token, 'royal-ruby', 10);
}

/**
 * The cart drawn by the page's own script, then React's files held back (as on a slow link) until the test lets them
 * arrive: a tap before then is a tap before React, however busy the machine. Answers their arrival.
 */
async function openCartBeforeReact(page: Page) {
  await page.goto('/cart');
  return holdScripts(page);
}

const line = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('the cart shows without React, which loads on reach and keeps the drawn cart as it is', async ({ page }) => {
  await shopperWithCart(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto('/cart');

  const ruby = line(page, 'Royal Ruby');
  await expect(ruby.getByRole('status', { name: 'Quantity of Royal Ruby' })).toHaveText('10');
  await expect(ruby).toContainText('50ml');
  await expect(ruby).toContainText('Rs 14,990');
  await expect(ruby.getByRole('button', { name: 'Increase quantity of Royal Ruby' })).toBeDisabled();
  await expect(ruby.getByRole('alert')).toHaveText('10 is the most of one perfume an order can take.');
  await expect(line(page, 'Blue Mist').getByRole('button', { name: 'Decrease quantity of Blue Mist' })).toBeDisabled();
  const summary = page.getByRole('complementary', { name: 'Cart summary' });
  await expect(summary.getByText('Total to pay in cash on delivery')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Buy it Now' })).toBeEnabled();

  // Not hydrated, and React's code not even asked for.
  await expect(cartIsland(page)).toHaveAttribute('ssr', '');
  const component = await cartIsland(page).getAttribute('component-url');
  expect(scripts.some((url) => url.endsWith(component!))).toBe(false);

  // React takes over the very elements drawn, where they are: nothing moves but what the shopper's tap changes.
  await page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const shift = entry as unknown as { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }),
    ).observe({ type: 'layout-shift' });
    (window as unknown as { shifts: number[] }).shifts = shifts;
    const button = document.querySelector('.cart-summary .button')!;
    (button as unknown as { drawn: boolean }).drawn = true;
  });
  await cartIsland(page).dispatchEvent('pointerover');
  await expect(cartIsland(page)).not.toHaveAttribute('ssr', HYDRATED);
  await line(page, 'Royal Ruby').getByRole('button', { name: 'Decrease quantity of Royal Ruby' }).click();
  await expect(ruby.getByRole('status', { name: 'Quantity of Royal Ruby' })).toHaveText('9');
  const after = await page.evaluate(() => ({
    kept: (document.querySelector('.cart-summary .button') as unknown as { drawn?: boolean }).drawn === true,
    shifts: (window as unknown as { shifts: number[] }).shifts,
  }));
  expect(after.kept).toBe(true);
  expect(after.shifts).toEqual([]);
  expect(errors).toEqual([]);
});

test('a line the shelf holds too few of says so, drawn without React and with it, until the quantity fits', async ({
  page,
}) => {
  const { token: owner } = theOwner();
  const name = `Kam ${Date.now().toString(36)}`;
  const perfume = await createProductViaApi(page.request, owner, { name, stock: 5 });
  const { token } = await newShopper(page);
  await addToCartViaApi(page, token, perfume._id, 3);
  // The owner counts the shelf again: two left.
  await adjustStockViaApi(page.request, owner, perfume._id, -3);

  await page.goto('/cart');
  const short = line(page, name);
  const notice = `Only 2 of ${name} are left. Please lower the quantity to check out.`;
  await expect(short.getByText(notice)).toBeVisible();
  await expect(cartIsland(page)).toHaveAttribute('ssr', '');
  await short.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
  await expect(short.getByRole('status', { name: `Quantity of ${name}` })).toHaveText('2', HYDRATED);
  await expect(short.getByText(notice)).toHaveCount(0);
});

test('a perfume the shop stopped selling is said to be no longer available, not out of stock, in English and Urdu', async ({
  page,
}) => {
  const { token: owner } = theOwner();
  const name = `Band ${Date.now().toString(36)}`;
  const perfume = await createProductViaApi(page.request, owner, { name, stock: 5 });
  const { token } = await newShopper(page);
  await addToCartViaApi(page, token, perfume._id, 1);
  await addToCartViaApi(page, token, 'blue-mist', 1);
  await changeProductViaApi(page.request, owner, perfume._id, { version: perfume.version, archived: true });

  await page.goto('/cart');
  const gone = line(page, name);
  const notice = `Sorry, ${name} is no longer available. Please remove it to check out.`;
  await expect(gone.getByText(notice)).toBeVisible();
  await expect(gone).not.toContainText('out of stock');
  await expect(cartIsland(page)).toHaveAttribute('ssr', '');
  // Drawn by React too, once the shopper reaches for the cart.
  await line(page, 'Blue Mist').getByRole('button', { name: 'Increase quantity of Blue Mist' }).click();
  await expect(page.getByRole('status', { name: 'Quantity of Blue Mist' })).toHaveText('2', HYDRATED);
  await expect(gone.getByText(notice)).toBeVisible();

  await page.goto('/ur/cart');
  await expect(line(page, name)).toContainText('اب نہیں بکتا');
  await expect(line(page, name)).not.toContainText('اسٹاک ختم');
});

test('the Urdu cart shows right to left without React', async ({ page }) => {
  await shopperWithCart(page);
  await page.goto('/ur/cart');
  const quantity = page.getByRole('status', { name: 'Royal Ruby کی تعداد' });
  await expect(quantity).toHaveText('10');
  await expect(line(page, 'Royal Ruby')).toContainText('Rs 14,990');
  await expect(page.getByRole('complementary', { name: 'کارٹ کا خلاصہ' })).toContainText('Rs 16,789');
  await expect(cartIsland(page)).toHaveAttribute('ssr', '');
  const photo = (await page.locator('.cart-line img').first().boundingBox())!;
  const buttons = (await page.locator('.cart-line__quantity').first().boundingBox())!;
  expect(photo.x).toBeGreaterThan(buttons.x);
});

/** Each button of the cart, tapped as soon as it shows, and what the shopper then sees. */
const CONTROLS: [name: string, tap: (page: Page) => Promise<void>, done: (page: Page) => Promise<void>][] = [
  [
    'Increase quantity',
    (page) => line(page, 'Blue Mist').getByRole('button', { name: 'Increase quantity of Blue Mist' }).click(),
    (page) => expect(page.getByRole('status', { name: 'Quantity of Blue Mist' })).toHaveText('2', HYDRATED),
  ],
  [
    'Decrease quantity',
    (page) => line(page, 'Royal Ruby').getByRole('button', { name: 'Decrease quantity of Royal Ruby' }).click(),
    (page) => expect(page.getByRole('status', { name: 'Quantity of Royal Ruby' })).toHaveText('9', HYDRATED),
  ],
  [
    'Remove',
    (page) => line(page, 'Royal Ruby').getByRole('button', { name: 'Remove Royal Ruby' }).click(),
    async (page) => {
      await expect(line(page, 'Royal Ruby')).toHaveCount(0, HYDRATED);
      await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    },
  ],
  [
    'Buy it Now',
    (page) => page.getByRole('button', { name: 'Buy it Now' }).click(),
    (page) => expect(page).toHaveURL(/\/checkout$/, HYDRATED),
  ],
  [
    'Clear Cart',
    (page) => page.getByRole('button', { name: 'Clear Cart' }).click(),
    (page) => expect(page.getByRole('button', { name: 'Yes, clear cart' })).toBeVisible(HYDRATED),
  ],
  [
    'Continue Shopping',
    (page) => page.getByRole('button', { name: 'Continue Shopping' }).click(),
    (page) => expect(page).toHaveURL(/\/home$|\/$/, HYDRATED),
  ],
];

for (const [name, tap, done] of CONTROLS) {
  test(`${name}, tapped before React has loaded, is held, shown busy, and done once it has`, async ({ page }) => {
    await shopperWithCart(page);
    const arrive = await openCartBeforeReact(page);
    await tap(page);
    await expect(page.locator('[data-held-tap]')).toHaveCount(1);
    arrive();
    await done(page);
  });
}
