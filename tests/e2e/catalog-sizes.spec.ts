/**
 * The owner gives a perfume a tester size in its editor, and a shopper's page offers it at once; a list changed by
 * someone else meanwhile is not saved over.
 */
import { expect, test } from './support/test';
import { createProductViaApi, openCatalog } from './support/catalog';
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
  // their price; the form shows today's list and says why.
  const other = await page.request.put(`/api/admin/products/${product._id}/sizes`, {
    data: { sizes: [{ ml: 10, price: 600, stock: 6 }], was: [{ ml: 10, price: 550, stock: 6 }] },
    headers: { authorization: `Bearer ${admin.token}`, ...(await csrfHeaders(page.request)) },
  });
  expect(other.status()).toBe(200);
  await sizes.getByLabel('Stock').fill('20');
  await sizes.getByRole('button', { name: 'Save sizes' }).click();
  await expect(sizes.getByRole('status')).toContainText('These sizes changed since you opened them');
  await expect(sizes.getByLabel('Price (Rs)')).toHaveValue('600');
  await expect(sizes.getByLabel('Stock')).toHaveValue('6');

  const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await shopper.goto(`/perfumes/${product.slug}`);
  await hydrated(shopper, 'ProductOffer');
  const choice = shopper.getByRole('group', { name: 'Size' });
  await expect(choice.getByRole('radio', { name: '50 ml — Rs 1,999' })).toBeChecked();
  await expect(choice.getByRole('radio', { name: '10 ml tester — Rs 600' })).toBeVisible();
  await shopper.close();
});
