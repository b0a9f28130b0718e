/**
 * A note's Urdu name the server refuses (a hidden character in it) is shown on that note's own box on a 360 px
 * phone, in the English and the Urdu console: the box is marked, says why beside it naming itself, and takes the
 * focus, as the note lists' boxes do.
 */
import { expect, test, type Locator } from './support/test';
import { createProductViaApi, openCatalog } from './support/catalog';

test.use({ viewport: { width: 360, height: 740 } });

const HIDDEN = 'بنفشی\u200bجڑ';

async function editForm(catalog: Locator, name: string, words: { search: string; show: string; edit: string }) {
  await catalog.getByRole('searchbox', { name: words.search }).fill(name);
  await catalog.getByRole('button', { name: words.show, exact: true }).click();
  await catalog.getByRole('button', { name: words.edit.replace('%', name) }).click();
  return catalog.getByRole('form', { name: words.edit.replace('%', name) });
}

test('a refused Urdu name of a note is marked on its own box, said beside it and focused, in English and Urdu', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { admin, catalog } = await openCatalog(page);
  const name = `Banafsha ${Date.now().toString(36)}`;
  await createProductViaApi(page.request, admin.token, {
    name,
    notes: { top: ['Bergamot'], heart: ['Orris', 'Rose'], base: ['Musk'] },
  });

  const form = await editForm(catalog, name, { search: 'Search', show: 'Show perfumes', edit: 'Edit %' });
  const orris = form.getByRole('textbox', { name: 'Orris in Urdu' });
  await orris.fill(HIDDEN);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(orris).toHaveAttribute('aria-invalid', 'true');
  await expect(orris).toHaveAccessibleDescription(/line breaks or hidden characters/);
  await expect(orris).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Rose in Urdu' })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('group', { name: 'Notes in Urdu' })).not.toHaveAttribute('aria-invalid', 'true');
  // Changing the box takes its refusal away.
  await orris.fill('بنفشی جڑ');
  await expect(orris).not.toHaveAttribute('aria-invalid', 'true');

  await page.goto('/ur/orders');
  const urdu = page.getByRole('region', { name: 'کیٹلاگ' });
  await expect(urdu.getByRole('status').filter({ hasText: /پرفیوم دکھائے جا رہے ہیں/ })).toBeVisible();
  const inUrdu = await editForm(urdu, name, { search: 'تلاش', show: 'پرفیوم دکھائیں', edit: '% بدلیں' });
  const orrisUr = inUrdu.getByRole('textbox', { name: 'Orris کا اردو نام' });
  await orrisUr.fill(HIDDEN);
  await inUrdu.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }).click();
  await expect(orrisUr).toHaveAttribute('aria-invalid', 'true');
  // The Urdu console names the box it is about and what is wrong with it, not only that something is.
  await expect(orrisUr).toHaveAccessibleDescription(
    /^Orris کے اردو نام میں نئی سطر یا چھپے ہوئے حروف نہیں ہو سکتے .*براہِ کرم اسے ایک سطر میں خود ٹائپ کریں۔$/,
  );
  await expect(orrisUr).toBeFocused();
});
