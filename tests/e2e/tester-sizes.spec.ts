/**
 * A shopper on a phone buys a perfume's 10 ml tester, where the shop sells one beside the bottle, and finds the tester
 * of a perfume whose bottle is sold out (360 px).
 */
import { expect, test } from './support/test';
import { newShopper, theOwner } from './support/accounts';
import { createProductViaApi, setSizesViaApi } from './support/catalog';
import { fillDelivery } from './support/cart';
import { hydrated } from './support/hydration';
import { csrfHeaders } from './support/csrf';

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

test("a perfume's tester and sample sizes in a running sale show their own price struck through beside the sale's, as the bottle does, in both languages", async ({
  page,
}) => {
  const { token } = theOwner();
  const asOwner = async () => ({ authorization: `Bearer ${token}`, ...(await csrfHeaders(page.request)) });
  // Amber Wood, Rs 2,199 for its 50 ml bottle, at Rs 1,799 in the sale: its 10 ml and 3 ml lose the same share.
  await setSizesViaApi(page.request, token, 'amber-wood', [
    { ml: 10, price: 600, stock: 5 },
    { ml: 3, price: 150, stock: 5 },
  ]);
  const hour = 60 * 60 * 1000;
  const made = await page.request.post('/api/admin/sales', {
    headers: await asOwner(),
    data: {
      name: 'Winter Sale',
      nameUr: 'سرما سیل',
      badge: 'WINTER',
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
      items: [{ productId: 'amber-wood', salePrice: 1799 }],
    },
  });
  expect(made.status()).toBe(201);
  const sale = ((await made.json()) as { sale: { _id: string } }).sale;
  try {
    for (const words of [
      {
        prefix: '',
        bar: 'Price and Add to Cart',
        tester: '10 ml tester',
        sample: '3 ml tester',
        was: 'Was',
        now: 'Now',
        badge: 'WINTER',
      },
      {
        prefix: '/ur',
        bar: 'قیمت اور کارٹ میں شامل کریں',
        tester: '10 ملی لیٹر ٹیسٹر',
        sample: '3 ملی لیٹر ٹیسٹر',
        was: 'پہلے',
        now: 'اب',
        badge: 'سرما سیل',
      },
    ]) {
      await page.goto(`${words.prefix}/perfumes/amber-wood`);
      await hydrated(page, 'ProductOffer');
      const price = page.locator('.offer .offer-price');
      const struck = (was: number, now: number) =>
        `${words.was} Rs. ${was.toLocaleString('en-PK')}/-${words.now} Rs. ${now.toLocaleString('en-PK')}/-`;
      await expect(price).toHaveText(struck(2199, 1799));
      const sizes = page.getByRole('group', { name: words.prefix ? 'سائز' : 'Size' });
      await sizes.getByRole('radio', { name: new RegExp(`^${words.tester}`) }).check();
      await expect(price).toHaveText(struck(600, 491));
      await expect(page.locator('.offer .sale-badge')).toHaveText(words.badge);
      await sizes.getByRole('radio', { name: new RegExp(`^${words.sample}`) }).check();
      await expect(price).toHaveText(struck(150, 123));

      // The bar at the screen's foot, once the page's own Add to Cart has scrolled away, shows the same.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = page.getByRole('region', { name: words.bar });
      await expect(bar).toBeVisible();
      await expect(bar.locator('.buy-bar-price')).toHaveText(struck(150, 123));
    }
  } finally {
    await page.request.delete(`/api/admin/sales/${sale._id}`, { headers: await asOwner() });
    await setSizesViaApi(page.request, token, 'amber-wood', []);
  }
});
