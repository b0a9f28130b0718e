/**
 * The whole purchase in Urdu on a 360 px phone: a perfume found by its Urdu name, the cart, checkout with cash on
 * delivery, the Urdu receipt and tracking, each page right to left with no English left but the allowed names.
 */
import { expect, test, type Page } from './support/test';
import { newShopper, registerUser } from './support/accounts';
import { runSql } from './support/database';
import { hydrated } from './support/hydration';
import { placeOilsOrderViaApi, placeOrderViaApi } from './support/orders';
import { allowedEnglish, expectUrduPage } from './support/urdu';
import { OILS } from '#schema/catalog/oils';

test.use({ viewport: { width: 360, height: 740 } });

/** What the shopper types, which the page may show back as it is. */
const TYPED = ['Ayesha', 'Malik', '14 Canal View Road', 'Lahore'];

/** The left edge of an element, to tell which side of the line it sits on. */
const leftOf = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!.x;

test('a shopper finds گلاب, buys it with cash on delivery, reads the Urdu receipt and tracks the order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const allowed = [...(await allowedEnglish(request)), ...TYPED];
  const user = await newShopper(page);

  // Found by its Urdu name in the header's search.
  await page.goto('/ur/home');
  await hydrated(page, 'SearchBox');
  await page.getByRole('combobox', { name: 'پرفیوم تلاش کریں' }).fill('گلاب');
  await expect(page.getByRole('option', { name: /Gulab/ }).first()).toBeVisible();

  await page.goto('/ur/floral-perfumes');
  await hydrated(page, 'CategoryProducts');
  await page.getByRole('button', { name: 'کارٹ میں شامل کریں Gulab' }).click();

  await expect(page).toHaveURL(/\/ur\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'آپ کا کارٹ' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Gulab کی تعداد' })).toHaveText('1');
  const summary = page.getByRole('complementary', { name: 'کارٹ کا خلاصہ' });
  await expect(summary).toContainText('Rs 1,499');
  // The line is mirrored: the photo on the right, the quantity buttons to its left.
  expect(await leftOf(page, '.cart-line img')).toBeGreaterThan(await leftOf(page, '.cart-line__quantity'));
  await expectUrduPage(page, allowed);
  await page.getByRole('button', { name: 'چیک آؤٹ کریں' }).click();

  await expect(page).toHaveURL(/\/ur\/checkout$/);
  await expect(page.getByLabel('ای میل', { exact: true })).toHaveValue(user.email);
  await page.getByLabel('نام', { exact: true }).fill('Ayesha');
  await page.getByLabel('خاندانی نام', { exact: true }).fill('Malik');
  await page.getByLabel('پتا', { exact: true }).fill('14 Canal View Road');
  await page.getByLabel('شہر', { exact: true }).fill('Lahore');
  // An example number, never the shop's own, which a shopper could take for one filled in.
  await expect(page.getByLabel('فون', { exact: true })).toHaveAttribute('placeholder', '0300-0000000');
  // Every example in a box shows whole on the phone: its text, in the box's own font, fits inside its padding.
  const cutExamples = await page.locator('form input[placeholder], form textarea[placeholder]').evaluateAll((boxes) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return boxes.flatMap((box) => {
      const style = getComputedStyle(box);
      context.font = style.font;
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const text = box.getAttribute('placeholder')!;
      return context.measureText(text).width > room ? [text] : [];
    });
  });
  expect(cutExamples).toEqual([]);
  await page.getByLabel('فون', { exact: true }).fill('0423-5761234');
  await page.getByLabel('شہر', { exact: true }).focus();
  // The rule's refusal of a landline, in Urdu.
  await expect(
    page.getByText('براہِ کرم گیارہ ہندسوں کا موبائل نمبر لکھیں، جیسے \u20660300-1234567\u2069۔'),
  ).toBeVisible();
  await expectUrduPage(page, [...allowed, user.email]);
  await page.getByLabel('فون', { exact: true }).fill('0300-1234567');
  await page.getByRole('button', { name: 'آرڈر مکمل کریں' }).click();

  await expect(page).toHaveURL(/\/ur\/order-confirmation\/[\w-]{22}$/);
  const receipt = page.getByRole('article', { name: 'آپ کے آرڈر کا شکریہ!' });
  await expect(receipt).toContainText('ڈیلیوری پر نقد ادائیگی');
  await expect(receipt.getByText('نیا', { exact: true }).first()).toBeVisible();
  await expect(receipt.getByRole('row', { name: /کل/ }).last()).toContainText('Rs 1,499');
  await expect(receipt).toContainText('فون: 0300-1234567');
  // An Urdu list takes the Urdu comma, a listed city its Urdu name, and the time is said with its part of the day,
  // never on the 24-hour clock.
  await expect(receipt).toContainText('لاہور، پنجاب، پاکستان');
  await expect(receipt).toContainText(/\d{4}، (صبح|دوپہر|شام|رات) \d{1,2}:\d{2}/);
  const orderNumber = (await receipt
    .getByText(/FS-1\d{4}/)
    .first()
    .textContent())!.trim();
  // The order number and phone read left to right inside the Urdu lines.
  await expect(receipt.locator('bdi[dir="ltr"]', { hasText: orderNumber }).first()).toBeVisible();
  await expectUrduPage(page, [...allowed, user.email]);

  await receipt.getByRole('link', { name: 'یہ آرڈر ٹریک کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/track-order\?order=FS-/);
  await hydrated(page, 'TrackOrder');
  await expect(page.getByLabel('آرڈر نمبر', { exact: true })).toHaveValue(orderNumber);
  await expect(page.getByLabel('آرڈر پر دیا گیا فون نمبر', { exact: true })).toHaveAttribute(
    'placeholder',
    '0300-0000000',
  );
  await page.getByLabel('آرڈر پر دیا گیا فون نمبر', { exact: true }).fill('0300-1234567');
  await page.getByRole('button', { name: 'آرڈر ٹریک کریں' }).click();
  const tracked = page.getByRole('article', { name: `آرڈر ${orderNumber}` });
  await expect(tracked.getByText('نیا', { exact: true }).first()).toBeVisible();
  await expect(tracked).toContainText('Gulab');
  await expectUrduPage(page, [...allowed, orderNumber]);

  // The order remembers it was placed in Urdu: the shop writes to the shopper in Urdu.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const mine = await request.get('/api/orders?mine=1', { headers: { authorization: `Bearer ${token}` } });
  expect(((await mine.json()) as { orders: { lang: string }[] }).orders[0]?.lang).toBe('ur');
});

test('the switch keeps the page: the receipt, My orders and the confirmation link in either language', async ({
  page,
  request,
}) => {
  // The name the order was placed with is the shopper's own words (its city, Lahore, reads لاہور on Urdu pages).
  const allowed = [...(await allowedEnglish(request)), 'Ayesha', 'Malik'];
  const { token } = await newShopper(page);
  const order = await placeOrderViaApi(page.request, token, [['gulab', 1]], { firstName: 'Ayesha', lastName: 'Malik' });

  await page.goto(`/order-confirmation/${order._id}`);
  await expect(page.getByRole('article', { name: 'Thank you for your order!' })).toBeVisible();
  await page.getByRole('link', { name: 'اردو' }).click();
  await expect(page).toHaveURL(new RegExp(`/ur/order-confirmation/${order._id}$`));
  await expect(page.getByRole('article', { name: 'آپ کے آرڈر کا شکریہ!' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${order._id}$`));
  await expect(page).not.toHaveURL(/\/ur\//);

  await page.goto('/ur/my-orders');
  const link = page.getByRole('link', { name: `آرڈر ${order.displayOrderId}` });
  await expect(link).toHaveAttribute('href', `/ur/order-confirmation/${order._id}`);
  await expect(page.getByRole('button', { name: 'آرڈر منسوخ کریں' })).toBeVisible();
  await expectUrduPage(page, allowed);

  await page.goto(`/ur${order.confirmUrl}`);
  await expect(page.getByRole('button', { name: 'جی ہاں، میرا آرڈر بھیجیں' })).toBeVisible();
  await expectUrduPage(page, allowed);
  await page.getByRole('button', { name: 'جی ہاں، میرا آرڈر بھیجیں' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'کی تصدیق ہو گئی' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`${order.confirmUrl}$`));
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('a guest on the Urdu cart logs in on the Urdu login page, told in Urdu what is wrong, and comes back', async ({
  page,
  request,
}) => {
  const allowed = await allowedEnglish(request);
  const user = await registerUser(page);
  await page.goto('/ur/cart');
  await expect(page).toHaveURL(/\/ur\/login-signup\?next=%2Fur%2Fcart$/);
  await hydrated(page, 'LoginSignup');
  const login = page.getByRole('form', { name: 'لاگ ان' });
  await login.getByLabel('ای میل', { exact: true }).fill('not-an-email');
  // The unfinished form's button is announced unavailable (aria-disabled) yet pressable: pressing says what to fix.
  await login.getByRole('button', { name: 'لاگ ان' }).click({ force: true });
  await expect(login.getByRole('status')).toHaveText('براہِ کرم تمام ضروری خانے درست بھریں۔');
  await expect(login.getByText('براہِ کرم درست ای میل ایڈریس لکھیں۔')).toBeVisible();
  await expectUrduPage(page, allowed);
  await login.getByLabel('ای میل', { exact: true }).fill(user.email);
  await login.getByLabel('پاس ورڈ', { exact: true }).fill(user.password);
  await login.getByRole('button', { name: 'لاگ ان' }).click();
  await expect(login.getByRole('status')).toHaveText('لاگ ان ہو گیا!');
  await expect(page).toHaveURL(/\/ur\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'آپ کا کارٹ' })).toBeVisible();
});

test.describe('a refusal from the shop', () => {
  // The stock goes back after the test, even when it fails, so later tests find Khas in stock.
  test.afterAll(() => runSql("UPDATE products SET stock = 55 WHERE slug = 'khas'"));

  test('an Urdu product page refuses in Urdu a perfume sold out after the page loaded', async ({ page, request }) => {
    const allowed = await allowedEnglish(request);
    await newShopper(page);
    // The offer reads today's stock once it hydrates: the perfume sells out after that read, as it would while the
    // shopper makes up their mind, so the page still offers it and the shop refuses it.
    const todaysOffer = page.waitForResponse((response) => response.url().endsWith('/api/products/khas'));
    await page.goto('/ur/perfumes/khas');
    await hydrated(page, 'ProductOffer');
    await todaysOffer;
    await runSql("UPDATE products SET stock = 0 WHERE slug = 'khas'");
    await page.getByRole('button', { name: 'کارٹ میں شامل کریں Khas' }).click();
    await expect(page.locator('.offer').getByText('معذرت، \u2066Khas\u2069 کا اسٹاک ختم ہو گیا ہے۔')).toBeVisible();
    await expect(page).toHaveURL(/\/ur\/perfumes\/khas$/);
    await expectUrduPage(page, allowed);
  });

  test('an Urdu product page says how many are left of a perfume, named as the English names it', async ({ page }) => {
    await runSql("UPDATE products SET stock = 55 WHERE slug = 'khas'");
    await newShopper(page);
    const todaysOffer = page.waitForResponse((response) => response.url().endsWith('/api/products/khas'));
    await page.goto('/ur/perfumes/khas');
    await hydrated(page, 'ProductOffer');
    await todaysOffer;
    await runSql("UPDATE products SET stock = 7 WHERE slug = 'khas'");
    const quantity = page.getByRole('group', { name: 'Khas کی تعداد' });
    for (let taps = 1; taps < 10; taps++) await quantity.getByRole('button', { name: 'تعداد بڑھائیں' }).click();
    await expect(quantity.getByRole('status', { name: 'تعداد' })).toHaveText('10');
    await page.getByRole('button', { name: 'کارٹ میں شامل کریں Khas' }).click();
    await expect(
      page.locator('.offer').getByText('معذرت، \u2066Khas\u2069 کے صرف \u20667\u2069 اسٹاک میں باقی ہیں۔'),
    ).toBeVisible();
  });
});

test('wholesale oils in Urdu: added, refused by field, ordered with an Urdu WhatsApp text, and the switch keeps the page', async ({
  page,
  context,
  request,
}) => {
  // Oil names stay as they are, as perfume names do.
  const allowed = [...(await allowedEnglish(request)), ...OILS.map((oil) => oil.name)];
  await newShopper(page);
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.goto('/ur/whole-sale');
  await hydrated(page, 'WholesaleOils');
  await expect(page.getByRole('heading', { level: 1, name: 'عطر (پرفیوم آئل)' })).toBeVisible();
  await expect(page.getByText('25، 50، 100، 250، 500، 1000 ملی لیٹر میں')).toBeVisible();
  await expectUrduPage(page, allowed);

  await page.getByRole('combobox', { name: 'عطر' }).fill('musk');
  await page
    .getByRole('listbox', { name: 'عطر کی فہرست' })
    .getByRole('option', { name: /^White Musk / })
    .click();
  await page.getByLabel('مقدار').selectOption('50');
  await page.getByRole('button', { name: 'کارٹ میں شامل کریں' }).click();
  await expect(page.getByRole('table').getByRole('row', { name: /^White Musk 50 ملی لیٹر Rs / })).toBeVisible();

  const form = page.getByRole('form', { name: 'یہ عطر منگوائیں' });
  await form.getByRole('textbox', { name: 'فون' }).fill('042-1234567');
  // Pressed on an unfinished form (announced unavailable, still pressable), it says by each field what to fix.
  await form.getByRole('button', { name: 'ابھی آرڈر کریں' }).click({ force: true });
  await expect(
    form.getByText('براہِ کرم گیارہ ہندسوں کا موبائل نمبر لکھیں، جیسے \u20660300-1234567\u2069۔'),
  ).toBeVisible();
  await expect(form.getByText('شہر ضروری ہے۔')).toBeVisible();
  await expectUrduPage(page, allowed);

  await form.getByRole('textbox', { name: 'فون' }).fill('0321-7654321');
  // The city field offers the cities by their Urdu names, as checkout's does; one typed in English is as good.
  const city = form.getByRole('combobox', { name: 'شہر' });
  await expect(page.locator(`datalist#${await city.getAttribute('list')} option[value="فیصل آباد"]`)).toHaveText(
    'پنجاب',
  );
  await city.fill('Faisalabad');
  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'ابھی آرڈر کریں' }).click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(chat.url()).searchParams.get('text')!;
  expect(text).toContain('مجھے یہ عطر منگوانے ہیں۔');
  expect(text).toContain('1۔ White Musk، \u206650\u2069 ملی لیٹر');
  expect(text).toContain('فون: \u20660321-7654321\u2069');
  // Typed in English, kept as the couriers list it, named in Urdu in an Urdu order's message.
  expect(text).toContain('شہر: فیصل آباد');
  await expect(page.getByRole('status').filter({ hasText: /^آرڈر OIL-1\d+ ہو گیا۔/ })).toBeVisible();
  await expectUrduPage(page, allowed);

  await page.getByRole('navigation', { name: 'زبان' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/whole-sale');
  await expect(page.getByRole('heading', { level: 1, name: 'PERFUMES OIL' })).toBeVisible();
});

test('the confirmation link of an oils order says each oil’s volume in the page’s language', async ({ page }) => {
  const trader = await registerUser(page);
  const oil = OILS[0]!;
  const order = await placeOilsOrderViaApi(page.request, trader.token, oil, 100);
  await page.goto(`/ur${order.confirmUrl}`);
  await expect(page.getByRole('list', { name: 'چیزیں' }).getByRole('listitem')).toHaveText(
    `${oil.name} 100 ملی لیٹر × 1`,
  );
  await page.goto(order.confirmUrl);
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveText(`${oil.name} 100 ml × 1`);
});

test('the Urdu tracking page says an oil’s volume in Urdu', async ({ page }) => {
  const trader = await registerUser(page);
  const oil = OILS[0]!;
  const order = await placeOilsOrderViaApi(page.request, trader.token, oil, 25);
  await page.goto('/ur/track-order');
  await hydrated(page, 'TrackOrder');
  const form = page.getByRole('form', { name: 'آرڈر ٹریک کریں' });
  await form.getByLabel('آرڈر نمبر').fill(order.displayOrderId);
  await form.getByLabel('آرڈر پر دیا گیا فون نمبر').fill('0300-1234567');
  await form.getByRole('button', { name: 'آرڈر ٹریک کریں' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: oil.name })).toHaveText(`${oil.name} 25 ملی لیٹر × 1`);
});
