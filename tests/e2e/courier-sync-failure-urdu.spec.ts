/**
 * A failed sync read in the Urdu console on a 412 px phone: PostEx fails on its side as the owner taps Sync now, then
 * refuses for now in its own words, and both what the sync did and PostEx's last error say it in Urdu, around
 * PostEx's own words as it sent them, never in the server's English.
 */
import { leftToRight as ltr } from '#schema/i18n/languages';
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { connectedCourier, nextCall } from './support/couriers';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 412, height: 915 } });

test('the Urdu console words a failed sync and PostEx’s last error in Urdu', async ({ page, couriers }) => {
  const owner = theOwner();
  const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
  const postex = await connectedCourier(page.request, couriers, 'postex');
  try {
    // A parcel on the road, so the sync asks PostEx about it.
    const shopper = await someShopper(page.request);
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Rabia',
      lastName: `Sync${Date.now().toString(36)}`,
      city: 'Lahore',
    });
    const booked = await page.request.post(`/api/admin/orders/${order._id}/booking`, {
      headers,
      data: { courier: 'postex' },
    });
    expect(booked.status()).toBe(201);

    await logInWithToken(page, owner.token);
    await page.goto('/ur/orders#couriers');
    const said = page.getByRole('list', { name: 'کورئیرز نے کیا بتایا' });
    const lastError = page.getByRole('list', { name: 'کورئیر اکاؤنٹس' }).getByRole('listitem', { name: 'PostEx' });

    await nextCall(postex, 'down', 0, 'track-bulk-order');
    await page.getByRole('button', { name: 'کورئیرز سے ابھی پوچھیں' }).click();
    const unreached = `PostEx سے رابطہ نہیں ہو سکا: اس کے اپنے سسٹم کی خرابی (جواب ${ltr(503)})۔`;
    await expect(said).toHaveText(`PostEx: پوچھا نہیں جا سکا: ${unreached}`);
    await expect(lastError).toContainText(`آخری خرابی${unreached}`);

    await nextCall(postex, 'busy', 0, 'track-bulk-order');
    await page.getByRole('button', { name: 'کورئیرز سے ابھی پوچھیں' }).click();
    const refused = `PostEx کا جواب: ${ltr('TOO MANY REQUESTS, PLEASE TRY AGAIN LATER')}`;
    await expect(said).toHaveText(`PostEx: پوچھا نہیں جا سکا: ${refused}`);
    await expect(lastError).toContainText(`آخری خرابی${refused}`);
    for (const english of ['could not be reached', 'says:', 'refused with no reason'])
      await expect(page.getByRole('region', { name: 'کورئیر', exact: true })).not.toContainText(english);
    expect(await sidewaysOverflow(page)).toBe(0);
  } finally {
    // Other journeys on this worker's shop connect the couriers through the console themselves.
    await page.request.delete('/api/admin/couriers/postex', { headers });
  }
});
