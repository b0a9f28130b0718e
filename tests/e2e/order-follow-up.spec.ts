/**
 * The owner's day in the console, on the 412 px phone the owner carries and on a laptop: the customer's
 * cash-on-delivery answer, shipping with a courier, packing slips, bulk changes and new orders arriving.
 */
import { expect, test, type Page } from './support/test';
import { OILS } from '#schema/catalog/oils';
import { SHOP } from '#schema/shop';
import { logInWithToken, openAdminConsole, registerUser, someShopper } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { placeOilsOrderViaApi, placeOrderViaApi } from './support/orders';
import { openOrder, orderRow, orderRows } from './support/console-orders';
import { sidewaysOverflow } from './support/sideways';

const PHONE = { width: 412, height: 915 };
const LAPTOP = { width: 1280, height: 800 };

/** Shows only the orders of this surname, as the owner would type it into the filter. */
async function filterBy(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Filter' }).fill(text);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
}

async function scrollsSideways(page: Page) {
  return sidewaysOverflow(page).then((px) => px > 0);
}

test.describe('on the owner’s phone', () => {
  test.use({ viewport: PHONE });

  test('the customer’s answer is recorded with one tap beside Confirm on WhatsApp, shown, kept and filterable', async ({
    page,
  }) => {
    // Two orders, a filter, five answers and a cancellation: longer than the default minute on a busy machine.
    test.slow();
    const shopper = await someShopper(page.request);
    const surname = `Confirm${Date.now().toString(36)}`;
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Sana',
      lastName: surname,
    });
    await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], { firstName: 'Sana', lastName: surname });
    await openAdminConsole(page);
    await filterBy(page, surname);
    const card = await openOrder(page, order.displayOrderId);
    const confirmation = card.getByRole('region', { name: `Confirmation of order ${order.displayOrderId}` });
    await expect(confirmation).toContainText('Confirmation: Not contacted');
    await expect(confirmation.getByRole('link', { name: 'Confirm on WhatsApp' })).toBeVisible();

    const answers = confirmation.getByRole('group', { name: "Customer's answer" });
    await answers.getByRole('button', { name: 'No answer' }).click();
    await expect(confirmation).toContainText('Confirmation: No answer');
    await answers.getByRole('button', { name: 'Confirmed' }).click();
    await expect(confirmation).toContainText('Confirmation: Confirmed');
    await expect(answers.getByRole('button', { name: 'Confirmed' })).toHaveAttribute('aria-pressed', 'true');
    await confirmation.getByText('Confirmation history').click();
    await expect(confirmation.getByRole('listitem')).toHaveText([/^No answer /, /^Confirmed /]);
    expect(await scrollsSideways(page)).toBe(false);

    // The confirmation filter is folded under More filters, to keep the first orders on the phone's first screen.
    const filters = page.getByRole('form', { name: 'Filter perfume orders' });
    await filters.getByRole('button', { name: 'More filters' }).click();
    await filters.getByRole('combobox', { name: 'Confirmation' }).selectOption('confirmed');
    await page.getByRole('button', { name: 'Filter Orders' }).click();
    await expect(orderRows(page)).toHaveCount(1);
    // The order stays in the filtered list, its card open as the owner left it.
    await expect(card).toBeVisible();
    await openOrder(page, order.displayOrderId);

    // Once cancelled, neither the chat nor the answers are offered; the answer stays on the card.
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(card.locator('.status-badge')).toHaveText('Cancelled');
    await expect(confirmation.getByRole('link', { name: 'Confirm on WhatsApp' })).toHaveCount(0);
    await expect(confirmation.getByRole('group', { name: "Customer's answer" })).toHaveCount(0);
    await expect(confirmation).toContainText('Confirmation: Confirmed');
  });
});

test.describe('on the owner’s phone, on a slow link', () => {
  test.use({ viewport: PHONE });

  test('an answer recorded while the filtered list is still on its way is not undone when the list arrives', async ({
    page,
  }) => {
    const shopper = await someShopper(page.request);
    const surname = `Late${Date.now().toString(36)}`;
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Sana',
      lastName: surname,
    });
    await openAdminConsole(page);
    // The filtered page is read from the shop at once but reaches the phone only after the answer is recorded.
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    await page.route(new RegExp(`/api/orders\\?.*q=${surname}`), async (route) => {
      const response = await route.fetch();
      await delivered;
      await route.fulfill({ response });
    });
    await filterBy(page, surname);
    const card = await openOrder(page, order.displayOrderId);
    const confirmation = card.getByRole('region', { name: `Confirmation of order ${order.displayOrderId}` });
    await confirmation.getByRole('button', { name: 'No answer' }).click();
    await expect(confirmation).toContainText('Confirmation: No answer');

    deliver();
    await expect(orderRows(page)).toHaveCount(1);
    await expect(confirmation).toContainText('Confirmation: No answer');
    await expect(orderRow(page, order.displayOrderId)).toContainText('No answer');
  });
});

