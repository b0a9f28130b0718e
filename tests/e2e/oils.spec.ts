import { expect, test, type Page } from './support/test';
import { OILS } from '#schema/catalog/oils';
import { SHOP } from '#schema/shop';
import { newShopper, type TestUser } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { runSql } from './support/database';
import { hydrated } from './support/hydration';
import { sidewaysOverflow } from './support/sideways';

const basePrice = (name: string) => OILS.find((o) => o.name === name)!.price;
const rupees = (n: number) => n.toLocaleString('en-US');

async function openWholesale(page: Page) {
  await page.goto('/whole-sale');
  await hydrated(page, 'WholesaleOils');
}

/** Picks an oil by typing part of its name and clicking it in the list, then a volume. */
async function pick(page: Page, search: string, oil: string, volume: number) {
  const combobox = page.getByRole('combobox', { name: 'Perfume oil' });
  await combobox.fill(search);
  await page
    .getByRole('listbox', { name: 'Perfume oils' })
    .getByRole('option', { name: new RegExp(`^${oil} `) })
    .click();
  await page.getByLabel('Volume').selectOption(String(volume));
}

/** The phone and city the order form asks for, the phone as a shopper types it. */
async function fillContact(page: Page, phone = '+92 321 7654321', city = 'Faisalabad') {
  const form = page.getByRole('form', { name: 'Order these oils' });
  await form.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await form.getByRole('combobox', { name: 'City' }).fill(city);
}

async function addAsShopper(page: Page, user: TestUser, body: { name: string; volume: number; price: number }) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await page.request.post('/api/oilsCart', {
    data: body,
    headers: { authorization: `Bearer ${token}`, ...(await csrfHeaders(page.request)) },
  });
  expect(response.status(), `adding ${body.name} for ${user.email}`).toBe(200);
}

test('a guest can browse and price oils, and Add to Cart sends them to log in', async ({ page }) => {
  await openWholesale(page);
  await expect(page.getByRole('heading', { level: 1, name: 'PERFUMES OIL' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // Add to Cart with no oil asks for one, until one is chosen.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const chooseFirst = page.getByRole('alert').filter({ hasText: 'Please choose a perfume oil first.' });
  await expect(chooseFirst).toBeVisible();
  await pick(page, 'rose', 'Rose Taifi', 250);
  await expect(chooseFirst).toHaveCount(0);
  await expect(page.locator('output')).toHaveText(`Rs. ${rupees(basePrice('Rose Taifi') * 10)}/-`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login-signup\?next=%2Fwhole-sale&adding=1$/);
});

test('the oil dropdown searches and works from the keyboard, at most 250 px high', async ({ page }) => {
  // What the shop offers now: other journeys share this database and may have added oils of their own.
  const offered = (await (await page.request.get('/api/oils')).json()) as { name: string; price: number }[];
  await openWholesale(page);
  const combobox = page.getByRole('combobox', { name: 'Perfume oil' });
  const listbox = page.getByRole('listbox', { name: 'Perfume oils' });
  await combobox.focus();
  await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option')).toHaveCount(offered.length);
  expect((await listbox.boundingBox())!.height).toBeLessThanOrEqual(250);

  await page.keyboard.type('MUSK');
  const musks = offered.filter((o) => o.name.toLowerCase().includes('musk'));
  await expect(listbox.getByRole('option')).toHaveCount(musks.length);
  await page.keyboard.press('ArrowDown');
  const second = [...musks].sort((a, b) => a.name.localeCompare(b.name))[1]!;
  await expect(combobox).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(second.name);
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('output')).toHaveText(`Rs. ${rupees(second.price)}/-`);

  await combobox.fill('no such oil');
  await expect(page.getByText('No oil matches “no such oil”.')).toBeVisible();
  await expect(page.locator('output')).toHaveText('choose an oil');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveValue('');
});

test('in Urdu, the oil dropdown finds an oil by the sound of its name: روح is Ruh Gulab', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ur/whole-sale');
  const combobox = page.getByRole('combobox', { name: 'عطر' });
  await combobox.fill('روح');
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Ruh Gulab/ })).toBeVisible();
  await combobox.fill('مجموعہ');
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Majmua/ })).toBeVisible();
});

