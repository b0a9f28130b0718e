/**
 * On a 360 px phone, a perfume's name typed as a Roman Urdu shopper hears it is suggested first: koh-i-noor is
 * Kohinoor, tufan Toofan, and the Urdu کنو Kinnow.
 */
import { expect, test } from './support/test';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

test('the search box suggests the perfume a name spelled as it sounds names, first', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search perfumes' });
  await hydrated(page, 'SearchBox');
  const suggestions = page.getByRole('listbox', { name: 'Suggested perfumes' });
  for (const [typed, name] of [
    ['koh-i-noor', 'Kohinoor'],
    ['tufan', 'Toofan'],
    ['کنو', 'Kinnow'],
  ]) {
    await box.fill('');
    await box.pressSequentially(typed!);
    await expect(suggestions.getByRole('option').first(), typed).toContainText(name!);
  }
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Kinnow' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Kinnow');
});
