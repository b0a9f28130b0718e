/**
 * Airway bills for a selection of parcels booked by a courier's API and shipped by hand together: the courier's own
 * PDF for its parcels, the shop's labels for the rest, rather than the shop's labels for all.
 */
import { expect, test } from './support/test';
import { openAdminConsole, someShopper, theOwner } from './support/accounts';
import { connectedCourier } from './support/couriers';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { orderRows } from './support/console-orders';

test.use({ viewport: { width: 360, height: 740 } });

test('a PostEx-booked parcel ticked with one shipped by hand prints PostEx’s PDF and the shop’s label', async ({
  page,
  couriers,
}) => {
  await connectedCourier(page.request, couriers, 'postex');
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
  const shopper = await someShopper(page.request);
  const surname = `Bills${Date.now().toString(36)}`;
  const booked = await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], {
    firstName: 'Amna',
    lastName: surname,
  });
  const byHand = await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], {
    firstName: 'Bilal',
    lastName: surname,
  });
  const handNumber = `77${Date.now()}`;
  try {
    const booking = await page.request.post(`/api/admin/orders/${booked._id}/booking`, {
      headers,
      data: { courier: 'postex' },
    });
    expect(booking.status()).toBe(201);
    for (const data of [{ status: 'processing' }, { status: 'shipped', courier: 'TCS', trackingNumber: handNumber }])
      expect((await page.request.patch(`/api/orders/${byHand._id}/status`, { headers, data })).ok()).toBe(true);

    // The print dialog would take the labels away as it closes: the test reads them instead.
    await page.addInitScript(() => (window.print = () => {}));
    await openAdminConsole(page);
    await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
    await page.getByRole('button', { name: 'Filter Orders' }).click();
    // The two orders alone are shown once the filtered list has come.
    await expect(orderRows(page)).toHaveCount(2);
    const bar = page.getByRole('region', { name: 'Selected orders' });
    await bar.getByRole('button', { name: 'Select all shown' }).click();
    await expect(bar).toContainText('2 orders selected.');

    const asked: { ids: string | null; type: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/admin/airway-bills?'))
        asked.push({ ids: new URL(response.url()).searchParams.get('ids'), type: response.headers()['content-type'] });
    });
    // The console's policy refuses nothing on the way: the labels' style reaches their tab another way.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    const downloaded = page.waitForEvent('download');
    const tab = page.context().waitForEvent('page');
    await bar.getByRole('button', { name: 'Print airway bills' }).click();
    expect((await downloaded).suggestedFilename()).toBe(`airway-bills-${booked.displayOrderId}.pdf`);
    const labels = await tab;
    await expect(labels.getByRole('img', { name: `Barcode ${handNumber}` })).toBeVisible();
    await expect(labels.locator('section.label')).toHaveCount(1);
    // Styled in its tab: a label is 4 inches wide.
    await expect(labels.locator('section.label')).toHaveCSS('width', '384px');
    expect(refused).toEqual([]);
    expect(asked).toHaveLength(2);
    expect(asked).toEqual(
      expect.arrayContaining([
        { ids: booked._id, type: 'application/pdf' },
        { ids: byHand._id, type: 'text/html; charset=utf-8' },
      ]),
    );
  } finally {
    await page.request.delete('/api/admin/couriers/postex', { headers });
  }
});
