/** The console's photo box on the owner's phone (412 px): what it lists and what it says as photos are added. */
import { expect, test, type Locator } from './support/test';
import { openCatalog, PHOTO } from './support/catalog';

test.use({ viewport: { width: 412, height: 915 } });

/** The new-perfume form, every field but the photos filled. */
async function newPerfumeForm(catalog: Locator, name: string) {
  await catalog.getByRole('button', { name: 'Add a perfume' }).click();
  const form = catalog.getByRole('form', { name: 'New perfume' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('Rose and oud for evenings.');
  await form.getByLabel('Top notes').fill('Rose');
  await form.getByLabel('Base notes').fill('Oud');
  await form.getByLabel('Price (Rs)').fill('2300');
  await form.getByLabel('Scent type').selectOption('woody');
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
