/**
 * A line the order would be refused for (a perfume the owner stopped selling, or more of one than the shelf now
 * holds): the cart leaves it out of its total and says so, Buy it Now waits until the shopper changes it, and a
 * checkout opened anyway says so at the top of its summary, links back to the cart and sends nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { newShopper, theOwner } from './support/accounts';
import { adjustStockViaApi, changeProductViaApi, createProductViaApi } from './support/catalog';
import { addToCartViaApi, fillDelivery, orderCount } from './support/cart';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

const line = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

/**
 * A shopper with `quantity` (2) of a perfume at Rs 3,000 and 1 of another at Rs 2,999, which alone makes Rs 3,199 with
 * delivery; the owner then does `change` to the first.
 */
async function cartWithHeldBackLine(page: Page, change: 'archive' | 'one left', quantity = 2) {
  const { token: owner } = theOwner();
  const stamp = Date.now().toString(36);
  const held = await createProductViaApi(page.request, owner, { name: `Zafran ${stamp}`, price: 3000, stock: 5 });
  const kept = await createProductViaApi(page.request, owner, { name: `Miraj ${stamp}`, price: 2999, stock: 5 });
  const { token } = await newShopper(page);
  await addToCartViaApi(page, token, held._id, quantity);
  await addToCartViaApi(page, token, kept._id, 1);
  if (change === 'archive')
    await changeProductViaApi(page.request, owner, held._id, { version: held.version, archived: true });
  else await adjustStockViaApi(page.request, owner, held._id, -4);
  return { held: held.name, kept: kept.name, token };
}

test('the cart leaves a perfume no longer sold out of its total and waits for its removal to check out', async ({
  page,
}) => {
  const { held } = await cartWithHeldBackLine(page, 'archive');
  await page.goto('/cart');
  const summary = page.getByRole('complementary', { name: 'Cart summary' });
  const buy = summary.getByRole('button', { name: 'Buy it Now' });
  const note = `Not in the total: ${held}. To check out, remove it or lower its quantity, as its line says.`;

  // Drawn before React, as React draws it once the shopper reaches for the cart.
  await expect(line(page, held)).toContainText(`Sorry, ${held} is no longer available. Please remove it to check out.`);
  await expect(summary).toContainText('Rs 3,199');
  await expect(summary.getByText(note)).toBeVisible();
  await expect(buy).toBeDisabled();
  await expect(buy).toHaveAccessibleDescription(note);

  await line(page, held)
    .getByRole('button', { name: `Remove ${held}` })
    .click();
  await expect(line(page, held)).toHaveCount(0, { timeout: 30_000 });
  await expect(summary).toContainText('Rs 3,199');
  await expect(summary.getByText(note)).toHaveCount(0);
  await expect(buy).toBeEnabled();
});

test('the cart waits for a line the shelf holds too few of to be lowered, step by step, then counts it', async ({
  page,
}) => {
  const { held } = await cartWithHeldBackLine(page, 'one left', 3);
  await page.goto('/cart');
  const summary = page.getByRole('complementary', { name: 'Cart summary' });
  const lower = `Only 1 of ${held} is left. Please lower the quantity to check out.`;
  await expect(line(page, held)).toContainText(lower);
  await expect(summary).toContainText('Rs 3,199');
  await expect(summary.getByRole('button', { name: 'Buy it Now' })).toBeDisabled();

  // Each press of − takes one off, though the line stays above what is left until the last.
  const quantity = line(page, held).getByRole('status', { name: `Quantity of ${held}` });
  const decrease = line(page, held).getByRole('button', { name: `Decrease quantity of ${held}` });
  await decrease.click();
  await expect(quantity).toHaveText('2', { timeout: 30_000 });
  await expect(line(page, held)).toContainText(lower);
  await expect(summary.getByRole('button', { name: 'Buy it Now' })).toBeDisabled();
  await decrease.click();
  await expect(quantity).toHaveText('1');
  // Now it can be ordered: Rs 3,000 + Rs 2,999 + Rs 200.
  await expect(summary).toContainText('Rs 6,199');
  await expect(summary.getByRole('button', { name: 'Buy it Now' })).toBeEnabled();
});

