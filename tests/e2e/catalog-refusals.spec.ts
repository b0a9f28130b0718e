import { expect, test, type Page } from './support/test';
import { changeProductViaApi, createProductViaApi, openCatalog, PHOTO } from './support/catalog';

test.use({ viewport: { width: 412, height: 915 } });

/** A perfume priced Rs 1,800 made through the API, open in the console's product form. */
async function editingNewPerfume(page: Page) {
  const { admin, catalog } = await openCatalog(page);
  const name = `Qasida ${Date.now().toString(36)}`;
  const product = await createProductViaApi(page.request, admin.token, { name, price: 1800 });
  await catalog.getByRole('searchbox', { name: 'Search' }).fill(name);
  await catalog.getByRole('button', { name: 'Show perfumes' }).click();
  await catalog.getByRole('button', { name: `Edit ${name}` }).click();
  return { admin, catalog, name, product, edit: catalog.getByRole('form', { name: `Edit ${name}` }) };
}

test('an edit made from a stale copy is refused, and Reload keeps what the owner typed', async ({ page }) => {
  const { admin, catalog, name, product, edit } = await editingNewPerfume(page);
  await edit.getByLabel('Price (Rs)').fill('1700');

  // Another admin changes the description meanwhile.
  await changeProductViaApi(page.request, admin.token, product._id, {
    version: product.version,
    description: 'Changed on the laptop.',
  });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const alert = edit.getByRole('alert');
  await expect(alert).toContainText('This product was changed by someone else. Reload it and try again.');
  await expect(edit.getByLabel('Price (Rs)')).toHaveValue('1700');

  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(catalog.getByText('Reloaded: the other changes are in and yours are kept.')).toBeVisible();
  await expect(edit.getByLabel('Description')).toHaveValue('Changed on the laptop.');
  await expect(edit.getByLabel('Price (Rs)')).toHaveValue('1700');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(catalog.getByText('Changes saved.')).toBeVisible();
  await catalog.getByRole('button', { name: '← Back to products' }).click();
  await expect(catalog.getByRole('article', { name })).toContainText('Rs 1,700');
});

test("Reload names the field another admin changed too, and saving puts the owner's own in", async ({ page }) => {
  const { admin, catalog, name, product, edit } = await editingNewPerfume(page);
  await edit.getByLabel('Price (Rs)').fill('1700');

  // Another admin re-prices it on the laptop meanwhile.
  await changeProductViaApi(page.request, admin.token, product._id, { version: product.version, price: 1900 });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await edit.getByRole('alert').getByRole('button', { name: 'Reload' }).click();
  await expect(
    catalog.getByText('Price (Rs) was changed by someone else too: saving puts yours in place of theirs.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(edit.getByLabel('Price (Rs)')).toHaveValue('1700');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(catalog.getByText('Changes saved.')).toBeVisible();
  await catalog.getByRole('button', { name: '← Back to products' }).click();
  await expect(catalog.getByRole('article', { name })).toContainText('Rs 1,700');
});

test('refusals show under their field and keep what was typed', async ({ page }) => {
  const { admin, catalog } = await openCatalog(page);
  const taken = `Nishan ${Date.now().toString(36)}`;
  await createProductViaApi(page.request, admin.token, { name: taken });
  await catalog.getByRole('button', { name: 'Add a perfume' }).click();
  const form = catalog.getByRole('form', { name: 'New perfume' });
  await form.getByLabel('Name').fill(`  ${taken.toUpperCase()} `);
  await form.getByLabel('Description').fill('Iris and leather.');
  await form.getByLabel('Price (Rs)').fill('2000');
  await form.getByLabel('Price before the sale (Rs)').fill('1500');
  await form.getByLabel('Scent type').selectOption('floral');
  await form.getByRole('checkbox', { name: 'Women' }).check();

  // A file that is not a photo never leaves the phone.
  await form
    .getByLabel('Add photos')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(form.getByRole('alert')).toContainText('notes.txt: This file could not be read as a photo.');
  await expect(form.getByRole('alert')).not.toContainText('notes.txt could not');
  await form.getByLabel('Add photos').setInputFiles(PHOTO);
  await expect(form.getByRole('img', { name: 'Photo 1, the main one' })).toBeVisible();

  await form.getByRole('button', { name: 'Add perfume' }).click();
  const original = form.getByRole('spinbutton', { name: 'Price before the sale (Rs)' });
  await expect(original).toHaveAttribute('aria-invalid', 'true');
  await expect(original).toHaveAccessibleDescription(/above the price/);
  await expect(original).toBeFocused();

  await original.fill('');
  await form.getByRole('button', { name: 'Add perfume' }).click();
  const nameField = form.getByRole('textbox', { name: 'Name' });
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription(new RegExp(taken, 'i'));
  await expect(form.getByLabel('Description')).toHaveValue('Iris and leather.');
  await expect(form.getByRole('img', { name: 'Photo 1, the main one' })).toBeVisible();

  await nameField.fill(`${taken} Two`);
  await form.getByRole('button', { name: 'Add perfume' }).click();
  await expect(catalog.getByText('Perfume added.')).toBeVisible();
});