test('the first tap on the oil dropdown, the one that starts the page’s script, opens its list', async ({ page }) => {
  await page.goto('/whole-sale');
  await page.waitForLoadState('load');
  const combobox = page.getByRole('combobox', { name: 'Perfume oil' });
  await combobox.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox', { name: 'Perfume oils' })).toBeVisible();
});

test('a tap on the oil dropdown before the page’s scripts have arrived opens its list once they have', async ({
  page,
}) => {
  // The scripts come late, as on a slow link: the tap lands on the field before anything listens for it.
  await page.route('**/_astro/Header.astro*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/whole-sale', { waitUntil: 'domcontentloaded' });
  const combobox = page.getByRole('combobox', { name: 'Perfume oil' });
  await combobox.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox', { name: 'Perfume oils' })).toBeVisible();
});

test('a shopper fills the oils cart, removes a line and orders over WhatsApp', async ({ page, context }) => {
  const user = await newShopper(page);
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await openWholesale(page);

  await pick(page, 'layl', 'Oud Al Layl', 100);
  const oud = basePrice('Oud Al Layl') * 4;
  await expect(page.locator('output')).toHaveText(`Rs. ${rupees(oud)}/-`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: `Oud Al Layl 100 ml Rs ${rupees(oud)}` })).toBeVisible();
  // The picker starts over: no oil, 25 ml, no price.
  await expect(page.getByRole('combobox', { name: 'Perfume oil' })).toHaveValue('');
  await expect(page.getByLabel('Volume')).toHaveValue('25');
  await expect(page.locator('output')).toHaveText('choose an oil');

  await pick(page, 'white', 'White Musk', 25);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await pick(page, 'hin', 'Hina', 50);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(table.getByRole('row', { name: /Hina 50 ml/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(5);

  await table.getByRole('button', { name: 'Remove White Musk, 25 ml' }).click();
  await expect(table.getByRole('row', { name: /White Musk/ })).toHaveCount(0);
  const hina = basePrice('Hina') * 2;
  await expect(table.getByRole('row', { name: /Total price/ })).toHaveText(`Total priceRs ${rupees(oud + hina)}`);

  await fillContact(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(chat.url());
  expect(url.pathname).toBe(`/${SHOP.whatsapp}`);
  const text = url.searchParams.get('text')!;
  expect(text).toMatch(/Order: OIL-1\d{4,}/);
  expect(text).toContain(`1. Oud Al Layl, 100 ml: Rs ${rupees(oud)}`);
  expect(text).toContain(`2. Hina, 50 ml: Rs ${rupees(hina)}`);
  expect(text).not.toContain('White Musk');
  expect(text).toContain(`Total: Rs ${rupees(oud + hina)}`);
  expect(text).toContain(`Name: ${user.username}`);
  expect(text).toContain(`Email: ${user.email}`);
  expect(text).toContain('Phone: 0321-7654321');
  expect(text).toContain('City: Faisalabad');

  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Order OIL-1\d+ is placed/ })).toBeVisible();
  await page.reload();
  await hydrated(page, 'WholesaleOils');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('an order that fails opens no chat and keeps the cart', async ({ page }) => {
  const user = await newShopper(page);
  await openWholesale(page);
  await pick(page, 'kew', 'Kewda', 25);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('table').getByRole('row', { name: /Kewda/ })).toBeVisible();
  // Another tab adds a line: what this page shows is no longer the cart, so the server refuses the order.
  await addAsShopper(page, user, { name: 'Shamama', volume: 25, price: basePrice('Shamama') });

  let chats = 0;
  page.on('popup', () => (chats += 1));
  await fillContact(page);
  await page.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your oils cart has changed. Please review it and order again.');
  await expect(page.getByRole('table').getByRole('row', { name: /Shamama/ })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: /Kewda/ })).toBeVisible();
  expect(chats).toBe(0);
  await expect(page.getByRole('button', { name: 'Order Now' })).toBeEnabled();
});

