/** Banner and carousel words are HTML over the artwork: readable on a 360 px phone, with a Shop now link. */
import { expect, test, type Locator } from './support/test';

const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

for (const width of [360, 1280]) {
  test(`at ${width} px the category banner and the carousel say their words in readable text, with Shop now`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/woody-perfumes');
    const banner = page.locator('.category-banner');
    for (const text of [
      banner.getByText('Woody', { exact: true }),
      banner.getByText('Cedar, sandalwood and vetiver, grounded and warm'),
    ]) {
      await expect(text).toBeVisible();
      expect(await fontSize(text)).toBeGreaterThanOrEqual(14);
    }
    await banner.getByRole('link', { name: 'Shop now: Woody' }).click();
    await expect(page).toHaveURL(/\/woody-perfumes#products$/);
    await page.screenshot({ path: `test-results/banner-${width}.png` });

    await page.goto('/home');
    const carousel = page.getByRole('region', { name: 'Offers' });
    const first = carousel.getByRole('group', { name: '1 of 2' });
    for (const text of [first.getByText('Eid Collection'), first.getByText('Eid sale on our best-loved perfumes')]) {
      await expect(text).toBeVisible();
      expect(await fontSize(text)).toBeGreaterThanOrEqual(14);
    }
    await page.screenshot({ path: `test-results/carousel-${width}.png` });
    await first.getByRole('link', { name: 'Shop now: Eid Collection' }).click();
    await expect(page).toHaveURL(/\/home#eid-sale$/);
  });
}
