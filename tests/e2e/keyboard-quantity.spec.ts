/**
 * Quantity and Remove buttons used from the keyboard on a 360 px phone: the focus stays on the button pressed while
 * the change saves and once it has, at 1 and at 10 included, so the next Enter works; a press while a change saves
 * sends nothing more; a removed line hands the focus to the line that takes its place, or to the empty cart's words.
 */
import { expect, test, type Page } from './support/test';
import { newShopper } from './support/accounts';
import { addToCartViaApi } from './support/cart';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

const CARTS = [
  {
    path: '/cart',
    increase: (name: string) => `Increase quantity of ${name}`,
    decrease: (name: string) => `Decrease quantity of ${name}`,
    quantityOf: (name: string) => `Quantity of ${name}`,
    remove: (name: string) => `Remove ${name}`,
    most: '10 is the most of one perfume an order can take.',
    empty: /^Your Cart feels lonely/,
  },
  {
    path: '/ur/cart',
    increase: (name: string) => `${name} کی تعداد بڑھائیں`,
    decrease: (name: string) => `${name} کی تعداد کم کریں`,
    quantityOf: (name: string) => `${name} کی تعداد`,
    remove: (name: string) => `${name} ہٹائیں`,
    most: 'ایک آرڈر میں ایک پرفیوم زیادہ سے زیادہ 10 لیے جا سکتے ہیں۔',
    empty: /^آپ کا کارٹ اداس ہے/,
  },
] as const;

/** Every change to a cart line answers a second late, as over slow 4G; answers how many changes were sent. */
async function slowCartChanges(page: Page): Promise<() => number> {
  let sent = 0;
  await page.route('**/api/cart/*', async (route) => {
    if (!['PUT', 'DELETE'].includes(route.request().method())) return route.continue();
    sent += 1;
    await new Promise((done) => setTimeout(done, 1000));
    await route.continue();
  });
  return () => sent;
}

for (const words of CARTS) {
  test(`${words.path}: the quantity buttons and Remove keep the keyboard's focus`, async ({ page }) => {
    const { token } = await newShopper(page);
    await addToCartViaApi(page, token, 'blue-mist', 1);
    await addToCartViaApi(page, token, 'royal-ruby', 9);
    const sent = await slowCartChanges(page);
    await page.goto(words.path);
    await hydrated(page, 'CartPage');

    const increase = page.getByRole('button', { name: words.increase('Blue Mist') });
    const blueMist = page.getByRole('status', { name: words.quantityOf('Blue Mist') });
    await increase.focus();
    await page.keyboard.press('Enter');
    // While it saves: still on the button, and a second press sends nothing.
    await expect(increase).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(blueMist).toHaveText('2');
    await expect(increase).toBeEnabled();
    await expect(increase).toBeFocused();
    expect(sent()).toBe(1);
    await page.keyboard.press('Enter');
    await expect(blueMist).toHaveText('3');
    await expect(increase).toBeEnabled();
    await expect(increase).toBeFocused();

    // At 10, + is unavailable but keeps the focus, and a press sends nothing.
    const more = page.getByRole('button', { name: words.increase('Royal Ruby') });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status', { name: words.quantityOf('Royal Ruby') })).toHaveText('10');
    await expect(page.getByRole('alert').filter({ hasText: words.most })).toBeVisible();
    await expect(more).toBeDisabled();
    await expect(more).toBeFocused();
    const before = sent();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: words.remove('Royal Ruby') })).toBeFocused();
    expect(sent()).toBe(before);

    // Removed, Blue Mist hands the focus to Royal Ruby's Remove, which took its place; the last line to the empty cart.
    await page.getByRole('button', { name: words.remove('Blue Mist') }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Blue Mist' })).toBeHidden();
    await expect(page.getByRole('button', { name: words.remove('Royal Ruby') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(words.empty)).toBeFocused();
  });
}

for (const { path, island, where } of [
  { path: '/home', island: 'FeaturedOffer', where: { role: 'region', name: 'Miraj' } },
  { path: '/perfumes/miraj', island: 'ProductOffer', where: { role: 'group', name: 'Quantity of Miraj' } },
] as const) {
  test(`${path}: the quantity counter keeps the focus at 10 and at 1`, async ({ page }) => {
    await page.goto(path);
    const counter = page.getByRole(where.role, { name: where.name });
    await counter.scrollIntoViewIfNeeded();
    await hydrated(page, island);
    const quantity = counter.getByRole('status', { name: 'Quantity' });
    const increase = counter.getByRole('button', { name: 'Increase quantity' });
    const decrease = counter.getByRole('button', { name: 'Decrease quantity' });

    await increase.focus();
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Enter');
    await expect(quantity).toHaveText('10');
    await expect(increase).toBeDisabled();
    await expect(increase).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(decrease).toBeFocused();
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Enter');
    await expect(quantity).toHaveText('1');
    await expect(decrease).toBeDisabled();
    await expect(decrease).toBeFocused();
  });
}
