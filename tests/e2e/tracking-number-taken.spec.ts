/**
 * The owner, on a 412 px phone, types on an order's ship form a PostEx tracking number another order already ships
 * under: the form says so beside the number, naming that order (in English; in Urdu without the server's English),
 * and the order stays in processing until a right number is typed.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { openAdminConsole, someShopper, theOwner } from './support/accounts';
import { openOrder } from './support/console-orders';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 412, height: 915 } });

async function shippedByHand(page: Page, id: string, trackingNumber: string) {
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
  for (const data of [{ status: 'processing' }, { status: 'shipped', courier: 'PostEx', trackingNumber }])
    expect((await page.request.patch(`/api/orders/${id}/status`, { headers, data })).ok()).toBe(true);
}

async function processing(page: Page, id: string) {
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
  const data = { status: 'processing' };
  expect((await page.request.patch(`/api/orders/${id}/status`, { headers, data })).ok()).toBe(true);
}

test('the ship form says beside the tracking number that another order already ships under it', async ({ page }) => {
  const shopper = await someShopper(page.request);
  const surname = `Numbar${Date.now().toString(36)}`;
  const place = () =>
    placeOrderViaApi(page.request, shopper.token, [['khas', 1]], { firstName: 'Hina', lastName: surname });
  const [holder, order, urduOrder] = [await place(), await place(), await place()];
  const taken = `4153${Date.now()}`;
  await shippedByHand(page, holder._id, taken);
  await processing(page, order._id);
  await processing(page, urduOrder._id);

  await openAdminConsole(page);
  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  const card = await openOrder(page, order.displayOrderId);
  await card.getByRole('button', { name: 'Mark Shipped' }).click();
  const form = card.getByRole('form', { name: `Ship order ${order.displayOrderId}` });
  await form.getByRole('combobox', { name: 'Courier' }).selectOption('PostEx');
  const number = form.getByRole('textbox', { name: 'Tracking number' });
  await number.fill(taken);
  await form.getByRole('button', { name: 'Save and mark shipped' }).click();

  await expect(number).toHaveAccessibleDescription(
    `Tracking number ${taken} is already on order ${holder.displayOrderId} (PostEx). Please check it.`,
  );
  await expect(number).toBeFocused();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(card.locator('.status-badge')).toHaveText('Processing');
  expect(await sidewaysOverflow(page)).toBe(0);

  await number.fill(`${taken}9`);
  await expect(number).not.toHaveAccessibleDescription(/already/);
  await form.getByRole('button', { name: 'Save and mark shipped' }).click();
  await expect(card.locator('.status-badge')).toHaveText('Shipped');

  await page.goto('/ur/orders#orders');
  const list = page.getByRole('region', { name: 'پرفیوم کے آرڈرز' });
  await list.getByRole('searchbox', { name: 'چھانٹیں' }).fill(surname);
  await list.getByRole('button', { name: 'آرڈرز چھانٹیں' }).click();
  await page.getByRole('button', { name: new RegExp(`^آرڈر ${urduOrder.displayOrderId}`) }).click();
  const urduCard: Locator = page.getByRole('article', { name: `آرڈر ${urduOrder.displayOrderId}` });
  await urduCard.getByRole('button', { name: 'روانہ کریں' }).click();
  const urduForm = urduCard.getByRole('form', { name: `آرڈر \u2066${urduOrder.displayOrderId}\u2069 روانہ کریں` });
  await urduForm.getByRole('combobox', { name: 'کورئیر' }).selectOption('PostEx');
  const urduNumber = urduForm.getByRole('textbox', { name: 'ٹریکنگ نمبر' });
  await urduNumber.fill(taken);
  await urduForm.getByRole('button', { name: 'محفوظ کریں اور روانہ کریں' }).click();
  await expect(urduNumber).toHaveAccessibleDescription(
    `یہ ٹریکنگ نمبر اسی کورئیر کے ساتھ پہلے ہی آرڈر \u2066${holder.displayOrderId}\u2069 پر ہے۔ براہِ کرم نمبر دوبارہ دیکھیں۔`,
  );
  await expect(urduCard.locator('.status-badge')).toHaveText('تیاری میں');
  expect(await sidewaysOverflow(page)).toBe(0);
});
