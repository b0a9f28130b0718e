import { expect, test } from './support/test';
import { PRODUCTS } from '#schema/catalog/products';
import { holdScripts, hydrated } from './support/hydration';

const woody = PRODUCTS.filter((p) => p.scentType === 'woody');
const cheapest = [...woody].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name))[0]!;
const dearest = [...woody].sort((a, b) => b.price - a.price || a.name.localeCompare(b.name))[0]!;

for (const [device, viewport] of [
  ['a 360 px phone', { width: 360, height: 740 }],
  ['a laptop', { width: 1280, height: 800 }],
] as const) {
  test(`on ${device}, a category page counts its perfumes and sorts them, keeping the sort in the address`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/woody-perfumes');
    await expect(page.getByText(`${woody.length} perfumes`, { exact: true })).toBeVisible();
    await hydrated(page, 'CategoryProducts');
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('featured');
    // 'Sort by' stays beside its list, whatever the width.
    const label = await page.getByText('Sort by', { exact: true }).boundingBox();
    const list = await sort.boundingBox();
    expect(label!.y + label!.height).toBeGreaterThan(list!.y);
    expect(label!.y).toBeLessThan(list!.y + list!.height);
    const firstName = page.locator('.product-grid .product-name').first();

    await sort.selectOption({ label: 'Price, low to high' });
    await expect(page).toHaveURL(/\/woody-perfumes\?sort=price-asc$/);
    await expect(firstName).toHaveText(cheapest.name);

    await page.reload();
    await hydrated(page, 'CategoryProducts');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await expect(firstName).toHaveText(cheapest.name);

    await page.goto('/woody-perfumes?sort=price-desc');
    await expect(firstName).toHaveText(dearest.name);
    await page.getByLabel('Sort by').selectOption({ label: 'Featured' });
    await expect(page).toHaveURL(/\/woody-perfumes$/);
  });
}

test('a sort chosen before the grid hydrates is kept: the address takes it at once, and the grid sorts by it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A slow phone: the shop's scripts are held back, so the shopper chooses while the grid is still the built HTML.
  const arrive = await holdScripts(page);
  // Not waiting for DOMContentLoaded: it waits for the page's deferred module scripts. The shopper chooses as soon as
  // the built HTML shows the list.
  await page.goto('/woody-perfumes', { waitUntil: 'commit' });
  await expect(page.getByLabel('Sort by')).toBeVisible();
  await expect(page.locator('astro-island[component-url*="/CategoryProducts."][ssr]')).toHaveCount(1);
  await page.getByLabel('Sort by').selectOption({ label: 'Price, low to high' });
  await expect(page).toHaveURL(/\/woody-perfumes\?sort=price-asc$/);
  arrive();
  await hydrated(page, 'CategoryProducts');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(page.locator('.product-grid .product-name').first()).toHaveText(cheapest.name);
});
