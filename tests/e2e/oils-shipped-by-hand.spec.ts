/**
 * An oils order shipped by hand names its courier and tracking number as a perfume order does: the card asks for them,
 * shows them, and once the parcel is delivered the courier's payout form counts its cash with the rest.
 */
import { OILS } from '#schema/catalog/oils';
import { expect, test } from './support/test';
import { logInWithToken, openAdminConsole, registerUser } from './support/accounts';
import { findOilsOrder } from './support/console-orders';
import { placeOilsOrderViaApi } from './support/orders';

test('the owner ships an oils order by hand with its courier, whose cash then counts it', async ({ page }) => {
  const trader = await registerUser(page.request, { username: `Hand${Date.now().toString(36)}` });
  const order = await placeOilsOrderViaApi(page.request, trader.token, OILS[0]!, 50);
  const tracking = `TCS${Date.now()}`;
  await openAdminConsole(page);
  const card = await findOilsOrder(page, trader.username, order.displayOrderId);
  await card.getByRole('button', { name: 'Mark Processing' }).click();
  await card.getByRole('button', { name: 'Mark Shipped' }).click();

  const form = card.getByRole('form', { name: `Ship order ${order.displayOrderId}` });
  await form.getByRole('button', { name: 'Save and mark shipped' }).click();
  // Neither the courier nor the number was given: nothing is sent, the order stays processing.
  await expect(card.locator('.status-badge')).toHaveText('Processing');
  await form.getByRole('combobox', { name: 'Courier' }).selectOption('TCS');
  await form.getByRole('textbox', { name: 'Tracking number' }).fill(tracking);
  await form.getByRole('button', { name: 'Save and mark shipped' }).click();
  await expect(card.locator('.status-badge')).toHaveText('Shipped');
  await expect(card).toContainText(`Courier: TCS · Tracking number ${tracking}`);

  await card.getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(card.locator('.status-badge')).toHaveText('Delivered');
  // The console read the couriers' cash when it opened: opened again, it reads it as the delivery left it.
  await page.goto('/orders#cash');
  await page.reload();
  const cash = page.getByRole('region', { name: 'Couriers’ cash' });
  await cash.getByRole('button', { name: 'Record TCS payout' }).click();
  const payout = cash.getByRole('form', { name: 'TCS payout' });
  await expect(payout.getByRole('checkbox', { name: new RegExp(`^${order.displayOrderId} `) })).toBeChecked();

  // The buyer's My orders says who carries it and its number, as for a perfume order.
  await logInWithToken(page, trader.token);
  await page.goto('/my-orders');
  const mine = page.getByRole('region', { name: 'Perfume oils' }).getByRole('listitem').filter({
    hasText: order.displayOrderId,
  });
  await expect(mine).toContainText(tracking);
  await expect(mine).toContainText('TCS');
});
