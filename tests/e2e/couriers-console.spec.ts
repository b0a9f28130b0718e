/**
 * The owner's couriers on a 360 px phone, against the couriers' stand-ins: connecting one (its refusal of bad
 * credentials beside them), disconnecting it (asked first), booking a parcel from its order card or several from
 * the selection (a refusal in the courier's words beside the order), printing their airway bills (the courier's
 * PDF, or the shop's labels in a tab), and Sync now bringing in what the courier's own system knows: one delivered,
 * one refused at the door and back in stock, one still on the road with its last event, and the dashboard's cash
 * figures following (and its parcels not moving, once one has had no news for days).
 */
import AxeBuilder from '@axe-core/playwright';
import type { DashboardAnswer } from '#schema/answers/dashboard';
import { amount } from '#schema/money';
import { expect, test, type Locator, type Page } from './support/test';
import { openAdminConsole, someShopper, theOwner } from './support/accounts';
import { merchantAccount, moveParcel, parcelsOf, type MerchantAccount } from './support/couriers';
import { openOrder } from './support/console-orders';
import { runSql } from './support/database';
import { placeOrderViaApi } from './support/orders';
import { requestsSent } from './support/requests-sent';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

async function openSection(page: Page, label: string) {
  await page.goto(`/orders#${label.toLowerCase()}`);
  await expect(nav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
}

const courierItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Courier accounts' }).getByRole('listitem', { name });

/** Connects the courier in the Couriers section with the credentials its stand-in issued, as the owner types them. */
async function connect(item: Locator, name: string, fields: Record<string, string>) {
  await item.getByRole('button', { name: `Connect ${name}` }).click();
  const form = item.getByRole('form', { name: `Connect ${name}` });
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: `Connect ${name}` }).click();
  return form;
}

