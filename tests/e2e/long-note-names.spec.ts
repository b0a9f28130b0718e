/**
 * A perfume whose notes' names are each one long word still fits a 360 px phone, in English and in Urdu: its own page,
 * and its card beside a perfume of its type.
 */
import { expect, test } from './support/test';
import { theOwner } from './support/accounts';
import { createProductViaApi } from './support/catalog';
import { sidewaysOverflow } from './support/sideways';
import { MAX_NOTE } from '#schema/catalog/limits';

test.use({ viewport: { width: 360, height: 740 } });

test('notes named with one long word wrap inside the page, English and Urdu', async ({ page }) => {
  const { token } = theOwner();
  const longEnglish = 'Rosewoodsandalambermuskvetiver'.repeat(3).slice(0, MAX_NOTE);
  const made = await createProductViaApi(page.request, token, {
    name: `Lambi ${Date.now().toString(36)}`,
    notes: { top: [longEnglish], heart: ['Rose'], base: ['Musk'] },
    // Each note named in Urdu too: the perfume stays in the shop the tests share, whose Urdu pages show no English.
    notesUr: {
      [longEnglish]: 'صندلصندلصندلصندلصندلصندلصندلصندل'.slice(0, MAX_NOTE),
      Rose: 'گلابگلابگلابگلابگلابگلابگلابگلاب'.slice(0, MAX_NOTE),
    },
  });
  for (const path of [`/perfumes/${made.slug}`, `/ur/perfumes/${made.slug}`]) {
    await page.goto(path);
    await expect(page.locator('.pyramid')).toBeVisible();
    expect(await sidewaysOverflow(page), path).toBe(0);
  }
  // Its card, whose Urdu description the notes make, beside a perfume of its type.
  const neighbour = await createProductViaApi(page.request, token, { name: `Parosi ${Date.now().toString(36)}` });
  await page.goto(`/ur/perfumes/${neighbour.slug}`);
  await expect(page.locator('.product-card').filter({ hasText: made.name })).toHaveCount(1);
  expect(await sidewaysOverflow(page), 'its card beside a perfume of its type').toBe(0);
});
