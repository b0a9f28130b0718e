import { expect, test } from './support/test';
import { logIn } from './support/accounts';
import { addToCartViaApi, fillDelivery, orderCount, shopperWithCart } from './support/cart';
import { csrfHeaders } from './support/csrf';
import { runSql } from './support/database';

test('a double click on Complete order places one order', async ({ page }) => {
  const { token } = await shopperWithCart(page, 'khas');
  await page.goto('/checkout');
  await fillDelivery(page, '03211234567');
  await page.getByRole('button', { name: 'Complete order' }).dblclick();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  expect(await orderCount(page, token)).toBe(1);
});

test('an order whose answer is lost on the way makes one order when the shopper tries again', async ({ page }) => {
  const { token } = await shopperWithCart(page, 'shajar');
  let dropped = false;
  await page.route('**/api/orders', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch(); // the shop places the order ...
    await route.abort('connectionreset'); // ... and the answer never arrives
  });
  await page.goto('/checkout');
  await fillDelivery(page, '03001234567');
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page.getByText('Could not reach the shop. Please check your connection and try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  expect(await orderCount(page, token)).toBe(1);
});

test('an answer that is not the shop’s says it could not be read, and the order goes through on the next try', async ({
  page,
}) => {
  const { token } = await shopperWithCart(page, 'shajar');
  // What something between the phone and the shop might send back with a 200: never a receipt for no order.
  const bodies = ['{}', JSON.stringify({ success: true, order: {} }), '<html>Log in to the Wi-Fi</html>'];
  await page.route('**/api/orders', (route) => {
    const body = bodies.shift();
    if (body === undefined) return route.continue();
    return route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  await page.goto('/checkout');
  await fillDelivery(page, '03001234567');
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.getByText('Failed to create order: Invalid response from server')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  }
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[\w-]{8,}$/);
  expect(await orderCount(page, token)).toBe(1);
});

test('the cart page: quantities, remove, clear and the empty state', async ({ page }) => {
  const { token } = await shopperWithCart(page, 'blue-mist');
  await addToCartViaApi(page, token, 'royal-ruby', 10);
  await page.goto('/cart');

  const ruby = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Royal Ruby' }) });
  await expect(ruby).toContainText('50ml');
  await expect(ruby.getByRole('button', { name: 'Increase quantity of Royal Ruby' })).toBeDisabled();
  await expect(ruby.getByRole('alert')).toHaveText('10 is the most of one perfume an order can take.');
  await expect(ruby).toContainText('Rs 14,990');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeVisible();
  await ruby.getByRole('button', { name: 'Remove Royal Ruby' }).click();
  await expect(ruby).toBeHidden();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('button', { name: 'Yes, clear cart' }).click();
  await expect(
    page.getByText(
      'Your Cart feels lonely. Your Shopping cart lives to serve. Give it purpose - fill it perfumes and make it happy.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy it Now' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' }).first()).toBeVisible();
});

test('the receipt prints alone, and an unknown order says so', async ({ page }) => {
  await shopperWithCart(page, 'deodar', 2);
  await page.goto('/checkout');
  await fillDelivery(page, '03001234567');
  await page.getByRole('button', { name: 'Complete order' }).click();
  const receipt = page.getByRole('article', { name: 'Thank you for your order!' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mehak Perfumes' })).toBeHidden();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Contact' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/order-confirmation/not-an-order-of-yours');
  await expect(page.getByRole('alert')).toHaveText('Order ID not found');
});

test('a session that ends while the cart is open sends the shopper to log in; Logout still goes home', async ({
  page,
}) => {
  const { user, token } = await shopperWithCart(page, 'khas');
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Increase quantity of Khas' })).toBeEnabled();
  // Logging out elsewhere ends every session of this user.
  const ended = await page.request.post('/api/auth/logout', {
    data: {},
    headers: { authorization: `Bearer ${token}`, ...(await csrfHeaders(page.request)) },
  });
  expect(ended.ok()).toBe(true);
  await page.getByRole('button', { name: 'Increase quantity of Khas' }).click();
  await expect(page).toHaveURL(/\/login-signup\?next=%2Fcart&ended=1$/);
  await expect(page.getByText('You were logged out: your session ended on another device')).toBeVisible();

  await logIn(page, user);
  await page.goto('/cart');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("checkout explains itself: a touched empty field, 'Processing...', a price that changed (then orders at the new one), an empty cart", async ({
  page,
}) => {
  const { token } = await shopperWithCart(page, 'oud-majestic');
  await page.goto('/checkout');
  await expect(page.getByText('First name is required')).toBeHidden();
  await page.getByLabel('First name', { exact: true }).focus();
  await page.getByLabel('Last name', { exact: true }).focus();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeHidden();
  await fillDelivery(page, '03001234567');
  await expect(page.getByText('First name is required')).toBeHidden();

  // The price changes after the page showed it: the shop refuses the order and says so.
  await runSql("UPDATE products SET price = price + 100 WHERE id = 'oud-majestic'");
  try {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/orders', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('Prices have changed. Please review your cart.');
    expect(await orderCount(page, token)).toBe(0);
    // The summary now shows the new price, and the shopper can order at it.
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Rs 4,299');
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\//);
    expect(await orderCount(page, token)).toBe(1);
  } finally {
    await runSql("UPDATE products SET price = price - 100 WHERE id = 'oud-majestic'");
  }

  await page.goto('/checkout');
  await expect(page.getByRole('alert')).toHaveText('Cart is empty');
  await expect(page.getByRole('button', { name: 'Complete order' })).toBeDisabled();
  // Nothing to deliver, nothing to pay: the summary says so as the cart page does.
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('definition').nth(1)).toHaveText('—');
  await expect(summary.getByRole('definition').nth(2)).toHaveText('Rs 0');
});

test('a line removed in another tab leaves the cart when its quantity is changed here, with the total', async ({
  page,
}) => {
  const { token } = await shopperWithCart(page, 'khas');
  await addToCartViaApi(page, token, 'blue-mist');
  await page.goto('/cart');
  const other = await page.context().newPage();
  await other.goto('/cart');
  await other.getByRole('button', { name: 'Remove Khas' }).click();
  await expect(other.getByRole('heading', { name: 'Khas' })).toBeHidden();
  await other.close();

  await page.getByRole('button', { name: 'Increase quantity of Khas' }).click();
  const summary = page.getByRole('complementary', { name: 'Cart summary' });
  await expect(summary.getByRole('alert')).toHaveText('Khas is not in your cart.');
  await expect(page.getByRole('heading', { name: 'Khas' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Blue Mist' })).toBeVisible();
  await expect(summary.locator('.cart-total')).toHaveText(/Rs 1,799/);
});
