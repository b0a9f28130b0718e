/**
 * A perfume the owner sized at 100 ml is sold as 100 ml on a phone (360 px): the cart drawn before React and by it,
 * the checkout's summary and the receipt all say '100ml', where they said the shop's usual '50ml'.
 */
import { expect, test, type Page } from './support/test';
import { newShopper, theOwner } from './support/accounts';
import { createProductViaApi } from './support/catalog';
import { addToCartViaApi, fillDelivery } from './support/cart';

test.use({ viewport: { width: 360, height: 780 } });

const cartIsland = (page: Page) => page.locator('astro-island[component-url*="/CartPage."]');

test('a 100 ml bottle says 100ml in the cart, before and after React, at checkout and on the receipt', async ({
  page,
}) => {
  const name = `Sahar ${Date.now().toString(36)}`;
  const perfume = await createProductViaApi(page.request, theOwner().token, { name, sizeMl: 100, price: 2450 });
  const { token } = await newShopper(page);
  await addToCartViaApi(page, token, perfume._id);

  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(line).toContainText('Rs 2,450 100ml');
  // Drawn by the page's own script: React has not taken the cart over yet.
  await expect(cartIsland(page)).toHaveAttribute('ssr', '');
  await cartIsland(page).dispatchEvent('pointerover');
  await expect(cartIsland(page)).not.toHaveAttribute('ssr', '', { timeout: 30_000 });
  await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(line.getByRole('status', { name: `Quantity of ${name}` })).toHaveText('2');
  await expect(line).toContainText('Rs 2,450 100ml');

  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('listitem').filter({ hasText: name })).toContainText('100ml');
  await fillDelivery(page, '03001234568');
  await page.getByRole('button', { name: 'Complete order' }).click();
  const receipt = page.getByRole('article', { name: 'Thank you for your order!' });
  await expect(receipt.getByRole('row', { name: new RegExp(name) })).toContainText('100ml');
  await expect(receipt.getByRole('row', { name: new RegExp(name) })).not.toContainText('50ml');
});
