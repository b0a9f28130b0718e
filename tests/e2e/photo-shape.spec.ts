/**
 * A perfume whose photo is not square (the owner's phone takes 3:4; this one is 3:1) keeps its photo's shape in the
 * square boxes of its search result and its category card on a 360 px phone: shown whole, never squashed.
 */
import { expect, test, type Locator } from './support/test';
import { theOwner } from './support/accounts';
import { createProductViaApi } from './support/catalog';

test.use({ viewport: { width: 360, height: 740 } });

const fit = (image: Locator) => image.evaluate((img) => getComputedStyle(img).objectFit);

test('a perfume with a wide photo shows it whole in its search result and on its category card', async ({ page }) => {
  const name = `Lambi Tasveer ${Date.now().toString(36)}`;
  await createProductViaApi(page.request, theOwner().token, { name, images: ['/images/banners/fruity-perfumes.svg'] });

  // Each photo is beside its name, which says what it is: the photo itself is left unnamed.
  const photoBeside = (item: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) })
      .locator(`${item} img`);

  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  const result = photoBeside('.result-photo');
  await expect(result).toBeVisible();
  expect(await fit(result)).toBe('contain');

  await page.goto('/fruity-perfumes');
  const card = photoBeside('.product-art');
  await expect(card).toBeVisible();
  expect(await fit(card)).toBe('contain');
});
