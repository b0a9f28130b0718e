/** My orders lists the shopper's perfume orders and, beside them, their wholesale oil orders, a page at a time. */
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

test('in Urdu, older orders load under an Urdu button that says in Urdu while they load', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const { token } = await newShopper(page);
  const oil = OILS.find((o) => o.name === 'Rose Taifi')!;
  // One more than a page of the list holds.
  for (let n = 0; n <= 50; n++) await placeOilsOrderViaApi(page.request, token, oil, 25);
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/api\/oilsOrders\?.*cursor=/, async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/ur/my-orders');
  const oilOrders = page.getByRole('region', { name: 'عطر' });
  await expect(oilOrders.getByRole('heading', { name: /^آرڈر / })).toHaveCount(50);
  await oilOrders.getByRole('button', { name: 'پرانے آرڈر دکھائیں' }).click();
  await expect(oilOrders.getByRole('button', { name: 'پرانے آرڈر لوڈ ہو رہے ہیں…' })).toBeDisabled();
  answer();
  await expect(oilOrders.getByRole('heading', { name: /^آرڈر / })).toHaveCount(51);
  await expect(oilOrders.getByRole('button', { name: 'پرانے آرڈر دکھائیں' })).toHaveCount(0);
});

test('in Urdu, a list the shop failed to load says so in Urdu, never in the server’s English', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await newShopper(page);
  // The shop's own failure, answered as the Worker answers one: its envelope, its English sentence.
  await page.route(/\/api\/(orders|oilsOrders)\?/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'Something went wrong on our side. Please try again.',
        code: 'internal',
        requestId: 'e2e',
      }),
    }),
  );
  await page.goto('/ur/my-orders');
  await expect(page.getByText('آپ کے آرڈر لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔')).toBeVisible();
  await expect(page.getByText('عطر کے آرڈر لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
