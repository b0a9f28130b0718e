/**
 * The console's first screen on the owner's 412 px phone: opening it shows the day's figures and the newest orders'
 * rows without scrolling, the sections' bar is one row that stays within reach while scrolling, and what folds to
 * make room (the longer figures, the other filters) opens with one tap. The oils orders and the customers open on
 * their first rows too.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { OILS } from '#schema/catalog/oils';
import { amount } from '#schema/money';
import { openAdminConsole, registerUser, someShopper } from './support/accounts';
import { orderRow, orderRows } from './support/console-orders';
import { placeOilsOrderViaApi, placeOrderViaApi } from './support/orders';

const SCREEN = { width: 412, height: 915 };
test.use({ viewport: SCREEN });
// Each test makes an owner and places orders first: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Whether the element lies wholly inside the first screen, the page not scrolled. */
async function onFirstScreen(page: Page, element: Locator) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await element.boundingBox();
  expect(box, 'shown').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(SCREEN.height);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(SCREEN.width);
}

test('the day’s figures and the newest order are on the first screen', async ({ page }) => {
  const shopper = await someShopper(page.request);
  const surname = `First${Date.now().toString(36)}`;
  for (const firstName of ['Amna', 'Bushra', 'Sana']) {
    await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], { firstName, lastName: surname });
  }
  await openAdminConsole(page);
  const today = page.getByRole('region', { name: 'Today at a glance' });
  const todayFigure = today
    .getByRole('term')
    .filter({ hasText: /^Today$/ })
    .locator('xpath=..');
  await expect(todayFigure).toContainText(/Rs [\d,]+/);
  await expect(todayFigure).toContainText(/delivered · .* on the way · .* waiting/);
  await onFirstScreen(page, todayFigure);
  await onFirstScreen(page, today.getByLabel('Orders waiting'));

  // The newest orders first: the three just placed, the newest on the first screen.
  const rows = orderRows(page);
  for (const [i, firstName] of ['Sana', 'Bushra', 'Amna'].entries()) {
    await expect(rows.nth(i).getByRole('button', { name: new RegExp(`${firstName} ${surname}`) })).toBeVisible();
  }
  await onFirstScreen(page, rows.first());
  await onFirstScreen(page, page.getByRole('searchbox', { name: 'Filter' }));

  // The sections' bar is one row, on the first screen and still at the top after scrolling down.
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await onFirstScreen(page, nav);
  const links = nav.getByRole('link');
  const tops = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().top));
  expect(tops.length).toBeGreaterThanOrEqual(7);
  expect(new Set(tops).size).toBe(1);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(nav).toBeInViewport({ ratio: 1 });
  await nav.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Customers', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Today', exact: true }).click();
  await expect(today).toBeVisible();

  // What folds opens with one tap.
  await expect(today.getByText('Last 7 days')).toBeHidden();
  await today.getByText('More figures').click();
  await expect(today.getByText('Last 7 days')).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter perfume orders' });
  await expect(filters.getByRole('combobox', { name: 'Status' })).toBeHidden();
  await filters.getByRole('button', { name: 'More filters' }).click();
  await expect(filters.getByRole('button', { name: 'More filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(filters.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(filters.getByLabel('From')).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});

test('Today and the three newest orders, each saying who, where, how much and how it stands, fit on the first screen', async ({
  page,
}) => {
  const shopper = await someShopper(page.request);
  const surname = `Fit${Date.now().toString(36)}`;
  const placed = [];
  for (const firstName of ['Ayesha', 'Fatima', 'Maryam', 'Zainab']) {
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName,
      lastName: surname,
      city: 'Faisalabad',
    });
    placed.push({ ...order, name: `${firstName} ${surname}` });
  }
  await openAdminConsole(page);
  await onFirstScreen(page, page.getByRole('heading', { name: 'Today at a glance' }));

  const newestThree = placed.slice(1).reverse();
  for (const [i, order] of newestThree.entries()) {
    const row = orderRow(page, order.displayOrderId);
    await expect(row).toBeVisible();
    await expect(orderRows(page).nth(i)).toContainText(order.displayOrderId);
    await onFirstScreen(page, orderRows(page).nth(i));
    for (const part of [
      row.getByText(`Order ${order.displayOrderId}`),
      row.getByText(order.name),
      row.getByText('Faisalabad'),
      row.getByText(amount(order.totalPrice), { exact: true }),
      row.getByText('Pending', { exact: true }),
      row.getByText('Not contacted'),
    ]) {
      await expect(part).toBeVisible();
      await onFirstScreen(page, part);
    }
  }
});

test('the oils orders open on their first rows, their other filters folded', async ({ page }) => {
  const shopper = await registerUser(page.request);
  const placed = [];
  for (const volume of [25, 50, 100])
    placed.push(await placeOilsOrderViaApi(page.request, shopper.token, OILS[0]!, volume));
  await openAdminConsole(page);
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Oils orders' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Oils Orders' })).toBeVisible();

  for (const [i, order] of placed.reverse().entries()) {
    const row = orderRow(page, order.displayOrderId, 'Oils order');
    await expect(orderRows(page, 'Oils orders').nth(i)).toContainText(order.displayOrderId);
    await expect(row).toContainText(amount(order.totalPrice));
    await onFirstScreen(page, orderRows(page, 'Oils orders').nth(i));
  }

  const filters = page.getByRole('form', { name: 'Filter oils orders' });
  await onFirstScreen(page, filters.getByRole('searchbox', { name: 'Find an oils order' }));
  await expect(filters.getByRole('searchbox', { name: 'Email' })).toBeHidden();
  await filters.getByRole('button', { name: 'More filters' }).click();
  await expect(filters.getByRole('button', { name: 'More filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(filters.getByRole('searchbox', { name: 'Email' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(filters.getByLabel('From')).toBeVisible();
});

test('the customers’ search is one line, their first card on the first screen', async ({ page }) => {
  const shopper = await registerUser(page.request);
  const surname = `Card${Date.now().toString(36)}`;
  for (const firstName of ['Hira', 'Noor']) {
    await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], { firstName, lastName: surname });
  }
  await openAdminConsole(page);
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Customers' }).click();
  const section = page.getByRole('region', { name: 'Customers' });
  const cards = section.getByRole('list', { name: 'Customers' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The search is one line, its box beside its button.
  const search = section.getByRole('searchbox', { name: 'Search' });
  const button = section.getByRole('button', { name: 'Search Customers' });
  await onFirstScreen(page, search);
  await onFirstScreen(page, button);
  const [box, beside] = [(await search.boundingBox())!, (await button.boundingBox())!];
  expect(beside.x).toBeGreaterThan(box.x + box.width - 1);
  expect(beside.y).toBeLessThan(box.y + box.height);
  await onFirstScreen(page, cards.first());
});
