/**
 * An order card left open on one phone while the order moved on from another: the refused change says why where the
 * owner looks, and the card shows the order as it now is, for either kind of order.
 */
import { OILS } from '#schema/catalog/oils';
import { expect, test, type Page } from './support/test';
import { openAdminConsole, registerUser, theOwner } from './support/accounts';
import { openOrder } from './support/console-orders';
import { csrfHeaders } from './support/csrf';
import { placeOilsOrderViaApi, placeOrderViaApi } from './support/orders';

test.use({ viewport: { width: 360, height: 740 } });

/** Moves the order as another phone would, through the API. */
async function moveElsewhere(page: Page, path: string, data: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
  const response = await page.request.patch(path, { headers, data });
  expect(response.ok()).toBe(true);
}

for (const kind of ['perfume', 'oils'] as const) {
  test(`a ${kind} order shipped from another phone: this card says so in view and shows it shipped`, async ({
    page,
  }) => {
    const shopper = await registerUser(page.request, { username: `Stale${Date.now().toString(36)}` });
    const order =
      kind === 'perfume'
        ? await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
            firstName: 'Sana',
            lastName: shopper.username,
          })
        : await placeOilsOrderViaApi(page.request, shopper.token, OILS[0]!, 50);
    const path = `/api/${kind === 'perfume' ? 'orders' : 'oilsOrders'}/${order._id}/status`;
    await moveElsewhere(page, path, { status: 'processing' });
    await openAdminConsole(page);
    if (kind === 'oils') {
      const filters = page.getByRole('form', { name: 'Filter oils orders' });
      await filters.getByRole('searchbox', { name: 'Find an oils order' }).fill(shopper.username);
      await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
    } else {
      await page.getByRole('searchbox', { name: 'Filter' }).fill(shopper.username);
      await page.getByRole('button', { name: 'Filter Orders' }).click();
    }
    const card = await openOrder(page, order.displayOrderId, kind === 'oils' ? 'Oils order' : undefined);
    await card.getByRole('button', { name: 'Mark Shipped' }).click();
    const form = card.getByRole('form', { name: `Ship order ${order.displayOrderId}` });
    await form.getByRole('combobox', { name: 'Courier' }).selectOption('Leopards');
    await form.getByRole('textbox', { name: 'Tracking number' }).fill('LP1');

    await moveElsewhere(page, path, { status: 'shipped', courier: 'TCS', trackingNumber: `7794${Date.now()}` });
    await form.getByRole('button', { name: 'Save and mark shipped' }).click();
    const alert = card.getByRole('alert').filter({ hasText: 'already shipped' });
    await expect(alert).toBeInViewport();
    await expect(card.locator('.status-badge')).toHaveText('Shipped');
    await expect(form).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Mark Delivered' })).toBeVisible();
  });
}
