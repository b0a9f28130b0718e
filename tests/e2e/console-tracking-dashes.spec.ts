/**
 * A tracking number with or without its dashes is one parcel, on a 360 px phone: the orders filter finds an order
 * shipped as 'pe-9988 7766' typed without its dash, and the order's card shows the number as it was written.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { orderRow } from './support/console-orders';
import { searched } from './support/list-answer';
import { placeOrderViaApi } from './support/orders';

test.use({ viewport: { width: 360, height: 740 } });

test('the orders filter finds a parcel kept with its dash typed without it', async ({ page }) => {
  const owner = theOwner();
  const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
  const digits = String(Date.now()).slice(-8);
  const shopper = await someShopper(page.request);
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Tariq',
    lastName: `Dash${Date.now().toString(36)}`,
  });
  for (const data of [
    { status: 'processing' },
    { status: 'shipped', courier: 'PostEx', trackingNumber: `pe-${digits.slice(0, 4)} ${digits.slice(4)}` },
  ]) {
    const answer = await page.request.patch(`/api/orders/${order._id}/status`, { headers, data });
    expect(answer.ok(), JSON.stringify(data)).toBe(true);
  }

  await logInWithToken(page, owner.token);
  await page.goto('/orders#orders');
  const orders = page.getByRole('region', { name: 'Perfumes Orders' });
  const typed = `pe${digits}`;
  await orders.getByRole('searchbox', { name: 'Filter' }).fill(typed);
  await searched(page, '/api/orders', typed, () => orders.getByRole('button', { name: 'Filter Orders' }).click());
  await expect(orders.getByRole('list', { name: 'Perfume orders' }).locator(':scope > li')).toHaveCount(1);
  await orderRow(orders, order.displayOrderId).click();
  await expect(page.getByRole('article', { name: `Order ${order.displayOrderId}` })).toContainText(`PE-${digits}`);
});
