/**
 * The owner, on a 412 px phone, types into the product form and taps the browser's Back before saving: the browser
 * asks before leaving, and staying keeps what was typed. With nothing unsaved, Back leaves without asking.
 */
import { expect, test, type Dialog, type Page } from './support/test';
import { openCatalog } from './support/catalog';

test.use({ viewport: { width: 412, height: 915 } });

/** Goes Back, answering the browser's question (if it asks) with `answer`; the questions asked. */
async function back(page: Page, answer: 'stay' | 'leave'): Promise<string[]> {
  const asked: string[] = [];
  const reply = (dialog: Dialog) => {
    asked.push(dialog.type());
    void (answer === 'stay' ? dialog.dismiss() : dialog.accept());
  };
  page.on('dialog', reply);
  await page.goBack({ waitUntil: 'commit', timeout: 3000 }).catch(() => null);
  page.off('dialog', reply);
  return asked;
}

test('Back asks before dropping an unsaved perfume, and not once it is left empty', async ({ page }) => {
  await page.goto('/about-us');
  const { catalog } = await openCatalog(page);
  const consoleUrl = page.url();
  await catalog.getByRole('button', { name: 'Add a perfume' }).click();
  const form = catalog.getByRole('form', { name: 'New perfume' });
  await form.getByLabel('Name').fill('Gulab Shaam');

  expect(await back(page, 'stay')).toEqual(['beforeunload']);
  await expect(page).toHaveURL(consoleUrl);
  await expect(form.getByLabel('Name')).toHaveValue('Gulab Shaam');

  await form.getByLabel('Name').fill('');
  expect(await back(page, 'stay')).toEqual([]);
  await expect(page).not.toHaveURL(consoleUrl);
});
