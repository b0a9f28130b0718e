/** The console's photo box on the owner's phone (412 px): what it lists and what it says as photos are added. */
import { expect, test, type Locator } from './support/test';
import { createProductViaApi, openCatalog, PHOTO } from './support/catalog';

test.use({ viewport: { width: 412, height: 915 } });

/** The new-perfume form, every field but the photos filled. */
async function newPerfumeForm(catalog: Locator, name: string) {
  await catalog.getByRole('button', { name: 'Add a perfume' }).click();
  const form = catalog.getByRole('form', { name: 'New perfume' });
  await form.getByLabel('Name').fill(name);
  // As support/catalog.ts makes its perfumes: words and a type no search or category count of another test reads,
  // since the perfume stays in the shop the tests share.
  await form.getByLabel('Description').fill('A test perfume.');
  await form.getByLabel('Top notes').fill('Bergamot');
  await form.getByLabel('Base notes').fill('Musk');
  await form.getByLabel('Price (Rs)').fill('2300');
  await form.getByLabel('Scent type').selectOption('fruity');
  return form;
}

test('the same photo picked again is not listed twice, and the owner is told why', async ({ page }) => {
  test.setTimeout(90_000);
  const { catalog } = await openCatalog(page);
  const form = await newPerfumeForm(catalog, `Gulnar ${Date.now().toString(36)}`);
  await form.getByLabel('Add photos').setInputFiles(PHOTO);
  await expect(form.getByRole('img', { name: 'Photo 1, the main one' })).toBeVisible();
  await expect(form.getByRole('status').filter({ hasText: '1 photo added. Save to keep it.' })).toBeVisible();

  await form.getByLabel('Add photos').setInputFiles(PHOTO);
  await expect(form.getByRole('alert').filter({ hasText: 'bottle-photo.jpg' })).toHaveText(
    'bottle-photo.jpg: This photo is already in the gallery, so it was not added again.',
  );
  await expect(form.getByRole('img', { name: /^Photo \d/ })).toHaveCount(1);
  await expect(form.getByRole('button', { name: 'Remove photo 2' })).toHaveCount(0);
});

test('the stock form drops the shop’s last refusal once the owner checks or sends it again', async ({ page }) => {
  const { admin, catalog } = await openCatalog(page);
  const name = `Sandal ${Date.now().toString(36)}`;
  await createProductViaApi(page.request, admin.token, { name, stock: 15 });
  await catalog.getByRole('searchbox', { name: 'Search' }).fill(name);
  await catalog.getByRole('button', { name: 'Show perfumes' }).click();
  await catalog.getByRole('button', { name: `Edit ${name}` }).click();
  const stock = catalog.getByRole('form', { name: 'Adjust stock' });
  await stock.getByLabel('Quantity').fill('20');
  await stock.getByLabel('Reason').selectOption({ label: 'Correction' });
  await stock.getByRole('button', { name: 'Take from stock' }).click();
  // The shop's refusal is about the quantity: it shows beside it.
  const quantity = stock.getByLabel('Quantity');
  await expect(quantity).toHaveAccessibleDescription(new RegExp(`Stock cannot go below 0.*${name} has 15 in stock\\.`));

  // The owner fixes the quantity wrongly: the form's own check speaks, and the shop's old refusal is gone.
  await quantity.fill('2.5');
  await stock.getByRole('button', { name: 'Take from stock' }).click();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).not.toHaveAccessibleDescription(/Stock cannot go below 0/);
  await expect(stock.getByText('Stock cannot go below 0', { exact: false })).toHaveCount(0);

  // Sent again and refused again, then right: only what the last try was told shows.
  await stock.getByLabel('Quantity').fill('5');
  await stock.getByRole('button', { name: 'Take from stock' }).click();
  await expect(stock.getByText('Stock is now 10.')).toBeVisible();
  await expect(stock.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
});

test('once the perfume is added with its photo, the photo box no longer asks the owner to save it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { catalog } = await openCatalog(page);
  const name = `Shabnam ${Date.now().toString(36)}`;
  const form = await newPerfumeForm(catalog, name);
  await form.getByLabel('Add photos').setInputFiles(PHOTO);
  const hint = catalog.getByRole('status').filter({ hasText: '1 photo added. Save to keep it.' });
  await expect(hint).toBeVisible();
  await form.getByRole('button', { name: 'Add perfume' }).click();
  await expect(catalog.getByText('Perfume added.')).toBeVisible();
  const edit = catalog.getByRole('form', { name: `Edit ${name}` });
  await expect(edit.getByRole('img', { name: 'Photo 1, the main one' })).toBeVisible();
  await expect(catalog.getByText(/photos? added\. Save to keep/)).toHaveCount(0);
});
