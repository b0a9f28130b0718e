/**
 * A long query on a 360 px phone: a pasted address, or one word of 300 letters, wraps wherever the page repeats it
 * (the summary, the box's suggestions), so the page never scrolls sideways, in English or in Urdu.
 */
import { expect, test } from './support/test';
import { hydrated } from './support/hydration';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

const PASTED = 'https://www.instagram.com/p/C9xYz123abcDEF456ghiJKL789/?igsh=MWQ1ZGUxMzBkMmMyNA==';
const LONG_WORD = 'x'.repeat(300);

for (const [prefix, label] of [
  ['', 'Search perfumes'],
  ['/ur', 'پرفیوم تلاش کریں'],
] as const) {
  test(`a pasted address or a 300-letter word leaves ${prefix}/search no sideways scroll`, async ({ page }) => {
    for (const query of [PASTED, LONG_WORD]) {
      await page.goto(`${prefix}/search?q=${encodeURIComponent(query)}`);
      // Words that find nothing: the summary repeats them (as far as the search reads them).
      const summary = page.getByRole('status').filter({ hasText: query.slice(0, 40) });
      await expect(summary).toBeVisible();
      expect(await sidewaysOverflow(page), query).toBe(0);
      const box = page.getByRole('combobox', { name: label });
      await expect(box).toHaveValue(query.slice(0, 100));
      const width = await summary.evaluate((element) => element.getBoundingClientRect().right);
      expect(width).toBeLessThanOrEqual(360);
    }
    // Typed into the box: oud and a long run of signs, which the search skips, suggests oud perfumes and a link to
    // them all that repeats the words; it stays on the screen too.
    const box = page.getByRole('combobox', { name: label });
    await box.focus();
    await hydrated(page, 'SearchBox');
    await box.fill(`oud ${'='.repeat(300)}`);
    await expect(page.getByRole('listbox').getByRole('option', { name: /====/ })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
}
