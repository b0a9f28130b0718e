/**
 * An oils order to a city the courier does not list, on a 360 px phone: the customer wrote 'Faislabad' on the
 * wholesale page, and Leopards refuses it with the nearest city of its own list. The owner taps it, the booking's
 * city field takes it, and booking again ships the order to Leopards' Faisalabad, which the order keeps.
 */
import { OILS } from '#schema/catalog/oils';
import { expect, test } from './support/test';
import { openAdminConsole, registerUser, theOwner } from './support/accounts';
import { connectedCourier, parcelsOf } from './support/couriers';
import { csrfHeaders } from './support/csrf';
import { findOilsOrder } from './support/console-orders';
import { placeOilsOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

test("the owner picks Leopards' own city for an oils order's, and books it", async ({ page, couriers }) => {
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
  const leopards = await connectedCourier(page.request, couriers, 'leopards');
  try {
    const trader = await registerUser(page.request, { username: `Shehar${Date.now().toString(36)}` });
    const order = await placeOilsOrderViaApi(page.request, trader.token, OILS[0]!, 100, '0300-1234567', 'Faislabad');
    await openAdminConsole(page);
    const card = await findOilsOrder(page, trader.username, order.displayOrderId);
    const booking = card.getByRole('form', { name: /with a courier$/ });
    const city = booking.getByRole('textbox', { name: 'City' });
    await expect(city).toHaveValue('Faislabad');
    await booking.getByRole('textbox', { name: 'Street address' }).fill('Shop 3, Kutchery Bazaar');
    await booking.getByRole('button', { name: 'Book with Leopards' }).click();
    await card.getByRole('button', { name: 'Yes, book with Leopards' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'Leopards has no Faislabad in its list of cities. Nearest in its list: Faisalabad.',
    );
    expect(await parcelsOf(leopards)).toEqual([]);

    await card
      .getByRole('group', { name: 'Cities Leopards lists' })
      .getByRole('button', { name: 'Change city to Faisalabad' })
      .click();
    await expect(city).toHaveValue('Faisalabad');
    await expect(city).toBeFocused();
    await expect(card.getByRole('group', { name: 'Cities Leopards lists' })).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBe(0);

    await booking.getByRole('button', { name: 'Book with Leopards' }).click();
    await card.getByRole('button', { name: 'Yes, book with Leopards' }).click();
    await expect(card.locator('.status-badge')).toHaveText('Shipped');
    const [parcel] = await parcelsOf(leopards);
    expect(parcel).toMatchObject({ reference: order.displayOrderId, city: 'Faisalabad' });
    await expect(card.getByText('Faisalabad').first()).toBeVisible();
  } finally {
    // Other journeys on this worker's shop connect Leopards themselves.
    await page.request.delete('/api/admin/couriers/leopards', { headers });
  }
});
