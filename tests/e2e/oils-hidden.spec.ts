/**
 * An oil the owner hides while it is in a shopper's oils cart: the wholesale page shows its line as no longer
 * available, leaves it out of the total and of the order, and keeps it in the cart until the shopper removes it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { newShopper, theOwner } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { hydrated } from './support/hydration';
import type { AdminOil } from '#schema/answers/admin-oils';

test.use({ viewport: { width: 360, height: 740 } });

async function ownerSends(request: APIRequestContext, method: 'post' | 'patch', path: string, data: unknown) {
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(request)) };
  const response = await request[method](path, { headers, data });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return ((await response.json()) as { oil: AdminOil }).oil;
}

/** A new shopper on `page` with 25 ml of two new oils in the oils cart, the first of them then hidden by the owner. */
async function oilsCartWithHiddenOil(page: Page, { keepOther = true } = {}) {
  const stamp = Date.now().toString(36);
  const hidden = await ownerSends(page.request, 'post', '/api/admin/oils', {
    name: `Gone Attar ${stamp}`,
    price: 1000,
  });
  const kept = await ownerSends(page.request, 'post', '/api/admin/oils', { name: `Kept Attar ${stamp}`, price: 800 });
  const { token } = await newShopper(page);
  for (const oil of keepOther ? [hidden, kept] : [hidden]) {
    const response = await page.request.post('/api/oilsCart', {
      data: { name: oil.name, volume: 25, price: oil.price },
      headers: { authorization: `Bearer ${token}`, ...(await csrfHeaders(page.request)) },
    });
    expect(response.ok()).toBe(true);
  }
  await ownerSends(page.request, 'patch', `/api/admin/oils/${hidden._id}`, {
    version: hidden.version,
    available: false,
  });
  return { hidden: hidden.name, kept: kept.name, token };
}

test('a hidden oil in the oils cart is shown unavailable and left out of the total and the order', async ({
  page,
  context,
}) => {
  // WhatsApp itself is not reached from the test: the chat's address is what is checked.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const { hidden, kept, token } = await oilsCartWithHiddenOil(page);
  await page.goto('/whole-sale');
  await hydrated(page, 'WholesaleOils');
  const table = page.getByRole('table');
  const gone = table.getByRole('row', { name: new RegExp(hidden) });
  await expect(gone).toContainText('No longer available, so not in this order. Please remove it.');
  await expect(table.getByRole('row', { name: new RegExp(kept) })).not.toContainText('No longer available');
  await expect(table.getByRole('row', { name: /Total price/ })).toHaveText('Total priceRs 800');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  const form = page.getByRole('form', { name: 'Order these oils' });
  await form.getByRole('textbox', { name: 'Phone' }).fill('0321 7654321');
  await form.getByRole('combobox', { name: 'City' }).fill('Multan');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(chat.url()).searchParams.get('text')!;
  expect(text).toContain(`1. ${kept}, 25 ml: Rs 800`);
  expect(text).not.toContain(hidden);
  expect(text).toContain('Total: Rs 800');
  await expect(page.getByRole('status').filter({ hasText: /Order OIL-1\d+ is placed/ })).toBeVisible();

  // The hidden oil's line stays, for the shopper to remove, as the shop keeps it.
  await expect(gone).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(kept) })).toHaveCount(0);
  const answer = await page.request.get('/api/oilsCart', { headers: { authorization: `Bearer ${token}` } });
  const cart = (await answer.json()) as { name: string; available: boolean }[];
  expect(cart.map(({ name, available }) => ({ name, available }))).toEqual([{ name: hidden, available: false }]);
});

test('in Urdu, a cart of hidden oils alone says so, and Order Now waits until they are removed', async ({ page }) => {
  const { hidden } = await oilsCartWithHiddenOil(page, { keepOther: false });
  await page.goto('/ur/whole-sale');
  await hydrated(page, 'WholesaleOils');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(hidden) })).toContainText(
    'اب دستیاب نہیں، اس لیے اس آرڈر میں شامل نہیں۔',
  );
  await expect(table.getByRole('row', { name: /کل قیمت/ })).toHaveText('کل قیمتRs 0');
  const form = page.getByRole('form', { name: 'یہ عطر منگوائیں' });
  await expect(form).toContainText('آپ کے عطر کے کارٹ میں سے ابھی کچھ آرڈر نہیں ہو سکتا۔');
  await expect(form.getByRole('button', { name: 'ابھی آرڈر کریں' })).toHaveAttribute('aria-disabled', 'true');

  await table.getByRole('button', { name: new RegExp(`نکالیں ${hidden}`) }).click();
  await expect(page.getByRole('table')).toHaveCount(0);
});
