/**
 * An English note word on a 360 px phone: the perfume whose name means it comes first, before those that only have
 * the note, on /search and in the box's suggestions.
 */
import { expect, test } from './support/test';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

test('rose lists Gulab first, saffron Zafran and vetiver Khas', async ({ page }) => {
  for (const [word, name] of [
    ['rose', 'Gulab'],
    ['saffron', 'Zafran'],
    ['vetiver', 'Khas'],
  ] as const) {
    await page.goto(`/search?q=${word}`);
    const list = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(list.getByRole('heading', { level: 2 }).first(), word).toHaveText(name);
  }

  // The search box suggests it first as the word is typed whole.
  const box = page.getByRole('combobox', { name: 'Search perfumes' });
  await box.focus();
  await hydrated(page, 'SearchBox');
  await box.fill('rose');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAccessibleName(/^Gulab/);
});