/** axe-core's findings in one part of the page, as accessibility.spec.ts checks the public pages. */
async function axeFindings(page: Page, part: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(part)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function dashboardFigures(page: Page): Promise<DashboardAnswer> {
  const response = await page.request.get('/api/admin/dashboard', {
    headers: { authorization: `Bearer ${theOwner().token}` },
  });
  return (await response.json()) as DashboardAnswer;
}

/** What the order took from and put back on the shelf, from the perfume's stock ledger: [reason, change]. */
async function stockMoves(page: Page, productId: string, orderId: string) {
  const response = await page.request.get(`/api/admin/products/${productId}/stock`, {
    headers: { authorization: `Bearer ${theOwner().token}` },
  });
  const ledger = (await response.json()) as { entries: { change: number; reason: string; orderId: string | null }[] };
  return ledger.entries.filter((entry) => entry.orderId === orderId).map((entry) => [entry.reason, entry.change]);
}

test('the owner connects Leopards after its refusal of a wrong key, books an order from its card, and disconnects it only when sure', async ({
  page,
  couriers,
}) => {
  const account = await merchantAccount(couriers, 'leopards');
  const shopper = await someShopper(page.request);
  const surname = `Leopard${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Hira',
    lastName: surname,
    city: 'Karachi',
  });
  await openAdminConsole(page);
  await openSection(page, 'Couriers');
  const leopards = courierItem(page, 'Leopards');
  await expect(leopards).toContainText('Not connected');

  // Leopards refuses the key: its words show beside the credentials, and nothing is connected.
  const form = await connect(leopards, 'Leopards', {
    'API key': 'LK-not-mine',
    'API password': account.credentials.apiPassword!,
  });
  const key = form.getByLabel('API key', { exact: true });
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  // Leopards takes the shop's pickup address written out; PostEx's is a code of its portal.
  await expect(form.getByRole('textbox', { name: 'Pickup address (optional)' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'Leopards credentials' }).getByRole('alert')).toBeVisible();
  await expect(key).toHaveAccessibleDescription(/\S/);
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await axeFindings(page, '.couriers')).toEqual([]);

  await key.fill(account.credentials.apiKey!);
  await form.getByRole('button', { name: 'Connect Leopards' }).click();
  await expect(form).toBeHidden();
  await expect(leopards).toContainText('Connected');
  await expect(leopards).toContainText(`ending ${account.credentials.apiKey!.slice(-4)}`);
  await expect(leopards).not.toContainText(account.credentials.apiPassword!);

  // The order's card books it with Leopards at the weight given, and shows it shipped with Leopards' number.
  await openSection(page, 'Orders');
  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  const card = await openOrder(page, order.displayOrderId);
  await card.getByLabel('Parcel weight in grams (optional)').fill('650');
  // A booking is a real pickup: asked first, saying so when the customer has not confirmed; "Not now" books nothing.
  await card.getByRole('button', { name: 'Book with Leopards' }).click();
  const ask = card.getByRole('group', { name: `Book ${order.displayOrderId} with Leopards?` });
  await expect(ask).toContainText('The customer has not confirmed this order yet.');
  await ask.getByRole('button', { name: 'Not now' }).click();
  await expect(ask).toHaveCount(0);
  expect(await parcelsOf(account)).toEqual([]);
  await expect(card.locator('.status-badge')).not.toHaveText('Shipped');
  await card.getByRole('button', { name: 'Book with Leopards' }).click();
  await ask.getByRole('button', { name: 'Yes, book with Leopards' }).click();
  await expect(card.locator('.status-badge')).toHaveText('Shipped');
  const [parcel] = await parcelsOf(account);
  expect(parcel).toMatchObject({ reference: order.displayOrderId, fields: { booked_packet_weight: 650 } });
  await expect(card.locator('.shipment')).toContainText(`Leopards`);
  await expect(card.locator('.shipment')).toContainText(parcel!.trackingNumber);
  await expect(card.getByRole('form', { name: /with a courier$/ })).toHaveCount(0);

  // Disconnect asks first; Keep keeps it.
  await openSection(page, 'Couriers');
  await leopards.getByRole('button', { name: 'Disconnect' }).click();
  const asked = leopards.getByRole('group', { name: 'Disconnect Leopards?' });
  await asked.getByRole('button', { name: 'Keep' }).click();
  await expect(leopards).toContainText('Connected');
  await leopards.getByRole('button', { name: 'Disconnect' }).click();
  const disconnects = requestsSent(page, 'DELETE', '/api/admin/couriers/');
  await asked.getByRole('button', { name: 'Yes, disconnect' }).dblclick();
  await expect(leopards).toContainText('Not connected');
  expect(disconnects).toHaveLength(1);
  await page.reload();
  await expect(courierItem(page, 'Leopards')).toContainText('Not connected');
});

test('the owner connects PostEx, books three parcels in one go, and Sync now delivers one, returns one and tracks one', async ({
  page,
  couriers,
}) => {
  const account: MerchantAccount = await merchantAccount(couriers, 'postex');
  const shopper = await someShopper(page.request);
  const surname = `Booked${Date.now().toString(36)}`;
  const place = (firstName: string) =>
    placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], { firstName, lastName: surname, city: 'Lahore' });
  const placed = [await place('Amna'), await place('Bilal'), await place('Sadia')];
  type Placed = (typeof placed)[number];
  const nowhere = await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], {
    firstName: 'Nadia',
    lastName: surname,
    city: 'Chiniot',
  });
  const before = await dashboardFigures(page);

  await openAdminConsole(page);
  await openSection(page, 'Couriers');
  const postex = courierItem(page, 'PostEx');
  await connect(postex, 'PostEx', { Token: account.credentials.token! });
  await expect(postex).toContainText('Connected');
  await expect(postex).toContainText('Not yet');

  await openSection(page, 'Orders');
  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
  await page.getByRole('button', { name: 'Filter Orders' }).click();

  // A city PostEx does not deliver to: its refusal, in its words, beside the buttons; the order stays pending.
  const refused = await openOrder(page, nowhere.displayOrderId);
  await refused.getByRole('button', { name: 'Book with PostEx' }).click();
  await refused.getByRole('button', { name: 'Yes, book with PostEx' }).click();
  const bookForm = refused.getByRole('form', { name: `Book order ${nowhere.displayOrderId} with a courier` });
  await expect(bookForm.getByRole('alert')).toContainText('Chiniot');
  await expect(refused.locator('.status-badge')).toHaveText('Pending');
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await axeFindings(page, '.order-card form.ship-form')).toEqual([]);

  // The three, and the one PostEx refuses, in one go from the selection: one result each.
  const bar = page.getByRole('region', { name: 'Selected orders' });
  await bar.getByRole('button', { name: 'Select all shown' }).click();
  await expect(bar).toContainText('4 orders selected.');
  await bar.getByLabel('Weight of each parcel in grams (optional)').fill('750');
  await bar.getByRole('button', { name: 'Book 4 orders with PostEx' }).click();
  const results = bar.getByRole('list', { name: 'Booking results' });
  await expect(results.getByRole('listitem')).toHaveCount(4);
  await expect(bar).toContainText('Booked 3 of 4 orders.');
  await expect(results.getByRole('listitem').filter({ hasText: nowhere.displayOrderId })).toContainText('Chiniot');
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await axeFindings(page, '.selection-bar')).toEqual([]);

  const parcels = await parcelsOf(account);
  expect(parcels.map((parcel) => parcel.reference).sort()).toEqual(placed.map((o) => o.displayOrderId).sort());
  const tracking = (order: Placed) =>
    parcels.find((parcel) => parcel.reference === order.displayOrderId)!.trackingNumber;
  for (const order of placed) {
    await expect(results.getByRole('listitem').filter({ hasText: order.displayOrderId })).toHaveText(
      `${order.displayOrderId}: booked, tracking number ${tracking(order)}`,
    );
    const card = await openOrder(page, order.displayOrderId);
    await expect(card.locator('.status-badge')).toHaveText('Shipped');
    await expect(card.locator('.shipment')).toContainText(tracking(order));
    await expect(card.getByRole('form', { name: /with a courier$/ })).toHaveCount(0);
  }

  // Their airway bills, in one file fetched with the owner's login: PostEx's PDF, downloaded for the phone to print.
  const billsAsked = page.waitForResponse((response) => response.url().includes('/api/admin/airway-bills?'));
  const downloaded = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Print airway bills' }).click();
  const bills = await billsAsked;
  expect(bills.status()).toBe(200);
  expect(bills.headers()['content-type']).toBe('application/pdf');
  expect(new URL(bills.url()).searchParams.get('ids')?.split(',').sort()).toEqual(placed.map((o) => o._id).sort());
  await expect(bar).toContainText('3 of the 4 selected orders have an airway bill');
  expect((await downloaded).suggestedFilename()).toMatch(/^airway-bills-.*\.pdf$/);

  // PostEx's own system moves the parcels: delivered, refused at the door, and one attempt that found nobody home.
  const [delivered, returned, moving] = placed as [Placed, Placed, Placed];
  await moveParcel(account, tracking(delivered), '0005');
  await moveParcel(account, tracking(returned), '0006', 'Refused by customer');
  const movedAt = Date.now();
  await moveParcel(account, tracking(moving), '0013', 'Customer not available');

  await openSection(page, 'Couriers');
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('list', { name: 'What the sync did' })).toContainText(
    'PostEx: checked 3 parcels: 1 delivered, 1 returned; 3 with news from the courier',
  );
  await expect(postex).not.toContainText('Not yet');
  await expect(postex.getByText('Last error').locator('xpath=following-sibling::dd[1]')).toHaveText('None');

  await openSection(page, 'Orders');
  const deliveredCard = await openOrder(page, delivered.displayOrderId);
  await expect(deliveredCard.locator('.status-badge')).toHaveText('Delivered');
  const returnedCard = await openOrder(page, returned.displayOrderId);
  await expect(returnedCard.locator('.status-badge')).toHaveText('Returned');
  await expect(
    returnedCard.getByRole('region', { name: `Order progress of ${returned.displayOrderId}` }),
  ).toContainText('Returned: Refused at the door (back in stock)');
  const timeline = returnedCard.locator('details', { hasText: `Timeline of order ${returned.displayOrderId}` });
  await timeline.getByText(`Timeline of order ${returned.displayOrderId}`).click();
  await expect(timeline.getByRole('listitem').last()).toContainText(
    'Status: Returned (Refused at the door; back in stock) · Courier (PostEx),',
  );
  const movingCard = await openOrder(page, moving.displayOrderId);
  await expect(movingCard.locator('.status-badge')).toHaveText('Shipped');
  await expect(movingCard.locator('.courier-event')).toContainText('Attempt Made');
  // PostEx wrote the event in Pakistan's time, as the real one does: the card shows the moment it moved.
  const eventShown = Date.parse((await movingCard.locator('.courier-event time').getAttribute('datetime')) ?? '');
  expect(Math.abs(eventShown - movedAt)).toBeLessThan(5 * 60_000);
  expect(await stockMoves(page, 'rawayat', returned._id)).toEqual([
    ['return', 1],
    ['order', -1],
  ]);
  expect(await stockMoves(page, 'rawayat', moving._id)).toEqual([['order', -1]]);
  expect(await sidewaysOverflow(page)).toBe(0);

  // The dashboard: the parcel still on the road counts there, the delivered one's cash is held by PostEx.
  const after = await dashboardFigures(page);
  expect(after.cod.inTransit.orders).toBe(before.cod.inTransit.orders + 1);
  expect(after.cod.inTransit.amount).toBe(before.cod.inTransit.amount! + moving.totalPrice);
  const heldBefore = before.cod.withCouriers.find((owes) => owes.courier === 'PostEx')?.amount ?? 0;
  const heldByPostEx = after.cod.withCouriers.find((owes) => owes.courier === 'PostEx');
  expect(heldByPostEx?.amount).toBe(heldBefore + delivered.totalPrice);
  await openSection(page, 'Today');
  const today = page.getByRole('region', { name: 'Today at a glance' });
  await today.getByText('More figures').click();
  const figure = (label: string) => today.getByRole('term').filter({ hasText: label }).locator('xpath=..');
  await expect(figure('On the road (not collected)')).toContainText(amount(after.cod.inTransit.amount!));
  await expect(
    figure('Held by couriers').getByRole('list', { name: 'What each courier owes' }).getByRole('listitem').filter({
      hasText: 'PostEx',
    }),
  ).toContainText(amount(heldByPostEx!.amount!));

  // A parcel PostEx has not moved for six and a half days is listed to chase, with its last event and its days.
  await runSql(
    `UPDATE courier_bookings SET event_at = ${Date.now() - 6.5 * 24 * 3_600_000} WHERE order_id = '${moving._id}'`,
  );
  await today.getByRole('button', { name: 'Refresh' }).click();
  const stuck = today.getByRole('region', { name: 'Parcels not moving' });
  await expect(stuck.getByRole('listitem').filter({ hasText: moving.displayOrderId })).toContainText(
    `PostEx ${tracking(moving)}`,
  );
  await expect(stuck.getByRole('listitem').filter({ hasText: moving.displayOrderId })).toContainText('Attempt Made');
  await expect(stuck.getByRole('listitem').filter({ hasText: moving.displayOrderId })).toContainText('6 days');
  expect(await sidewaysOverflow(page)).toBe(0);
});

test("a parcel shipped by hand prints the shop's own label, opened in a tab of its own with its style", async ({
  page,
}) => {
  const shopper = await someShopper(page.request);
  const surname = `Label${Date.now().toString(36)}`;
  // Typed as many shoppers type it, without a space: the label breaks it rather than cut it off.
  const unbroken = 'House#12,Street#4,BlockC,GulshanIqbal,OppositeJamiaMasjid,NearNipaChowrangi';
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Zara',
    lastName: surname,
    city: 'Multan',
    apartment: unbroken,
  });
  const tracking = `TCS${Date.now()}`;
  // The print dialog would take the packing slip away as it closes: the test reads it instead.
  await page.addInitScript(() => (window.print = () => {}));
  await openAdminConsole(page);
  await openSection(page, 'Orders');
  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  const card = await openOrder(page, order.displayOrderId);
  await card.getByRole('button', { name: 'Mark Processing' }).click();
  await card.getByRole('button', { name: 'Mark Shipped' }).click();
  const ship = card.getByRole('form', { name: `Ship order ${order.displayOrderId}` });
  await ship.getByRole('combobox', { name: 'Courier' }).selectOption('TCS');
  await ship.getByRole('textbox', { name: 'Tracking number' }).fill(tracking);
  await ship.getByRole('button', { name: 'Save and mark shipped' }).click();
  await expect(card.locator('.status-badge')).toHaveText('Shipped');

  // Its packing slip breaks the address too, on the page's width.
  await card.getByRole('button', { name: 'Print packing slip' }).click();
  await page.emulateMedia({ media: 'print' });
  const slipAddress = page
    .getByRole('article', { name: `Packing slip for order ${order.displayOrderId}` })
    .locator('address');
  await expect(slipAddress).toContainText(unbroken);
  expect(await slipAddress.evaluate((lines) => lines.scrollWidth - lines.clientWidth)).toBe(0);
  await page.emulateMedia({ media: 'screen' });

  const bar = page.getByRole('region', { name: 'Selected orders' });
  await page.getByRole('checkbox', { name: `Select order ${order.displayOrderId}` }).check();
  const tab = page.waitForEvent('popup');
  await bar.getByRole('button', { name: 'Print airway bills' }).click();
  const labels = await tab;
  await expect(labels.getByText(tracking, { exact: true })).toBeVisible();
  await expect(labels.getByText(`Order ${order.displayOrderId}`)).toBeVisible();
  // Its own style holds in the tab: the city in capitals, the barcode drawn.
  await expect(labels.getByText('Multan', { exact: true })).toHaveCSS('text-transform', 'uppercase');
  await expect(labels.locator('.barcode svg')).toBeVisible();
  // Nothing runs past the label's edge, where its overflow would cut it off.
  const address = labels.getByText(unbroken);
  await expect(address).toBeVisible();
  expect(await address.evaluate((line) => line.scrollWidth - line.clientWidth)).toBe(0);
  await labels.close();
});
