/**
 * A shopper on a phone buys a perfume's 10 ml tester, where the shop sells one beside the bottle, and finds the tester
 * of a perfume whose bottle is sold out (360 px).
 */
import { expect, test } from './support/test';
import { newShopper, theOwner } from './support/accounts';
import { createProductViaApi, setSizesViaApi } from './support/catalog';
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

test('a perfume whose bottle is sold out but whose tester is not leads from its card, in both languages and from the search, to its page to choose the tester', async ({
  page,
}) => {
  const { token } = theOwner();
  const name = `Saba ${Date.now().toString(36)}`;
  const perfume = await createProductViaApi(page.request, token, { name, stock: 0 });
  await setSizesViaApi(page.request, token, perfume._id, [{ ml: 10, price: 599, stock: 4 }]);

  await page.goto('/fruity-perfumes');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByRole('link', { name: `Choose a size ${name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Out of stock' })).toHaveCount(0);

  await page.goto('/ur/fruity-perfumes');
  const urduCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(urduCard.getByRole('link', { name: `سائز چنیں ${name}` })).toHaveAttribute(
    'href',
    `/ur/perfumes/${perfume.slug}`,
  );

  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: `Choose a size ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/perfumes/${perfume.slug}$`));
  await hydrated(page, 'ProductOffer');
  const sizes = page.getByRole('group', { name: 'Size' });
  // The bottle says it is sold out, and the tester is chosen at once.
  await expect(sizes.getByRole('radio', { name: '50 ml — Rs 1,999 — Sold out' })).not.toBeChecked();
  await expect(sizes.getByRole('radio', { name: '10 ml tester — Rs 599' })).toBeChecked();
  await expect(page.locator('.offer-price')).toContainText('599');
  await expect(page.getByRole('button', { name: `Add to Cart ${name}` })).toBeEnabled();
});