test.describe('on the owner’s phone, shipping', () => {
  test.use({ viewport: PHONE });

  test('marking shipped asks for the courier and tracking number, which the card, receipt and My orders show', async ({
    page,
  }) => {
    const shopper = await registerUser(page.request);
    const surname = `Ship${Date.now().toString(36)}`;
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Bilal',
      lastName: surname,
    });
    await openAdminConsole(page);
    await filterBy(page, surname);
    const card = await openOrder(page, order.displayOrderId);
    await card.getByRole('button', { name: 'Mark Processing' }).click();
    await card.getByRole('button', { name: 'Mark Shipped' }).click();

    // A named courier's number ships one order: this test's own.
    const tracking = `7794${Date.now()}`;
    const form = card.getByRole('form', { name: `Ship order ${order.displayOrderId}` });
    await form.getByRole('button', { name: 'Save and mark shipped' }).click();
    // Neither the courier nor the number was given: nothing is sent, the order stays processing.
    await expect(form).toBeVisible();
    await expect(card.locator('.status-badge')).toHaveText('Processing');
    await form.getByRole('combobox', { name: 'Courier' }).selectOption('TCS');
    await form.getByRole('textbox', { name: 'Tracking number' }).fill(tracking);
    await form.getByRole('button', { name: 'Save and mark shipped' }).click();
    await expect(card.locator('.status-badge')).toHaveText('Shipped');
    await expect(card).toContainText(`Courier: TCS · Tracking number ${tracking}`);
    await expect(card.getByRole('link', { name: 'Track on TCS' })).toHaveAttribute(
      'href',
      `https://www.tcsexpress.com/track/${tracking}`,
    );
    await expect(card.getByRole('button', { name: 'Mark Delivered' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);

    await logInWithToken(page, shopper.token);
    await page.goto(`/order-confirmation/${order._id}`);
    const receipt = page.getByRole('article', { name: 'Thank you for your order!' });
    await expect(receipt).toContainText(`Courier: TCS · Tracking number ${tracking}`);
    await expect(receipt.getByRole('link', { name: 'Track on TCS' })).toHaveAttribute(
      'href',
      `https://www.tcsexpress.com/track/${tracking}`,
    );
    await page.goto('/my-orders');
    const mine = page.getByRole('listitem').filter({ hasText: `Order ${order.displayOrderId}` });
    await expect(mine).toContainText(`Courier: TCS · Tracking number ${tracking}`);
  });
});

