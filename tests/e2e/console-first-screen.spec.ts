/**
 * The console's first screen on the owner's 412 px phone: opening it shows the day's figures and the newest order's
 * row without scrolling, the sections' bar is one row that stays within reach while scrolling, and what folds to
 * make room (the longer figures, the other filters) opens with one tap.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAdminConsole, registerUser } from './support/accounts';
import { orderRows } from './support/console-orders';
import { placeOrderViaApi } from './support/orders';

const SCREEN = { width: 412, height: 915 };
test.use({ viewport: SCREEN });

/** Whether the element lies wholly inside the first screen, the page not scrolled. */
async function onFirstScreen(page: Page, element: Locator) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await element.boundingBox();
  expect(box, 'shown').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(SCREEN.height);
}

test('the day’s figures and the newest order are on the first screen', async ({ page }) => {
  const shopper = await registerUser(page.request);
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
