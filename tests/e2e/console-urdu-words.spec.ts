/**
 * Every word the Urdu console shows is Urdu, on a 360 px phone: the owner opens /ur/orders with a perfume order in
 * each state (one booked with PostEx), opens each card with its forms, ticks them all for the selection's bulk
 * moves and bookings, then visits the console's other sections, and no text left on screen holds a Latin word but
 * the few the Urdu shop writes as they are (latinWordsIn says which).
 */
import { OILS } from '#schema/catalog/oils';
import { expect, test, type Locator, type Page } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { connectedCourier, parcelsOf } from './support/couriers';
import { csrfHeaders } from './support/csrf';
import { placeOilsOrderViaApi, placeOrderViaApi } from './support/orders';
import { allowedEnglish, latinWordsIn } from './support/urdu';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

type Step = Record<string, unknown>;

/**
 * The console's sections other than the perfume orders, each with what its buttons unfold: the day's More figures
 * and its sales chart's table, a courier's payout and payment sheet forms, a number blocked, a courier's connect
 * form and what Sync now did, an invite link.
 */
const SECTIONS: Record<string, (page: Page, oilsOrder: string, username: string) => Promise<void>> = {
  today: async (page) => {
    await page.getByRole('button', { name: 'مزید اعداد' }).click();
    await page.getByText('ہر دن کی فروخت').click();
  },
  oils: async (page, oilsOrder, username) => {
    const filters = page.getByRole('form', { name: 'عطر کے آرڈرز چھانٹیں' });
    await filters.getByRole('searchbox', { name: 'عطر کا آرڈر ڈھونڈیں' }).fill(username);
    await filters.getByRole('button', { name: 'عطر کے آرڈرز چھانٹیں' }).click();
    const row = page.getByRole('button', { name: new RegExp(`^عطر کا آرڈر ${oilsOrder}`) });
    await row.click();
    await expect(page.getByRole('article', { name: `عطر کا آرڈر ${oilsOrder}` })).toBeVisible();
  },
  cash: async (page) => {
    await page.getByRole('button', { name: 'TCS کی ادائیگی درج کریں' }).click();
    await expect(page.getByRole('form', { name: 'TCS کی ادائیگی' })).toBeVisible();
    await page.getByRole('button', { name: 'ادائیگی کی شیٹ لائیں' }).click();
    const block = page.getByRole('form', { name: 'نمبر بلاک کریں' });
    // A number of this run's own: the browser tests share one database, and another test orders as 0300-7654321.
    await block.getByRole('textbox', { name: 'فون نمبر' }).fill(`0347-${String(Date.now()).slice(-7)}`);
    await block.getByRole('textbox', { name: 'وجہ' }).fill('بار بار انکار');
    await block.getByRole('button', { name: 'نمبر بلاک کریں' }).click();
    await expect(page.getByText('اس کا کوئی آرڈر روانگی کے انتظار میں نہیں۔')).toBeVisible();
  },
  couriers: async (page) => {
    await page.getByRole('button', { name: 'کورئیرز سے ابھی پوچھیں' }).click();
    await expect(page.getByRole('list', { name: 'کورئیرز نے کیا بتایا' })).toBeVisible();
    await page.getByRole('button', { name: 'Leopards جوڑیں' }).click();
  },
  catalog: async () => {},
  'catalog editor': async (page) => {
    await page
      .getByRole('list', { name: 'پرفیوم' })
      .getByRole('button', { name: /بدلیں$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'اسٹاک کی تاریخ' })).toBeVisible();
  },
  'catalog oils': async (page) => {
    await page.getByRole('button', { name: 'عطر', exact: true }).click();
    await expect(page.getByRole('list', { name: 'عطر' }).getByRole('listitem').first()).toBeVisible();
  },
  'catalog sales': async (page) => {
    await page.getByRole('button', { name: 'سیل', exact: true }).click();
    await page.getByRole('button', { name: 'نئی سیل' }).click();
    await expect(page.getByRole('form', { name: 'نئی سیل' })).toBeVisible();
  },
  'catalog audit': async (page) => {
    await page.getByRole('button', { name: 'تبدیلیوں کا ریکارڈ' }).click();
    await expect(page.getByRole('list', { name: 'کی گئی تبدیلیاں' }).getByRole('listitem').first()).toBeVisible();
  },
  'catalog publish': async (page) => {
    await page.getByRole('button', { name: 'شائع کریں', exact: true }).click();
    await expect(page.getByRole('button', { name: 'دکان شائع کریں' })).toBeVisible();
  },
  customers: async () => {},
  reviews: async () => {},
};

