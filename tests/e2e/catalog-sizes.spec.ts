/**
 * The owner gives a perfume a tester size in its editor, and a shopper's page offers it at once; a list changed by
 * someone else meanwhile is not saved over, and what the owner typed over it is kept, in English and in Urdu.
 */
import { expect, test } from './support/test';
import { createProductViaApi, openCatalog, setSizesViaApi } from './support/catalog';
import { logInWithToken, theOwner } from './support/accounts';
import { leftToRight as ltr } from '#schema/i18n/languages';
import { csrfHeaders } from './support/csrf';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 412, height: 915 } });

test('the owner adds a 10 ml tester in the product editor, refused first above the bottle’s price, and it shows on the perfume’s page', async ({
  page,
  browser,
}) => {
  const { admin, catalog } = await openCatalog(page);
  const name = `Sehra ${Date.now().toString(36)}`;
  const product = await createProductViaApi(page.request, admin.token, { name, price: 1999, sizeMl: 50 });
  await catalog.getByRole('searchbox', { name: 'Search' }).fill(name);
  await catalog.getByRole('button', { name: 'Show perfumes' }).click();
  await catalog.getByRole('button', { name: `Edit ${name}` }).click();

  const sizes = catalog.getByRole('form', { name: 'Tester and sample sizes' });
  await sizes.getByRole('button', { name: 'Add a size' }).click();
  await sizes.getByLabel('Size (ml)').fill('10');
  await sizes.getByLabel('Price (Rs)').fill('2500');
  await sizes.getByLabel('Stock').fill('6');
  await sizes.getByRole('button', { name: 'Save sizes' }).click();
  // Refused under the price it is about: a tester above the bottle's Rs 1,999.
  await expect(sizes.getByLabel('Price (Rs)')).toHaveAttribute('aria-invalid', 'true');
  await sizes.getByLabel('Price (Rs)').fill('550');
  await sizes.getByRole('button', { name: 'Save sizes' }).click();
  await expect(sizes.getByRole('status')).toHaveText('Sizes saved.');

  // Another owner re-prices the tester while this form still shows Rs 550: the stock typed here is not saved over
  // their price. The save is refused, the typed stock stays, and Reload brings their price in under it.
  const other = await page.request.put(`/api/admin/products/${product._id}/sizes`, {
    data: { sizes: [{ ml: 10, price: 600, stock: 6 }], was: [{ ml: 10, price: 550, stock: 6 }] },
    headers: { authorization: `Bearer ${admin.token}`, ...(await csrfHeaders(page.request)) },
  });
  expect(other.status()).toBe(200);
  await sizes.getByLabel('Stock').fill('20');
  await sizes.getByRole('button', { name: 'Save sizes' }).click();
  const refused = sizes.getByRole('alert');
  await expect(refused).toContainText('These sizes changed since you opened them');
  await expect(sizes.getByLabel('Stock')).toHaveValue('20');
  await refused.getByRole('button', { name: 'Reload' }).click();
  await expect(sizes.getByRole('status')).toHaveText(
    'Reloaded: the other changes are in and yours are kept. Check them and save again.',
  );
  await expect(sizes.getByLabel('Price (Rs)')).toHaveValue('600');
  await expect(sizes.getByLabel('Stock')).toHaveValue('20');
  await sizes.getByRole('button', { name: 'Save sizes' }).click();
  await expect(sizes.getByRole('status')).toHaveText('Sizes saved.');

  const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await shopper.goto(`/perfumes/${product.slug}`);
  await hydrated(shopper, 'ProductOffer');
  const choice = shopper.getByRole('group', { name: 'Size' });
  await expect(choice.getByRole('radio', { name: '50 ml — Rs 1,999' })).toBeChecked();
  await expect(choice.getByRole('radio', { name: '10 ml tester — Rs 600' })).toBeVisible();
  await shopper.close();
});

test('a price typed into a size another tab saved meanwhile is kept through the refusal and Reload, and saved', async ({
  page,
}) => {
  const { token } = theOwner();
  for (const lang of ['en', 'ur'] as const) {
    const en = lang === 'en';
    const name = `Sehra ${lang} ${Date.now().toString(36)}`;
    const product = await createProductViaApi(page.request, token, { name, price: 1999, sizeMl: 50 });
    await setSizesViaApi(page.request, token, product._id, [{ ml: 10, price: 550, stock: 6 }]);
    await logInWithToken(page, token);
    await page.goto(en ? '/orders#catalog' : '/ur/orders#catalog');
    const catalog = page.getByRole('region', { name: en ? 'Catalog' : 'کیٹلاگ' });
    await catalog.getByRole('searchbox', { name: en ? 'Search' : 'تلاش' }).fill(name);
    await catalog.getByRole('button', { name: en ? 'Show perfumes' : 'پرفیوم دکھائیں', exact: true }).click();
    await catalog.getByRole('button', { name: en ? `Edit ${name}` : `${name} بدلیں` }).click();
    const sizes = catalog.getByRole('form', { name: en ? 'Tester and sample sizes' : 'ٹیسٹر اور نمونے کے سائز' });
    const price = sizes.getByRole('spinbutton', { name: en ? 'Price (Rs)' : 'قیمت (روپے)' });
    const stock = sizes.getByRole('spinbutton', { name: en ? 'Stock' : 'اسٹاک' });
    await expect(price).toHaveValue('550');

    // The other tab re-prices the tester and sells one meanwhile.
    await setSizesViaApi(page.request, token, product._id, [{ ml: 10, price: 600, stock: 5 }]);
    await price.fill('950');
    await sizes.getByRole('button', { name: en ? 'Save sizes' : 'سائز محفوظ کریں' }).click();
    const refused = sizes.getByRole('alert');
    await expect(refused).toContainText(en ? 'What you typed is kept' : 'آپ کا لکھا ہوا رہے گا');
    await expect(price).toHaveValue('950');

    await refused.getByRole('button', { name: en ? 'Reload' : 'دوبارہ لوڈ کریں' }).click();
    await expect(sizes.getByRole('status')).toContainText(
      en ? '10 ml Price (Rs) changed meanwhile too' : `${ltr(10)} ملی لیٹر: قیمت (روپے) اسی دوران کسی اور نے بھی بدلا`,
    );
    await expect(price).toHaveValue('950');
    await expect(stock).toHaveValue('5');
    await sizes.getByRole('button', { name: en ? 'Save sizes' : 'سائز محفوظ کریں' }).click();
    await expect(sizes.getByRole('status')).toHaveText(en ? 'Sizes saved.' : 'سائز محفوظ ہو گئے۔');
    const saved = (await (
      await page.request.get(`/api/admin/products/${product._id}/sizes`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { sizes: unknown };
    expect(saved.sizes).toEqual([{ ml: 10, price: 950, stock: 5 }]);
  }
});
