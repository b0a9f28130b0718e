/** My orders lists the shopper's perfume orders and, beside them, their wholesale oil orders. */
import { expect, test, type Page } from './support/test';
import { OILS } from '#schema/catalog/oils';
import { newShopper } from './support/accounts';
import { placeOilsOrderViaApi, placeOrderViaApi } from './support/orders';

async function shopperWithBothOrders(page: Page) {
  const { token } = await newShopper(page);
  const perfume = await placeOrderViaApi(page.request, token, [['deodar', 1]], { firstName: 'Hira', lastName: 'Shah' });
  const oil = OILS.find((o) => o.name === 'Rose Taifi')!;
  const oils = await placeOilsOrderViaApi(page.request, token, oil, 100);
  return { perfume, oils };
}

for (const [width, sideBySide] of [
  [360, false],
  [1280, true],
] as const) {
  test(`at ${width} px My orders shows perfume orders and oils orders ${sideBySide ? 'side by side' : 'one above the other'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { perfume, oils } = await shopperWithBothOrders(page);
    await page.goto('/my-orders');
    const perfumes = page.getByRole('region', { name: 'Perfumes' });
    const oilOrders = page.getByRole('region', { name: 'Perfume oils' });
    await expect(perfumes.getByRole('link', { name: `Order ${perfume.displayOrderId}` })).toBeVisible();
    await expect(oilOrders.getByRole('heading', { name: `Order ${oils.displayOrderId}` })).toBeVisible();
    await expect(oilOrders).toContainText('Rose Taifi 100 ml');
    await expect(oilOrders).toContainText(`Total Rs ${oils.totalPrice.toLocaleString('en-US')}`);
    const [a, b] = [(await perfumes.boundingBox())!, (await oilOrders.boundingBox())!];
    if (sideBySide) expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    else expect(b.y).toBeGreaterThan(a.y + a.height - 1);
  });
}
