/**
 * On a 360 px phone, the owner finds an oils order as a perfume order is found: by its OIL- number or its phone in
 * the filter box, in the English console and the Urdu one, with the courier, city and cash under More filters.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { OILS } from '#schema/catalog/oils';
import { openAdminConsole, registerUser } from './support/accounts';
import { placeOilsOrderViaApi } from './support/orders';
import { orderRow, orderRows } from './support/console-orders';

test.use({ viewport: { width: 360, height: 740 } });

/** A phone of this run's own (the browser tests share one database), and the order placed with it. */
async function placeWithOwnPhone(page: Page) {
  const digits = String(Date.now()).slice(-7);
  const trader = await registerUser(page.request);
  const order = await placeOilsOrderViaApi(page.request, trader.token, OILS[0]!, 50, `0345-${digits}`);
  return { order, digits };
}

test('the owner finds an oils order by its number and by its phone, in English', async ({ page }) => {
  const { order, digits } = await placeWithOwnPhone(page);
  await openAdminConsole(page);
  await page.goto('/orders#oils');
  const filters = page.getByRole('form', { name: 'Filter oils orders' });
  const box = filters.getByRole('searchbox', { name: 'Find an oils order' });
  const rows = orderRows(page, 'Oils orders');

  await box.fill(order.displayOrderId);
  await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
  await expect(rows).toHaveCount(1);
  await expect(orderRow(page, order.displayOrderId, 'Oils order')).toBeVisible();

  for (const phone of [`0345${digits}`, `+92 345 ${digits}`]) {
    await box.fill(phone);
    await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
    await expect(rows).toHaveCount(1);
    await expect(orderRow(page, order.displayOrderId, 'Oils order')).toBeVisible();
  }

  await filters.getByRole('button', { name: 'More filters' }).click();
  await expect(filters.getByRole('combobox', { name: 'Courier' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'City' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'Cash' })).toBeVisible();
});

test('the owner finds an oils order by its number and by its phone, in Urdu', async ({ page }) => {
  const { order, digits } = await placeWithOwnPhone(page);
  await openAdminConsole(page);
  await page.goto('/ur/orders#oils');
  const filters = page.getByRole('form', { name: 'عطر کے آرڈرز چھانٹیں' });
  const box = filters.getByRole('searchbox', { name: 'عطر کا آرڈر ڈھونڈیں' });
  const rows = page.getByRole('list', { name: 'عطر کے آرڈرز' }).locator(':scope > li');
  const row = page.getByRole('button', { name: new RegExp(`^عطر کا آرڈر ${order.displayOrderId}`) });

  await box.fill(order.displayOrderId);
  await filters.getByRole('button', { name: 'عطر کے آرڈرز چھانٹیں' }).click();
  await expect(rows).toHaveCount(1);
  await expect(row).toBeVisible();

  await box.fill(`0345-${digits}`);
  await filters.getByRole('button', { name: 'عطر کے آرڈرز چھانٹیں' }).click();
  await expect(rows).toHaveCount(1);
  await expect(row).toBeVisible();
});

test('the oils orders’ search box is as wide to type in as the perfume orders’ filter box, in both languages', async ({
  page,
}) => {
  await openAdminConsole(page);
  const widthOf = async (box: ReturnType<Page['getByRole']>) => (await box.boundingBox())!.width;
  for (const [prefix, oils, perfumes] of [
    ['', 'Find an oils order', 'Filter'],
    ['/ur', 'عطر کا آرڈر ڈھونڈیں', 'چھانٹیں'],
  ]) {
    await page.goto(`${prefix}/orders#orders`);
    const perfumeBox = page.getByRole('searchbox', { name: perfumes, exact: true });
    await expect(perfumeBox).toBeVisible();
    const perfumeWidth = await widthOf(perfumeBox);
    await page.goto(`${prefix}/orders#oils`);
    const oilsBox = page.getByRole('searchbox', { name: oils });
    await expect(oilsBox).toBeVisible();
    expect(await widthOf(oilsBox)).toBeGreaterThanOrEqual(perfumeWidth);
    await expect(oilsBox).toBeInViewport();
  }
});
