/**
 * The console's forms say what is missing in the console's own words, beside each field, on a 360 px phone: the
 * browser's own bubbles speak the phone's language (English on an English phone), not the console's. Pressed with a
 * field empty, a form sends nothing, marks the field, says why under it and puts the focus on the first to fix, in
 * the English console and the Urdu one: an order's ship form, the Cash section's block-a-number form and the
 * Catalog's new perfume.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';

test.use({ viewport: { width: 360, height: 740 } });

const WORDS = {
  en: {
    prefix: '',
    orders: 'Perfumes Orders',
    filter: 'Filter',
    filterOrders: 'Filter Orders',
    order: 'Order',
    ship: 'Mark Shipped',
    shipForm: (number: string) => `Ship order ${number}`,
    save: 'Save and mark shipped',
    courier: 'Courier',
    tracking: 'Tracking number',
    block: 'Block a number',
    blockButton: 'Block number',
    phone: 'Phone number',
    reason: 'Reason',
    addPerfume: 'Add a perfume',
    newPerfume: 'New perfume',
    create: 'Add perfume',
    fields: ['Name', 'Description', 'Price (Rs)', 'Scent type'],
    required: (label: string) => `${label.replace(/ \(.*\)$/, '')} is required`,
  },
  ur: {
    prefix: '/ur',
    orders: 'پرفیوم کے آرڈرز',
    filter: 'چھانٹیں',
    filterOrders: 'آرڈرز چھانٹیں',
    order: 'آرڈر',
    ship: 'روانہ کریں',
    shipForm: (number: string) => `آرڈر \u2066${number}\u2069 روانہ کریں`,
    save: 'محفوظ کریں اور روانہ کریں',
    courier: 'کورئیر',
    tracking: 'ٹریکنگ نمبر',
    block: 'نمبر بلاک کریں',
    blockButton: 'نمبر بلاک کریں',
    phone: 'فون نمبر',
    reason: 'وجہ',
    addPerfume: 'پرفیوم شامل کریں',
    newPerfume: 'نیا پرفیوم',
    create: 'پرفیوم شامل کریں',
    fields: ['نام', 'تفصیل (انگریزی میں)', 'قیمت (روپے)', 'خوشبو کی قسم'],
    required: (label: string) => `${label.replace(/ \(.*\)$/, '')} ضروری ہے۔`,
  },
};

/** The console's writes (not its reads) from now on. */
function writesFrom(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) writes.push(request);
  });
  return writes;
}

for (const lang of ['en', 'ur'] as const) {
  const words = WORDS[lang];

  test(`${lang}: the console's forms say in its words, beside each field, what is missing, and send nothing`, async ({
    page,
  }) => {
    const owner = theOwner();
    const shopper = await someShopper(page.request);
    const surname = `Forms${Date.now().toString(36)}`;
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Bilal',
      lastName: surname,
    });
    const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
    const moved = await page.request.patch(`/api/orders/${order._id}/status`, {
      headers,
      data: { status: 'processing' },
    });
    expect(moved.ok()).toBe(true);
    await logInWithToken(page, owner.token);

    // The order's ship form, sent empty, then with only its courier.
    await page.goto(`${words.prefix}/orders#orders`);
    const list = page.getByRole('region', { name: words.orders });
    await list.getByRole('searchbox', { name: words.filter, exact: true }).fill(surname);
    await list.getByRole('button', { name: words.filterOrders }).click();
    await page.getByRole('button', { name: new RegExp(`^${words.order} ${order.displayOrderId}`) }).click();
    const card = page.getByRole('article', { name: `${words.order} ${order.displayOrderId}` });
    await card.getByRole('button', { name: words.ship, exact: true }).click();
    const ship = card.getByRole('form', { name: words.shipForm(order.displayOrderId) });
    const courier = ship.getByRole('combobox', { name: words.courier });
    const tracking = ship.getByRole('textbox', { name: words.tracking });
    const writes = writesFrom(page);
    await ship.getByRole('button', { name: words.save }).click();
    await expect(courier).toHaveAccessibleDescription(words.required(words.courier));
    await expect(courier).toHaveAttribute('aria-invalid', 'true');
    await expect(courier).toBeFocused();
    await expect(tracking).toHaveAccessibleDescription(words.required(words.tracking));
    await expect(ship.getByText(words.required(words.tracking))).toBeVisible();
    await courier.selectOption('TCS');
    await expect(courier).not.toHaveAttribute('aria-invalid', 'true');
    await ship.getByRole('button', { name: words.save }).click();
    await expect(tracking).toHaveAccessibleDescription(words.required(words.tracking));
    await expect(tracking).toBeFocused();
    await expect(courier).not.toHaveAttribute('aria-invalid', 'true');

    // The Cash section's block-a-number form, its reason left empty.
    await page.goto(`${words.prefix}/orders#cash`);
    const block = page.getByRole('form', { name: words.block });
    await block.getByRole('textbox', { name: words.phone }).fill(`0347-${String(Date.now()).slice(-7)}`);
    await block.getByRole('textbox', { name: words.reason }).fill('   ');
    await block.getByRole('button', { name: words.blockButton }).click();
    const reason = block.getByRole('textbox', { name: words.reason });
    await expect(reason).toHaveAccessibleDescription(words.required(words.reason));
    await expect(reason).toBeFocused();
    await expect(block.getByText(words.required(words.reason))).toBeVisible();

    // The Catalog's new perfume, sent empty.
    await page.goto(`${words.prefix}/orders#catalog`);
    await page.getByRole('button', { name: words.addPerfume }).click();
    const perfume = page.getByRole('form', { name: words.newPerfume });
    await perfume.getByRole('button', { name: words.create }).click();
    for (const label of words.fields)
      await expect(perfume.getByLabel(label, { exact: true })).toHaveAccessibleDescription(words.required(label));
    await expect(perfume.getByLabel(words.fields[0]!, { exact: true })).toBeFocused();

    expect(writes.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });
}
