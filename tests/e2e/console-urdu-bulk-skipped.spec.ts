/**
 * The Urdu console's bulk move says why it skipped an order by the reason the server met, on a 412 px phone: the
 * status the order is in now (not the one the list showed when it loaded), and a delivered order's return reason
 * that does not fit it.
 */
import { expect, test, type Page } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { latinWordsIn } from './support/urdu';

test.use({ viewport: { width: 412, height: 860 } });

async function placedAndMoved(page: Page, steps: Record<string, string>[]) {
  const shopper = await someShopper(page.request);
  const surname = `Bulk${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Sana',
    lastName: surname,
  });
  const move = async () => {
    const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
    for (const data of steps) {
      const answer = await page.request.patch(`/api/orders/${order._id}/status`, { headers, data });
      expect(answer.ok(), JSON.stringify(data)).toBe(true);
    }
  };
  return { order, surname, move };
}

/** The owner's Urdu console listing the one order, ticked in the selection bar. */
async function ticked(page: Page, surname: string, displayOrderId: string) {
  await logInWithToken(page, theOwner().token);
  await page.goto('/ur/orders#orders');
  const list = page.getByRole('region', { name: 'پرفیوم کے آرڈرز' });
  await list.getByRole('searchbox', { name: 'چھانٹیں' }).fill(surname);
  await list.getByRole('button', { name: 'آرڈرز چھانٹیں' }).click();
  await page.getByRole('checkbox', { name: `آرڈر \u2066${displayOrderId}\u2069 چنیں` }).check();
  const bar = page.getByRole('region', { name: 'چنے ہوئے آرڈرز' });
  await expect(bar.getByRole('status').first()).toHaveText('\u20661\u2069 آرڈر چنے گئے۔');
  return bar;
}

test('an order ticked while new, moved to processing meanwhile, is skipped as already being prepared', async ({
  page,
}) => {
  const { order, surname, move } = await placedAndMoved(page, [{ status: 'processing' }]);
  const bar = await ticked(page, surname, order.displayOrderId);
  await move();
  await bar.getByRole('combobox', { name: 'چنے ہوئے آرڈرز کی نئی صورتحال' }).selectOption('processing');
  await bar.getByRole('button', { name: 'آرڈرز کی صورتحال بدلیں' }).click();
  const skipped = bar.getByRole('list', { name: 'رہ جانے والے آرڈر' }).getByRole('listitem');
  await expect(skipped).toHaveText(`${order.displayOrderId}: یہ آرڈر پہلے ہی تیاری میں ہے۔`);
  expect(await latinWordsIn(skipped, [order.displayOrderId])).toEqual([]);
});

test('a delivered order returned as refused at the door is skipped for its reason, not its status', async ({
  page,
}) => {
  const tracking = `CN${Date.now()}`;
  const { order, surname, move } = await placedAndMoved(page, [
    { status: 'processing' },
    { status: 'shipped', courier: 'TCS', trackingNumber: tracking },
    { status: 'delivered' },
  ]);
  await move();
  const bar = await ticked(page, surname, order.displayOrderId);
  await bar.getByRole('combobox', { name: 'چنے ہوئے آرڈرز کی نئی صورتحال' }).selectOption('returned');
  await bar.getByRole('combobox', { name: 'یہ واپس کیوں آئے؟' }).selectOption('refused');
  await bar.getByRole('button', { name: 'آرڈرز کی صورتحال بدلیں' }).click();
  const skipped = bar.getByRole('list', { name: 'رہ جانے والے آرڈر' }).getByRole('listitem');
  await expect(skipped).toHaveText(
    `${order.displayOrderId}: یہ آرڈر پہنچ چکا تھا، اس لیے اس کی واپسی کی وجہ "دروازے پر لینے سے انکار" نہیں ہو سکتی۔`,
  );
});
