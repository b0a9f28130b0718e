/**
 * Cash on delivery when plans change: the shopper confirms from the order's own link or cancels from My orders on a
 * 360 px phone; the owner, on a 412 px phone, changes a pending order's quantity, writes a note, sees who confirmed,
 * and sends the tracking number on WhatsApp, each kept in the order's timeline.
 */
import { expect, test, type Page } from './support/test';
import {
  logInWithToken,
  openAdminConsole,
  registerUser,
  someShopper,
  theOwner,
  type TestUser,
} from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { OILS } from '#schema/catalog/oils';
import { placeOilsOrderViaApi, placeOrderViaApi } from './support/orders';
import { openOrder } from './support/console-orders';
import { sidewaysOverflow } from './support/sideways';
import type { Order } from '#schema/answers/orders';

const SHOPPER_PHONE = { width: 360, height: 740 };
const OWNER_PHONE = { width: 412, height: 915 };

const surnameFor = (what: string) => `${what}${Date.now().toString(36)}`;

async function ownerCard(page: Page, surname: string, displayOrderId: string) {
  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  return await openOrder(page, displayOrderId);
}

async function priceOf(page: Page, slug: string): Promise<number> {
  const answer = await page.request.get(`/api/products/${slug}`);
  return ((await answer.json()) as { product: { price: number } }).product.price;
}

async function scrollsSideways(page: Page) {
  return sidewaysOverflow(page).then((px) => px > 0);
}

