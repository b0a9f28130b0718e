/** A shopper on a phone buys a perfume's 10 ml tester, where the shop sells one beside the bottle (360 px). */
import { expect, test } from './support/test';
import { newShopper } from './support/accounts';
import { fillDelivery } from './support/cart';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 780 } });

test('a shopper chooses the tester size, adds it, orders it cash on delivery, and the receipt names the size', async ({
  page,
}) => {
  await newShopper(page);
  // Ghazal, on no sale: Rs 2,399 for the 50 ml bottle, and the seed's 10 ml tester at Rs 649.
  await page.goto('/perfumes/ghazal');
  await hydrated(page, 'ProductOffer');
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: '50 ml — Rs 2,399' })).toBeChecked();
  await sizes.getByRole('radio', { name: '10 ml tester — Rs 649' }).check();
  await expect(page.locator('.offer-price')).toContainText('649');
  await page.getByRole('button', { name: 'Add to Cart Ghazal' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ghazal 10 ml' }) });
  await expect(line).toContainText('10ml');
  await expect(line).toContainText('Rs 649');

  await page.goto('/checkout');
  await fillDelivery(page, '03001234567');
  await page.getByRole('button', { name: 'Complete order' }).click();
  const receipt = page.getByRole('article', { name: 'Thank you for your order!' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByRole('row', { name: /Ghazal 10 ml/ })).toContainText('649');
});