test("the page shows today's oil prices, and a price that changes while it is open is shown again after a refused add", async ({
  page,
}) => {
  await newShopper(page);
  const base = basePrice('White Musk');
  await runSql(`UPDATE oils SET price = ${base + 50} WHERE name = 'White Musk'`);
  try {
    await openWholesale(page);
    await pick(page, 'white', 'White Musk', 100);
    await expect(page.locator('output')).toHaveText(`Rs. ${rupees((base + 50) * 4)}/-`);

    await runSql(`UPDATE oils SET price = ${base + 100} WHERE name = 'White Musk'`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Error adding item to cart: The price of White Musk has changed. Please check the new price and add it again.',
    );
    await expect(page.locator('output')).toHaveText(`Rs. ${rupees((base + 100) * 4)}/-`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('table').getByRole('row', { name: /White Musk/ })).toContainText(
      `Rs ${rupees((base + 100) * 4)}`,
    );
  } finally {
    await runSql(`UPDATE oils SET price = ${base} WHERE name = 'White Musk'`);
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the order asks for a phone and city, checks them by the checkout’s phone rule, and sends them', async ({
    page,
    context,
  }) => {
    await newShopper(page);
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await openWholesale(page);
    await pick(page, 'kew', 'Kewda', 50);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const form = page.getByRole('form', { name: 'Order these oils' });
    const phone = form.getByRole('textbox', { name: 'Phone' });
    const city = form.getByRole('combobox', { name: 'City' });

    let chats = 0;
    page.on('popup', () => (chats += 1));
    // Order Now stays pressable on an unfinished form (aria-disabled): pressing it says what to fix.
    const orderNow = form.getByRole('button', { name: 'Order Now' });
    await expect(orderNow).toHaveAttribute('aria-disabled', 'true');
    // From the keyboard first: the page is still scrolling smoothly to the cart after the add, and a tap there
    // (a forced click does not wait for the page to stop moving) can land beside the button.
    await orderNow.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByText('Phone is required')).toBeVisible();
    await expect(form.getByText('City is required')).toBeVisible();
    await expect(phone).toBeFocused();
    await phone.fill('042-35761234');
    await city.fill('Sialkot');
    await orderNow.click({ force: true });
    await expect(form.getByText('Please enter a mobile number (03XX-XXXXXXX)')).toBeVisible();
    expect(chats).toBe(0);
    await expect(page.getByRole('table').getByRole('row', { name: /Kewda/ })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);

    await phone.fill('0300 765 4321');
    const popup = page.waitForEvent('popup');
    await orderNow.click();
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(chat.url()).searchParams.get('text')!;
    expect(text).toContain('Phone: 0300-7654321');
    expect(text).toContain('City: Sialkot');
    // The emptied cart leaves the page shorter: the placed order's line is brought on screen.
    await expect(page.getByRole('status').filter({ hasText: /Order OIL-1\d+ is placed/ })).toBeInViewport();
  });
});

test('the Urdu oil dropdown finds oils by Urdu words, as the search does', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ur/whole-sale');
  await hydrated(page, 'WholesaleOils');
  const combobox = page.getByRole('combobox', { name: 'عطر' });
  const options = page.getByRole('option');
  await combobox.fill('گلاب');
  await expect(options.filter({ hasText: 'Gulab Kannauj' })).toBeVisible();
  await expect(options.filter({ hasText: 'Rose Taifi' })).toBeVisible();
  await combobox.fill('عود');
  await expect(options.filter({ hasText: 'Oud Al Layl' })).toBeVisible();
  await expect(options.filter({ hasText: 'White Musk' })).toHaveCount(0);
});
