/**
 * The owner's unhappy-path day on the 412 px phone: a parcel refused at the door comes back into stock, a courier's
 * payout is recorded against what it owed, and a number that keeps refusing is blocked from cash on delivery.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openAdminConsole, someShopper } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { openOrder } from './support/console-orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 412, height: 915 } });

/** Moves an order along as the console would, straight through the API. */
async function moveOrder(request: APIRequestContext, token: string, id: string, body: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(request)) };
  const response = await request.patch(`/api/orders/${id}/status`, { headers, data: body });
  if (!response.ok()) throw new Error(`Moving ${id} answered ${response.status()}`);
}

async function shipped(request: APIRequestContext, token: string, id: string, courier: string) {
  await moveOrder(request, token, id, { status: 'processing' });
  await moveOrder(request, token, id, { status: 'shipped', courier, trackingNumber: `CN ${Date.now()}` });
}

async function filterBy(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Filter' }).fill(text);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
}

const scrollsSideways = (page: Page) => sidewaysOverflow(page).then((px) => px > 0);

test('a parcel refused at the door is recorded as returned and its bottles go back in stock', async ({ page }) => {
  const admin = await openAdminConsole(page);
  const shopper = await someShopper(page.request);
  const surname = `Refused${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 2]], {
    firstName: 'Bilal',
    lastName: surname,
  });
  await shipped(page.request, admin.token, order._id, 'TCS');

  await page.reload();
  await filterBy(page, surname);
  const card = await openOrder(page, order.displayOrderId);
  await card.getByRole('button', { name: 'Mark Returned' }).click();
  const form = card.getByRole('form', { name: `Return order ${order.displayOrderId}` });
  await form.getByRole('combobox', { name: 'Why did it come back?' }).selectOption({ label: 'Refused at the door' });
  await expect(form.getByRole('checkbox', { name: /Put the bottles back in stock/ })).toBeChecked();
  await form.getByRole('button', { name: 'Save and mark returned' }).click();

  await expect(card.locator('.status-badge')).toHaveText('Returned');
  await expect(card.getByRole('region', { name: `Order progress of ${order.displayOrderId}` })).toContainText(
    'Returned: Refused at the door (back in stock)',
  );
  // One parcel, counted once: as refused, not also as returned.
  await expect(card).toContainText('1 refused · 0 returned');
  expect(await scrollsSideways(page)).toBe(false);

  const entries = await page.request.get('/api/admin/products/khas/stock', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const ledger = (await entries.json()) as { entries: { change: number; reason: string; orderId: string | null }[] };
  expect(ledger.entries.filter((entry) => entry.orderId === order._id).map((e) => [e.reason, e.change])).toEqual([
    ['return', 2],
    ['order', -2],
  ]);

  // The shopper's receipt says it in plain words.
  await page.evaluate((token) => localStorage.setItem('auth_token', token), shopper.token);
  await page.goto(`/order-confirmation/${order._id}`);
  await expect(page.getByText('The parcel was refused at the door and came back to us.')).toBeVisible();
});

test("a courier's payout is recorded against what it owes, and its orders show the cash paid", async ({ page }) => {
  const admin = await openAdminConsole(page);
  const shopper = await someShopper(page.request);
  const surname = `Payout${Date.now().toString(36)}`;
  const orders = [];
  for (const productId of ['rawayat', 'deodar']) {
    const order = await placeOrderViaApi(page.request, shopper.token, [[productId, 1]], {
      firstName: 'Hina',
      lastName: surname,
    });
    await shipped(page.request, admin.token, order._id, 'Trax');
    await moveOrder(page.request, admin.token, order._id, { status: 'delivered' });
    orders.push(order);
  }

  await page.reload();
  const cash = page.getByRole('region', { name: 'Couriers’ cash' });
  await expect(cash.getByRole('list', { name: 'Still owed by courier' })).toContainText('Trax owes');
  await cash.getByRole('button', { name: 'Record Trax payout' }).click();
  const form = cash.getByRole('form', { name: 'Trax payout' });
  for (const order of orders)
    await expect(form.getByRole('checkbox', { name: new RegExp(`^${order.displayOrderId} `) })).toBeChecked();
  // Each charge's box sits under its own words, the width of the form: none beside another's label.
  const kept = form.getByRole('group', { name: 'What Trax kept back' });
  const width = (await kept.boundingBox())!.width;
  for (const charge of ['Delivery charges (Rs)', 'COD fee (Rs)', 'Return charges (Rs)', 'Other charges (Rs)']) {
    const box = (await kept.getByRole('spinbutton', { name: charge }).boundingBox())!;
    expect(box.width).toBeGreaterThan(width * 0.8);
  }
  const reference = `TRX-${Date.now()}`;
  await form.getByRole('textbox', { name: 'Trax’s payment reference' }).fill(reference);
  await form.getByRole('button', { name: 'Save payout' }).click();

  await expect(cash.getByRole('list', { name: 'Payouts recorded' })).toContainText(reference);
  await expect(cash.getByRole('button', { name: 'Record Trax payout' })).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);

  await filterBy(page, surname);
  const card = await openOrder(page, orders[0]!.displayOrderId);
  await expect(card).toContainText('Cash paid to the shop');
});

test('the dashboard says what one courier paid short and another paid over, each on its own line', async ({ page }) => {
  const admin = await openAdminConsole(page);
  const shopper = await someShopper(page.request);
  const surname = `Settled${Date.now().toString(36)}`;
  const headers = { authorization: `Bearer ${admin.token}`, ...(await csrfHeaders(page.request)) };
  // Rs 199 short from one, Rs 199 over from the other: summed together they would say nothing at all.
  for (const [courier, off] of [
    ['M&P', -199],
    ['BlueEx', 199],
  ] as const) {
    const order = await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], {
      firstName: 'Hina',
      lastName: surname,
    });
    await shipped(page.request, admin.token, order._id, courier);
    await moveOrder(page.request, admin.token, order._id, { status: 'delivered' });
    const data = {
      courier,
      reference: `${surname}-${off}`,
      orderIds: [order._id],
      amountReceived: order.totalPrice + off,
    };
    expect((await page.request.post('/api/admin/remittances', { headers, data })).status()).toBe(201);
  }

  await page.reload();
  const dashboard = page.getByRole('region', { name: 'Today at a glance' });
  await dashboard.getByText('More figures').click();
  const charges = dashboard.getByRole('list', { name: 'Charges by kind' });
  await expect(charges).toContainText('Paid short');
  await expect(charges).toContainText('Paid over');
  expect(await scrollsSideways(page)).toBe(false);
});

test('a number is blocked from its order card, listed, refused at checkout, and unblocked', async ({ page }) => {
  await openAdminConsole(page);
  const shopper = await someShopper(page.request);
  const surname = `Blocked${Date.now().toString(36)}`;
  const digits = String(Date.now()).slice(-7);
  const phone = `0345${digits}`;
  const shown = `0345-${digits}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['miraj', 1]], {
    firstName: 'Omar',
    lastName: surname,
    phone,
  });

  await page.reload();
  await filterBy(page, surname);
  const card = await openOrder(page, order.displayOrderId);
  await expect(card).toContainText('1 order from this number · 0 refused · 0 returned');
  await card.getByRole('button', { name: `Block ${shown}` }).click();
  const form = card.getByRole('form', { name: `Block ${shown}` });
  await form.getByRole('textbox', { name: 'Why block this number?' }).fill('Refused two parcels');
  await form.getByRole('button', { name: 'Block number' }).click();
  await expect(card).toContainText('Blocked from cash on delivery');

  await page.reload();
  const blocked = page.getByRole('region', { name: 'Blocked numbers' });
  await expect(blocked.getByRole('list', { name: 'Blocked numbers' })).toContainText(`${shown}: Refused two parcels`);
  expect(await scrollsSideways(page)).toBe(false);

  // The number's next checkout is refused and nothing is placed.
  await expect(
    placeOrderViaApi(page.request, shopper.token, [['miraj', 1]], { firstName: 'Omar', lastName: surname, phone }),
  ).rejects.toThrow(/answered 403: We cannot take cash-on-delivery orders for this number/);

  await blocked.getByRole('button', { name: `Unblock ${shown}` }).click();
  await expect(blocked.getByRole('button', { name: `Unblock ${shown}` })).toHaveCount(0);
  await expect(blocked).not.toContainText(shown);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a delivered parcel comes back only for what fits it, a damaged one is written off by default, and a customer’s own return is no risk', async ({
    page,
  }) => {
    const admin = await openAdminConsole(page);
    const shopper = await someShopper(page.request);
    const surname = `Back${Date.now().toString(36)}`;
    const phone = `0346${String(Date.now()).slice(-7)}`;
    const delivered = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Sadia',
      lastName: surname,
      phone,
    });
    const onTheRoad = await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], {
      firstName: 'Sadia',
      lastName: `${surname}Two`,
    });
    await shipped(page.request, admin.token, delivered._id, 'TCS');
    await moveOrder(page.request, admin.token, delivered._id, { status: 'delivered' });
    await shipped(page.request, admin.token, onTheRoad._id, 'Leopards');

    await page.reload();
    await filterBy(page, surname);
    const card = await openOrder(page, delivered.displayOrderId);
    await card.getByRole('button', { name: 'Mark Returned' }).click();
    const form = card.getByRole('form', { name: `Return order ${delivered.displayOrderId}` });
    const reason = form.getByRole('combobox', { name: 'Why did it come back?' });
    const restock = form.getByRole('checkbox', { name: /Put the bottles back in stock/ });
    // The parcel reached the customer: it was not refused, missed or sent to a wrong address.
    await expect(reason.getByRole('option')).toHaveText([
      'Pick the reason',
      'Sent back by the customer',
      'Damaged in transit',
      'Other reason',
    ]);
    await reason.selectOption({ label: 'Damaged in transit' });
    await expect(restock).not.toBeChecked();
    await reason.selectOption({ label: 'Sent back by the customer' });
    await expect(restock).toBeChecked();
    expect(await scrollsSideways(page)).toBe(false);
    await form.getByRole('button', { name: 'Save and mark returned' }).click();

    await expect(card.locator('.status-badge')).toHaveText('Returned');
    await expect(card).toContainText('1 order from this number · 0 refused · 0 returned · 1 sent back by the customer');
    await expect(card.locator('.phone-risk')).not.toHaveClass(/phone-risk--warn/);
    expect(await scrollsSideways(page)).toBe(false);

    // A parcel damaged on the road is written off unless the owner ticks it back.
    const second = await openOrder(page, onTheRoad.displayOrderId);
    await second.getByRole('button', { name: 'Mark Returned' }).click();
    const secondForm = second.getByRole('form', { name: `Return order ${onTheRoad.displayOrderId}` });
    await secondForm
      .getByRole('combobox', { name: 'Why did it come back?' })
      .selectOption({ label: 'Damaged in transit' });
    await expect(secondForm.getByRole('checkbox', { name: /Put the bottles back in stock/ })).not.toBeChecked();
    await secondForm.getByRole('button', { name: 'Save and mark returned' }).click();
    await expect(second.getByRole('region', { name: `Order progress of ${onTheRoad.displayOrderId}` })).toContainText(
      'Returned: Damaged in transit (written off)',
    );
  });

  test('blocking a number shows its orders not yet shipped, each linked, and cancels them when asked', async ({
    page,
  }) => {
    const owner = await openAdminConsole(page);
    const shopper = await someShopper(page.request);
    const digits = String(Date.now()).slice(-7);
    const phone = `0346${digits}`;
    const shown = `0346-${digits}`;
    const surname = `Open${Date.now().toString(36)}`;
    const first = await placeOrderViaApi(page.request, shopper.token, [['miraj', 1]], {
      firstName: 'Omar',
      lastName: surname,
      phone,
    });
    const second = await placeOrderViaApi(page.request, shopper.token, [['khas', 2]], {
      firstName: 'Omar',
      lastName: surname,
      phone,
    });

    await page.goto('/orders#cash');
    const section = page.getByRole('region', { name: 'Blocked numbers' });
    const form = section.getByRole('form', { name: 'Block a number' });
    await form.getByRole('textbox', { name: 'Phone number' }).fill(shown);
    await form.getByRole('textbox', { name: 'Reason' }).fill('Refused two parcels');
    await form.getByRole('button', { name: 'Block number' }).click();

    const open = section.getByRole('region', { name: `Open orders from ${shown}` });
    await expect(open).toContainText(`${shown} is blocked, and has 2 orders not yet shipped.`);
    for (const order of [first, second])
      await expect(open.getByRole('link', { name: order.displayOrderId })).toHaveAttribute(
        'href',
        `/order-confirmation/${order._id}`,
      );
    expect(await scrollsSideways(page)).toBe(false);

    page.once('dialog', (dialog) => void dialog.accept());
    await open.getByRole('button', { name: 'Cancel these 2 orders' }).click();
    await expect(open.getByRole('status')).toHaveText('2 orders cancelled.');
    for (const order of [first, second]) {
      const seen = await page.request.get(`/api/orders/${order._id}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(((await seen.json()) as { order: { status: string } }).order.status).toBe('cancelled');
    }
    await section.getByRole('button', { name: `Unblock ${shown}` }).click();
    await expect(section.getByRole('button', { name: `Unblock ${shown}` })).toHaveCount(0);
  });
});
