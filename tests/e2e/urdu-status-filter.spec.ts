/**
 * The orders filter of the Urdu console, on a 360 px phone: typing the word the console shows for a status (روانہ,
 * نیا) lists the orders in that status, as typing Shipped does in English.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

test('the Urdu console finds orders by the Urdu words it shows for their status', async ({ page }) => {
  const owner = theOwner();
  const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
  const shopper = await someShopper(page.request);
  const surname = `Halat${Date.now().toString(36)}`;
  const shipped = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Sana',
    lastName: surname,
  });
  for (const step of [
    { status: 'processing' },
    { status: 'shipped', courier: 'TCS', trackingNumber: `CN${Date.now()}` },
  ]) {
    const moved = await page.request.patch(`/api/orders/${shipped._id}/status`, { headers, data: step });
    expect(moved.ok()).toBe(true);
  }
  // The newest order of the shop, so a page of the pending orders holds it.
  const fresh = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Bilal',
    lastName: surname,
  });

  await logInWithToken(page, owner.token);
  await page.goto('/ur/orders#orders');
  const list = page.getByRole('region', { name: 'پرفیوم کے آرڈرز' });
  const row = (number: string) => list.getByRole('button', { name: new RegExp(`^آرڈر ${number}`) });
  const filter = async (words: string) => {
    await list.getByRole('searchbox', { name: 'چھانٹیں' }).fill(words);
    await list.getByRole('button', { name: 'آرڈرز چھانٹیں' }).click();
  };

  await filter('روانہ');
  await expect(row(shipped.displayOrderId)).toBeVisible();
  await expect(row(fresh.displayOrderId)).toHaveCount(0);
  await filter('نیا');
  await expect(row(fresh.displayOrderId)).toBeVisible();
  await expect(row(shipped.displayOrderId)).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBe(0);
});