test.describe('on the shopper’s phone', () => {
  test.use({ viewport: SHOPPER_PHONE });

  test('the receipt’s link opens the order and its cash, and “Yes, send my order” confirms it', async ({ page }) => {
    const shopper = await registerUser(page.request);
    const surname = surnameFor('Link');
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 2]], {
      firstName: 'Sana',
      lastName: surname,
    });
    await logInWithToken(page, shopper.token);
    await page.goto(`/order-confirmation/${order._id}`);
    await page.getByRole('link', { name: 'confirm or cancel your order' }).click();
    await expect(page).toHaveURL(/\/confirm\/[0-9a-f]{32}$/);

    const linked = page.getByRole('article', { name: `Order ${order.displayOrderId}` });
    await expect(linked.getByRole('list', { name: 'Items' })).toContainText('Khas × 2');
    await expect(linked).toContainText(`Please keep Rs ${order.totalPrice.toLocaleString('en-PK')} ready`);
    // Nothing personal travels with the link.
    await expect(linked).not.toContainText(surname);
    expect(await scrollsSideways(page)).toBe(false);

    await linked.getByRole('button', { name: 'Yes, send my order' }).click();
    await expect(linked.getByRole('status')).toHaveText(
      `Thank you! Order ${order.displayOrderId} is confirmed and will be on its way soon.`,
    );
    await expect(linked.getByRole('button', { name: 'Yes, send my order' })).toHaveCount(0);
    await expect(linked.getByRole('button', { name: 'Cancel it' })).toBeVisible();

    // The owner sees who confirmed, and when.
    await page.context().clearCookies();
    await openAdminConsole(page);
    const card = await ownerCard(page, surname, order.displayOrderId);
    await expect(card.getByRole('region', { name: `Confirmation of order ${order.displayOrderId}` })).toContainText(
      `Confirmation: Confirmed by the shopper (${shopper.username}),`,
    );
  });

  test('the link cancels after a second tap, and a link that is not an order’s says so', async ({ page }) => {
    const shopper = await registerUser(page.request);
    const order = await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], {
      firstName: 'Ali',
      lastName: surnameFor('Cancel'),
    });
    await page.goto(order.confirmUrl);
    await expect(page.getByText('ready to pay on delivery')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel it' }).click();
    await page
      .getByRole('group', { name: 'Cancel this order?' })
      .getByRole('button', { name: 'Yes, cancel my order' })
      .click();
    await expect(page.getByRole('status')).toHaveText(
      `Order ${order.displayOrderId} is cancelled. Nothing more is needed from you.`,
    );
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel it' })).toHaveCount(0);
    // Nothing is left to pay on a cancelled order.
    await expect(page.getByText('ready to pay on delivery')).toHaveCount(0);

    // The spent link, opened again, says when it was cancelled and leads back to the shop, in the page's language.
    const today = new Intl.DateTimeFormat('en-PK', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Karachi',
    });
    for (const [address, shop] of [
      [order.confirmUrl, '/home'],
      [`/ur${order.confirmUrl}`, '/ur/home'],
    ] as const) {
      await page.goto(address);
      const linked = page.getByRole('article', { name: new RegExp(order.displayOrderId) });
      await expect(
        linked.getByRole('link', { name: shop === '/home' ? 'Shop again' : 'دوبارہ خریداری کریں' }),
      ).toHaveAttribute('href', shop);
      if (shop === '/home')
        await expect(linked.getByText(/^Cancelled on /)).toContainText(`Cancelled on ${today.format(new Date())}`);
      else await expect(linked.getByText(/منسوخ ہوا/)).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
    }

    await page.goto('/confirm/0123456789abcdef0123456789abcdef');
    await expect(page.getByRole('alert')).toHaveText(
      'This confirmation link is not valid. Please check it, or message us on WhatsApp.',
    );
  });

  test('My orders cancels a pending order after a second tap', async ({ page }) => {
    const shopper = await registerUser(page.request);
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Hina',
      lastName: surnameFor('Mine'),
    });
    await logInWithToken(page, shopper.token);
    await page.goto('/my-orders');
    const card = page.getByRole('listitem').filter({ hasText: `Order ${order.displayOrderId}` });
    await card.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
    await card
      .getByRole('group', { name: `Cancel order ${order.displayOrderId}?` })
      .getByRole('button', { name: 'Yes, cancel it' })
      .click();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('My orders cancels a pending oils order too', async ({ page }) => {
    const shopper = await registerUser(page.request);
    const order = await placeOilsOrderViaApi(page.request, shopper.token, OILS[0]!, 50);
    await logInWithToken(page, shopper.token);
    await page.goto('/my-orders');
    const oils = page.getByRole('region', { name: 'Perfume oils' });
    const card = oils.getByRole('listitem').filter({ hasText: `Order ${order.displayOrderId}` });
    await card.getByRole('button', { name: 'Cancel order' }).click();
    await card
      .getByRole('group', { name: `Cancel order ${order.displayOrderId}?` })
      .getByRole('button', { name: 'Yes, cancel it' })
      .click();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test('an oils order the shop started on while My orders was open shows where it is now when Cancel is refused', async ({
    page,
  }) => {
    const shopper = await registerUser(page.request);
    const order = await placeOilsOrderViaApi(page.request, shopper.token, OILS[0]!, 50);
    await logInWithToken(page, shopper.token);
    await page.goto('/my-orders');
    const card = page
      .getByRole('region', { name: 'Perfume oils' })
      .getByRole('listitem')
      .filter({ hasText: `Order ${order.displayOrderId}` });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    // Meanwhile, on the owner's phone, the order moves on.
    const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
    const moved = await page.request.patch(`/api/oilsOrders/${order._id}/status`, {
      headers,
      data: { status: 'processing' },
    });
    expect(moved.ok()).toBe(true);

    await card.getByRole('button', { name: 'Cancel order' }).click();
    await card
      .getByRole('group', { name: `Cancel order ${order.displayOrderId}?` })
      .getByRole('button', { name: 'Yes, cancel it' })
      .click();
    await expect(card.getByRole('alert')).toBeVisible();
    await expect(card.getByText('Processing', { exact: true })).toBeVisible();
    await expect(card.getByText('Pending', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });
});

test.describe('on the owner’s phone', () => {
  test.use({ viewport: OWNER_PHONE });

  test('a pending order’s quantity is changed and a note added, both kept in the timeline', async ({ page }) => {
    const shopper = await someShopper(page.request);
    const surname = surnameFor('Edit');
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Sana',
      lastName: surname,
    });
    await openAdminConsole(page);
    const card = await ownerCard(page, surname, order.displayOrderId);
    const khas = order.totalPrice - 200;
    const rawayat = await priceOf(page, 'rawayat');

    await card.getByRole('button', { name: 'Change order' }).click();
    const form = card.getByRole('form', { name: `Change order ${order.displayOrderId}` });
    await form.getByRole('spinbutton', { name: 'Quantity of Khas' }).fill('2');
    await form.getByRole('searchbox', { name: 'Add a perfume' }).fill('rawayat');
    await form.getByRole('list', { name: 'Perfumes to add' }).getByRole('button', { name: 'Add Rawayat' }).click();
    await expect(form.getByRole('spinbutton', { name: 'Quantity of Rawayat' })).toHaveValue('1');
    await form.getByRole('textbox', { name: 'City' }).fill('Karachi');
    // The name goes to the courier on the parcel: a misspelt one is put right here.
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Sana');
    await form.getByRole('textbox', { name: 'First name' }).fill('Sanaa');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toHaveCount(0);
    await expect(card).toContainText(`Sanaa ${surname}`);
    const lines = card.getByRole('table', { name: `Items in order ${order.displayOrderId}` });
    await expect(lines.getByRole('row', { name: /Khas/ })).toContainText('2');
    await expect(lines.getByRole('row', { name: /Rawayat/ })).toContainText('1');
    await expect(lines).toContainText(`Rs ${(2 * khas + rawayat + 200).toLocaleString('en-PK')}`);
    // The new city's province, not the old city's: the slip is what the courier reads.
    await expect(card).toContainText('Karachi, Sindh');
    await expect(card).not.toContainText('Punjab');

    const notes = card.getByRole('region', { name: `Notes on order ${order.displayOrderId}` });
    await notes.getByRole('textbox', { name: 'Note' }).fill('Customer asked for delivery after 5 pm');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByRole('listitem')).toContainText('Customer asked for delivery after 5 pm');
    await expect(notes.getByRole('textbox', { name: 'Note' })).toHaveValue('');

    await card.getByText(`Timeline of order ${order.displayOrderId}`).click();
    const timeline = card.locator('.order-timeline li');
    await expect(timeline).toHaveText([
      /^Status: Pending · the shopper/,
      /^Changed Khas 1 → 2; Rawayat 0 → 1; delivery first name, city, province; total .* · Owner/,
      /^Note: Customer asked for delivery after 5 pm · Owner/,
    ]);
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('a save refused because someone else changed the order first keeps what was typed, and cannot put their change back', async ({
    page,
  }) => {
    const shopper = await someShopper(page.request);
    const surname = surnameFor('Race');
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Sana',
      lastName: surname,
    });
    const owner = await openAdminConsole(page);
    const card = await ownerCard(page, surname, order.displayOrderId);
    await card.getByRole('button', { name: 'Change order' }).click();
    const form = card.getByRole('form', { name: `Change order ${order.displayOrderId}` });
    await expect(form.getByRole('spinbutton', { name: 'Quantity of Khas' })).toHaveValue('1');

    // Someone else, on another phone, saves first: two of Khas to a new address.
    const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
    const first = await page.request.patch(`/api/orders/${order._id}`, {
      headers,
      data: {
        version: 0,
        lines: [{ productId: 'khas', quantity: 2 }],
        shippingAddress: { address: 'House 9, Canal View' },
      },
    });
    expect(first.ok()).toBe(true);

    await form.getByRole('textbox', { name: 'Landmark' }).fill('Near the mosque');
    await form.getByRole('textbox', { name: 'City' }).fill('Multan');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(card.getByRole('alert')).toContainText('changed by someone else');
    // The open form now holds their figures with what was typed put back over them, and says so.
    await expect(form.getByRole('status')).toContainText('Someone else changed this order first');
    await expect(form.getByRole('spinbutton', { name: 'Quantity of Khas' })).toHaveValue('2');
    await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue('House 9, Canal View');
    await expect(form.getByRole('textbox', { name: 'Landmark' })).toHaveValue('Near the mosque');
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Multan');

    // Saving again, as the refusal invites, keeps their change and adds what was typed, typed once.
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toHaveCount(0);
    const read = await page.request.get(`/api/orders/${order._id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const saved = ((await read.json()) as { order: Order }).order;
    expect(saved.products.map((line) => line.quantity)).toEqual([2]);
    expect(saved.shippingAddress.address).toBe('House 9, Canal View');
    expect(saved.shippingAddress.landmark).toBe('Near the mosque');
    expect(saved.shippingAddress.city).toBe('Multan');
  });

  test('a shipped order offers “Send tracking on WhatsApp”, and the send is kept in the timeline', async ({ page }) => {
    const shopper = await someShopper(page.request);
    const surname = surnameFor('Track');
    const order = await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], {
      firstName: 'Sana',
      lastName: surname,
      phone: '03217654321',
    });
    // A named courier's number ships one order: this test's own.
    const tracking = `7794${Date.now()}`;
    const owner: TestUser = await openAdminConsole(page);
    const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
    for (const data of [{ status: 'processing' }, { status: 'shipped', courier: 'TCS', trackingNumber: tracking }])
      expect((await page.request.patch(`/api/orders/${order._id}/status`, { headers, data })).ok()).toBe(true);
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));

    const card = await ownerCard(page, surname, order.displayOrderId);
    const send = card.getByRole('link', { name: 'Send tracking on WhatsApp' });
    const text = decodeURIComponent((await send.getAttribute('href'))!.split('?text=')[1]!);
    expect(text).toContain(`Tracking number: ${tracking}`);
    expect(text).toContain(`Please keep Rs ${order.totalPrice.toLocaleString('en-PK')} ready in cash`);
    const chat = page.waitForEvent('popup');
    await send.click();
    await (await chat).close();
    await card.getByText(`Timeline of order ${order.displayOrderId}`).click();
    await expect(card.locator('.order-timeline li').last()).toHaveText(/^Sent the tracking number on WhatsApp · Owner/);
  });
});