test('a checkout opened with such a line says so before the form, links back to the cart and sends nothing', async ({
  page,
}) => {
  const { held, token } = await cartWithHeldBackLine(page, 'one left');
  await page.goto('/checkout');
  await hydrated(page, 'CheckoutPage');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const warning = summary.getByRole('alert');
  await expect(warning).toContainText('Your cart needs a change before you can order:');
  await expect(warning).toContainText(`Only 1 of ${held} is left. Please lower the quantity to check out.`);
  await expect(summary).toContainText('Not in the total');
  await expect(summary).toContainText('Rs 3,199');
  // At the top of the page on a phone: seen before the first field.
  const top = (await warning.boundingBox())!;
  const field = (await page.getByLabel('First name', { exact: true }).boundingBox())!;
  expect(top.y).toBeLessThan(field.y);

  await fillDelivery(page, '03211234567');
  const complete = page.getByRole('button', { name: 'Complete order' });
  await expect(complete).toHaveAttribute('aria-disabled', 'true');
  let sent = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/orders')) sent = true;
  });
  // Announced as unavailable, still pressable (as an unfinished form's is): pressed, it sends nothing.
  await complete.click({ force: true });
  await expect(page.getByText('Please change your cart first, as the order summary says.')).toBeVisible();
  expect(sent).toBe(false);
  expect(await orderCount(page, token)).toBe(0);

  await warning.getByRole('link', { name: 'Back to your cart to change it' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('a checkout refused because the shelf fell below a line meanwhile sends nothing more until the cart changes', async ({
  page,
}) => {
  const { token: owner } = theOwner();
  const stamp = Date.now().toString(36);
  const held = await createProductViaApi(page.request, owner, { name: `Rehan ${stamp}`, price: 3000, stock: 5 });
  const { token } = await newShopper(page);
  await addToCartViaApi(page, token, held._id, 3);
  await page.goto('/checkout');
  await hydrated(page, 'CheckoutPage');
  await fillDelivery(page, '03211234567');
  const complete = page.getByRole('button', { name: 'Complete order' });
  await expect(complete).not.toHaveAttribute('aria-disabled', 'true');

  // Another shopper's order takes the shelf down to 1 while this one fills the form.
  await adjustStockViaApi(page.request, owner, held._id, -4);
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/orders')) sent++;
  });
  await complete.click();
  await expect(page.locator('#checkout-error')).toHaveText(`Sorry, only 1 of ${held.name} left in stock.`);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Not in the total');
  await expect(complete).toHaveAttribute('aria-disabled', 'true');
  await complete.click({ force: true });
  await expect(page.locator('#checkout-error')).toHaveText('Please change your cart first, as the order summary says.');
  expect(sent).toBe(1);
  expect(await orderCount(page, token)).toBe(0);
});

test('in Urdu the cart and checkout say the same of a perfume no longer sold', async ({ page }) => {
  const { held } = await cartWithHeldBackLine(page, 'archive');
  await page.goto('/ur/cart');
  const summary = page.getByRole('complementary', { name: 'کارٹ کا خلاصہ' });
  await expect(summary).toContainText(`کل رقم میں شامل نہیں: ${held}۔`);
  await expect(summary).toContainText('Rs 3,199');
  await expect(summary.getByRole('button', { name: 'چیک آؤٹ کریں' })).toBeDisabled();

  await page.goto('/ur/checkout');
  await hydrated(page, 'CheckoutPage');
  const warning = page.getByRole('complementary', { name: 'آرڈر کا خلاصہ' }).getByRole('alert');
  await expect(warning).toContainText('آرڈر سے پہلے آپ کے کارٹ میں تبدیلی ضروری ہے:');
  await expect(warning).toContainText(`معذرت، ${held} اب نہیں بکتا۔`);
  await expect(page.getByRole('button', { name: 'آرڈر مکمل کریں' })).toHaveAttribute('aria-disabled', 'true');
  await warning.getByRole('link', { name: 'تبدیلی کے لیے کارٹ پر واپس جائیں' }).click();
  await expect(page).toHaveURL(/\/ur\/cart$/);
});

test('the cart and checkout that say so have no accessibility violation, in English and Urdu', async ({ page }) => {
  await cartWithHeldBackLine(page, 'archive');
  for (const path of ['/cart', '/checkout', '/ur/cart', '/ur/checkout']) {
    await page.goto(path);
    await expect(page.getByText(/Rs 3,199/).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .setLegacyMode()
      .analyze();
    expect(violations.map((violation) => `${path} ${violation.id}`)).toEqual([]);
  }
});