async function openCard(page: Page, displayOrderId: string): Promise<Locator> {
  const row = page.getByRole('button', { name: new RegExp(`^آرڈر ${displayOrderId}`) });
  if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  const card = page.getByRole('article', { name: `آرڈر ${displayOrderId}` });
  await expect(card).toBeVisible();
  return card;
}

test('the owner reads every section of the Urdu console in Urdu, with an order in each state', async ({
  page,
  couriers,
}) => {
  test.setTimeout(120_000);
  const owner = theOwner();
  const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
  const account = await connectedCourier(page.request, couriers, 'postex');

  const shopper = await someShopper(page.request);
  const surname = `Urdu${Date.now().toString(36)}`;
  const api = async (method: 'patch' | 'post', path: string, data: Step) => {
    const answer = await page.request[method](`/api/${path}`, { headers, data });
    expect(answer.ok(), `${path} ${JSON.stringify(data)}`).toBe(true);
    return ((await answer.json()) as { order: { version: number; trackingNumber: string | null } }).order;
  };
  const place = (firstName: string) =>
    placeOrderViaApi(page.request, shopper.token, [['khas', 1]], { firstName, lastName: surname });
  // Each state's order by its shopper's first name: pending, processing, shipped, delivered, cancelled, returned.
  const states: Record<string, Step[]> = {
    Ayesha: [],
    Bilal: [{ status: 'processing' }],
    Sana: [{ status: 'processing' }, { status: 'shipped', courier: 'TCS', trackingNumber: `CN${Date.now()}` }],
    Hamza: [
      { status: 'processing' },
      { status: 'shipped', courier: 'TCS', trackingNumber: `CN${Date.now()}1` },
      { status: 'delivered' },
    ],
    Zainab: [{ status: 'cancelled' }],
    Usman: [
      { status: 'processing' },
      { status: 'shipped', courier: 'Leopards', trackingNumber: `LE${Date.now()}` },
      { status: 'returned', returnReason: 'refused', restock: true },
    ],
  };
  const orders: string[] = [];
  const tracking: string[] = [];
  for (const [name, steps] of Object.entries(states)) {
    const order = await place(name);
    orders.push(order.displayOrderId);
    await api('patch', `orders/${order._id}/confirmation`, { confirmation: 'no-answer' });
    await api('patch', `orders/${order._id}/confirmation`, { confirmation: 'confirmed' });
    await api('post', `orders/${order._id}/notes`, { text: 'بعد دوپہر پہنچائیں' });
    for (const step of steps) await api('patch', `orders/${order._id}/status`, step);
  }
  // One more, changed and then booked with PostEx through its API, so its card offers to cancel the booking.
  const booked = await place('Fatima');
  orders.push(booked.displayOrderId);
  const read = (await (await page.request.get(`/api/orders/${booked._id}`, { headers })).json()) as {
    order: { version: number; products: { product: { _id: string } }[] };
  };
  const edit = {
    version: read.order.version,
    lines: [{ productId: read.order.products[0]!.product._id, quantity: 2 }],
  };
  await api('patch', `orders/${booked._id}`, edit);
  tracking.push((await api('post', `admin/orders/${booked._id}/booking`, { courier: 'postex' })).trackingNumber ?? '');

  const oil = OILS[0]!;
  const oilsOrder = await placeOilsOrderViaApi(page.request, shopper.token, oil, 100);

  try {
    // What the orders themselves hold stays as written: the perfumes, the shop, the shopper's name and address.
    const allowed = [...(await allowedEnglish(page.request)), ...tracking, surname, ...Object.keys(states), 'Fatima'];
    allowed.push(
      ...OILS.map((one) => one.name),
      owner.username,
      shopper.username,
      'House 5, Street 2',
      'Lahore',
      'Punjab',
      'Pakistan',
      'Multan',
      // A new sale's name and badge are typed in English: their boxes show one for example.
      'Eid Sale',
      'EID SALE',
    );
    const english = (part: Locator) => latinWordsIn(part, allowed);

    await logInWithToken(page, owner.token);
    await page.goto('/ur/orders#orders');
    const list = page.getByRole('region', { name: 'پرفیوم کے آرڈرز' });
    await list.getByRole('searchbox', { name: 'چھانٹیں' }).fill(surname);
    await list.getByRole('button', { name: 'آرڈرز چھانٹیں' }).click();
    await expect(page.getByRole('list', { name: 'پرفیوم کے آرڈرز' }).locator(':scope > li')).toHaveCount(orders.length);

    // Each card open, with what its buttons open: the change form, the ship and return forms, the history.
    for (const number of orders) {
      const card = await openCard(page, number);
      for (const details of await card.locator('details').all()) await details.locator('summary').click();
    }
    const [pending, processing, , delivered] = orders.map((number) =>
      page.getByRole('article', { name: `آرڈر ${number}` }),
    );
    await pending!.getByRole('button', { name: 'آرڈر بدلیں' }).click();
    await processing!.getByRole('button', { name: 'روانہ کریں' }).click();
    await delivered!.getByRole('button', { name: 'آرڈر واپس آ گیا' }).click();
    const bookedCard = page.getByRole('article', { name: `آرڈر ${booked.displayOrderId}` });
    await bookedCard.getByRole('button', { name: 'بکنگ منسوخ کریں' }).click();
    await expect(bookedCard.getByRole('button', { name: 'بکنگ رہنے دیں' })).toBeVisible();

    // All ticked: the bar offers the bookings, the airway bills and the moves, a return's reason too.
    const bar = page.getByRole('region', { name: 'چنے ہوئے آرڈرز' });
    await bar.getByRole('button', { name: 'دکھائے گئے سب چنیں' }).click();
    await expect(bar.getByRole('status').first()).toContainText('آرڈر چنے گئے');
    await bar.getByRole('combobox', { name: 'چنے ہوئے آرڈرز کی نئی صورتحال' }).selectOption('returned');
    await expect(bar.getByRole('combobox', { name: 'یہ واپس کیوں آئے؟' })).toBeVisible();

    expect(await english(page.getByRole('main'))).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);

    // What the bar says back: the pending and processing orders booked with PostEx, then a move that skips them all.
    await bar.getByRole('button', { name: 'ایئر وے بل پرنٹ کریں' }).waitFor();
    await bar.getByRole('button', { name: /PostEx سے بُک کریں$/ }).click();
    await expect(bar.getByRole('list', { name: 'بکنگ کے نتائج' }).getByRole('listitem')).toHaveCount(2);
    allowed.push(...(await parcelsOf(account)).map((parcel) => parcel.trackingNumber));
    await bar.getByRole('button', { name: 'دکھائے گئے سب چنیں' }).click();
    await bar.getByRole('combobox', { name: 'چنے ہوئے آرڈرز کی نئی صورتحال' }).selectOption('processing');
    await bar.getByRole('button', { name: 'آرڈرز کی صورتحال بدلیں' }).click();
    await expect(bar.getByRole('list', { name: 'رہ جانے والے آرڈر' }).getByRole('listitem')).toHaveCount(orders.length);
    expect(await english(page.getByRole('main'))).toEqual([]);

    const left: Record<string, string[]> = {};
    for (const [section, unfold] of Object.entries(SECTIONS)) {
      // 'catalog audit': the Catalog section, its change log shown.
      await page.goto(`/ur/orders#${section.split(' ')[0]}`);
      await expect(page.getByRole('navigation', { name: 'کنسول کے حصے' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await unfold(page, oilsOrder.displayOrderId, shopper.username);
      await page.waitForLoadState('networkidle');
      left[section] = await english(page.getByRole('main'));
    }
    expect(Object.entries(left).filter(([, texts]) => texts.length > 0)).toEqual([]);
  } finally {
    // Other journeys on this worker's shop connect PostEx through the console themselves.
    await page.request.delete('/api/admin/couriers/postex', { headers });
  }
});