test.describe('on a laptop, packing slips', () => {
  test.use({ viewport: LAPTOP });

  test('print one order or a selection: sender, address and phones, items and the cash to collect in large type', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    const shopper = await someShopper(page.request);
    const surname = `Slip${Date.now().toString(36)}`;
    const first = await placeOrderViaApi(page.request, shopper.token, [['khas', 2]], {
      firstName: 'Noor',
      lastName: surname,
      phone: '0321-7654321',
      alternatePhone: '0333-1112223',
      apartment: 'Flat 4',
    });
    const second = await placeOrderViaApi(
      page.request,
      shopper.token,
      [
        ['rawayat', 1],
        ['khas', 1],
      ],
      { firstName: 'Amna', lastName: surname },
    );
    await openAdminConsole(page);
    await filterBy(page, surname);
    const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed);
    const slips = page.getByRole('article', { name: /^Packing slip for order/, includeHidden: true });

    await page.getByRole('checkbox', { name: `Select order ${first.displayOrderId}` }).check();
    await page.getByRole('checkbox', { name: `Select order ${second.displayOrderId}` }).check();
    await expect(page.getByRole('region', { name: 'Selected orders' })).toContainText('2 orders selected.');
    await page.getByRole('button', { name: 'Print packing slips' }).click();
    await expect.poll(printed).toBe(1);
    await expect(slips).toHaveCount(2);
    await expect(slips.first()).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    const slip = page.getByRole('article', { name: `Packing slip for order ${first.displayOrderId}` });
    await expect(slip).toBeVisible();
    await expect(slip).toContainText(`From: ${SHOP.name}`);
    await expect(slip).toContainText(SHOP.address);
    await expect(slip).toContainText(`Noor ${surname}`);
    await expect(slip).toContainText('House 5, Street 2, Flat 4');
    await expect(slip).toContainText('Phone: 0321-7654321 · Alternate phone: 0333-1112223');
    await expect(slip.getByRole('row', { name: /Khas/ })).toContainText('2');
    const cash = slip.locator('.slip__cash strong');
    await expect(cash).toHaveText('Rs 2,998');
    expect(parseFloat(await cash.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(40);
    await expect(page.getByRole('article', { name: `Packing slip for order ${second.displayOrderId}` })).toContainText(
      'Rawayat',
    );
    // Nothing of the console is printed with the slips.
    await expect(page.getByRole('list', { name: 'Perfume orders' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await (await openOrder(page, second.displayOrderId)).getByRole('button', { name: 'Print packing slip' }).click();
    await expect.poll(printed).toBe(2);
    await expect(slips).toHaveCount(1);
    await expect(
      page.getByRole('article', { name: `Packing slip for order ${second.displayOrderId}`, includeHidden: true }),
    ).toHaveCount(1);

    // A cancelled order ticked with the rest has no parcel to pack: no slip asks to collect its cash.
    const card = await openOrder(page, first.displayOrderId);
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(card.locator('.status-badge')).toHaveText('Cancelled');
    await page.getByRole('checkbox', { name: `Select order ${first.displayOrderId}` }).check();
    await page.getByRole('checkbox', { name: `Select order ${second.displayOrderId}` }).check();
    await page.getByRole('button', { name: 'Print packing slips' }).click();
    await expect.poll(printed).toBe(3);
    await expect(slips).toHaveCount(1);
    await expect(
      page.getByRole('article', { name: `Packing slip for order ${second.displayOrderId}`, includeHidden: true }),
    ).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Selected orders' }).getByRole('status')).toContainText(
      '1 order has no slip: cancelled, delivered and returned orders have no parcel to pack.',
    );
  });
});

test.describe('on the owner’s phone, bulk changes', () => {
  test.use({ viewport: PHONE });

  test('all orders matching the filter move at once; the console says which were skipped and why', async ({ page }) => {
    const shopper = await someShopper(page.request);
    const surname = `Bulk${Date.now().toString(36)}`;
    const place = () =>
      placeOrderViaApi(page.request, shopper.token, [['khas', 1]], { firstName: 'Rida', lastName: surname });
    const [a, b, shipped] = [await place(), await place(), await place()];
    const admin = await openAdminConsole(page);
    const headers = {
      authorization: `Bearer ${admin.token}`,
      ...(await csrfHeaders(page.request)),
    };
    for (const data of [
      { status: 'processing' },
      { status: 'shipped', courier: 'Leopards', trackingNumber: `LE${Date.now()}` },
    ]) {
      expect((await page.request.patch(`/api/orders/${shipped._id}/status`, { headers, data })).status()).toBe(200);
    }
    await filterBy(page, surname);
    const bar = page.getByRole('region', { name: 'Selected orders' });

    // One ticked order first.
    await page.getByRole('checkbox', { name: `Select order ${a.displayOrderId}` }).check();
    await bar.getByRole('combobox', { name: 'Move selected to' }).selectOption('processing');
    await bar.getByRole('button', { name: 'Move orders' }).click();
    await expect(bar.getByRole('status').last()).toHaveText('Moved 1 order to Processing.');
    // The list reloads after a move: each row says its order's new status.
    await expect(orderRow(page, a.displayOrderId)).toHaveAccessibleName(/ Processing /);

    await bar.getByRole('button', { name: 'Select all matching' }).click();
    await expect(bar).toContainText('3 orders selected.');
    await bar.getByRole('combobox', { name: 'Move selected to' }).selectOption('cancelled');
    page.once('dialog', (dialog) => void dialog.accept());
    await bar.getByRole('button', { name: 'Move orders' }).click();
    await expect(bar.getByRole('status').last()).toContainText('Moved 2 orders to Cancelled. Skipped 1:');
    await expect(bar.getByRole('list', { name: 'Skipped orders' })).toHaveText(
      `${shipped.displayOrderId}: This order is shipped; it can only be marked delivered or returned, not cancelled.`,
    );
    for (const order of [a, b]) {
      await expect(orderRow(page, order.displayOrderId)).toHaveAccessibleName(/ Cancelled /);
    }
    await expect(orderRow(page, shipped.displayOrderId)).toHaveAccessibleName(/ Shipped /);
    await expect(bar).toContainText('No orders selected.');
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test.describe('on the owner’s phone, oils orders', () => {
  test.use({ viewport: PHONE });

  test('an oils order shows its phone and city, moves along its statuses and records the confirmation', async ({
    page,
  }) => {
    const trader = await registerUser(page.request, { username: `Trader${Date.now().toString(36)}` });
    const order = await placeOilsOrderViaApi(page.request, trader.token, OILS[0]!, 100);
    await openAdminConsole(page);
    const filters = page.getByRole('form', { name: 'Filter oils orders' });
    await filters.getByRole('searchbox', { name: 'Find an oils order' }).fill(trader.username);
    await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
    const card = await openOrder(page, order.displayOrderId, 'Oils order');
    await expect(card).toContainText('Phone0300-1234567');
    await expect(card).toContainText('CityMultan');
    await expect(card.locator('.status-badge')).toHaveText('Pending');
    const confirmation = card.getByRole('region', { name: `Confirmation of order ${order.displayOrderId}` });
    await expect(confirmation.getByRole('link', { name: 'Confirm on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/923001234567\?text=/,
    );
    await confirmation.getByRole('button', { name: 'Confirmed' }).click();
    await expect(confirmation).toContainText('Confirmation: Confirmed');
    await card.getByRole('button', { name: 'Mark Processing' }).click();
    await expect(card.locator('.status-badge')).toHaveText('Processing');
    await expect(card.getByRole('region', { name: /^Order progress of / })).toContainText(/Pending.*Processing/);
    expect(await scrollsSideways(page)).toBe(false);

    await filters.getByRole('button', { name: 'More filters' }).click();
    await filters.getByRole('combobox', { name: 'Status' }).selectOption('processing');
    await filters.getByRole('combobox', { name: 'Confirmation' }).selectOption('confirmed');
    await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
    await expect(orderRows(page, 'Oils orders')).toHaveCount(1);
    await filters.getByRole('combobox', { name: 'Status' }).selectOption('pending');
    await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
    await expect(page.getByText('No oils orders match these filters.')).toBeVisible();
    await filters.getByRole('combobox', { name: 'Status' }).selectOption('processing');
    await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();

    // A new filter loads the list afresh, with every row closed.
    await openOrder(page, order.displayOrderId, 'Oils order');
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(card.locator('.status-badge')).toHaveText('Cancelled');
    await expect(confirmation.getByRole('link', { name: 'Confirm on WhatsApp' })).toHaveCount(0);
    // Nothing moves a cancelled order on: only blocking its phone remains.
    await expect(card.getByRole('button')).toHaveText([/^Block /]);

    await logInWithToken(page, trader.token);
    await page.goto('/my-orders');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `Order ${order.displayOrderId}` })
        .locator('.status-badge'),
    ).toHaveText('Cancelled');
  });
});

test.describe('on a laptop, the live console', () => {
  test.use({ viewport: LAPTOP });

  test('new orders appear without a reload and are counted in the tab title; a hidden tab does not poll', async ({
    page,
  }) => {
    await page.clock.install();
    const shopper = await someShopper(page.request);
    const surname = `Live${Date.now().toString(36)}`;
    const place = () =>
      placeOrderViaApi(page.request, shopper.token, [['khas', 1]], { firstName: 'Zara', lastName: surname });
    const first = await place();
    await openAdminConsole(page);
    await filterBy(page, surname);
    const cards = orderRows(page);
    await expect(cards).toHaveCount(1);
    const title = await page.title();
    expect(title).not.toMatch(/^\(/);

    const second = await place();
    await page.clock.fastForward(25_000);
    await expect(cards).toHaveCount(2);
    await expect(orderRow(cards.first(), second.displayOrderId)).toBeVisible();
    await expect(page).toHaveTitle(`(1) ${title}`);
    await expect(
      page.getByRole('status').filter({ hasText: '1 new order since you opened the console.' }),
    ).toBeVisible();

    // Hidden, the tab does not poll; shown again, it catches up at once.
    let reads = 0;
    page.on(
      'request',
      (request) => void (request.method() === 'GET' && /\/api\/orders\?/.test(request.url()) && (reads += 1)),
    );
    await page.evaluate(() =>
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true }),
    );
    const third = await place();
    await page.clock.fastForward(60_000);
    await page.waitForTimeout(1000);
    expect(reads).toBe(0);
    await expect(cards).toHaveCount(2);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(orderRow(cards.first(), third.displayOrderId)).toBeVisible();
    await expect(page).toHaveTitle(`(2) ${title}`);
    await expect(orderRow(cards.last(), first.displayOrderId)).toBeVisible();

    await page.getByRole('button', { name: 'Mark as seen' }).click();
    await expect(page).toHaveTitle(title);
    await expect(cards).toHaveCount(3);
  });
});
