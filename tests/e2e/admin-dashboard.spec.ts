import { expect, test, type Page } from './support/test';
import type { DashboardAnswer } from '#schema/answers/dashboard';
import { amount } from '#schema/money';
import { openAdminConsole, registerUser } from './support/accounts';
import { runSql } from './support/database';
import { placeOrderViaApi, sendForm } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

async function figuresAsServed(page: Page): Promise<DashboardAnswer> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await page.request.get('/api/admin/dashboard', { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as DashboardAnswer;
}

async function checkDashboard(page: Page) {
  const shopper = await registerUser(page.request);
  await placeOrderViaApi(page.request, shopper.token, [['khas', 2]], { firstName: 'Laiba', lastName: 'Javed' });
  await runSql("UPDATE products SET stock = 0 WHERE id = 'hawas'");
  const surname = `Mir${Date.now().toString(36)}`;
  await sendForm(page.request, '/api/quotes', {
    firstName: 'Zoya',
    lastName: surname,
    email: 'zoya@example.pk',
    phone: '0333-7654321',
    message: 'Twenty gift sets',
  });

  await openAdminConsole(page);
  const dashboard = page.getByRole('region', { name: 'Today at a glance' });
  await expect(dashboard).toBeVisible();
  const served = await figuresAsServed(page);
  expect(served.periods.today.orders).toBeGreaterThan(0);
  const today = dashboard
    .getByRole('term')
    .filter({ hasText: /^Today$/ })
    .locator('xpath=..');
  await expect(today).toContainText(amount(served.periods.today.revenue!));
  // The revenue by where its cash is, in the owner's words.
  const { delivered, onTheWay, waiting } = served.periods.today.takings!;
  await expect(today).toContainText(
    `${amount(delivered)} delivered · ${amount(onTheWay)} on the way · ${amount(waiting)} waiting`,
  );
  await expect(dashboard.getByLabel('Orders waiting')).toContainText(`Pending${served.waiting.pending}`);
  // The longer view folds under More figures, so the first screen holds the day and the first orders.
  await expect(dashboard.getByText('Cash with couriers')).toBeHidden();
  await dashboard.getByText('More figures').click();
  await expect(dashboard.getByText('Cash with couriers')).toBeVisible();

  const chart = dashboard.getByRole('figure', { name: /Sales per day, last 30 days/ });
  await expect(chart).toContainText(`${amount(served.periods.last30Days.revenue!)} in all`);
  await chart.getByText('Every day’s sales').click();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(31);

  await expect(dashboard.getByRole('region', { name: 'Best sellers, 30 days' })).toContainText('Khas');
  await expect(
    dashboard.getByRole('region', { name: 'Low stock' }).getByRole('listitem').filter({ hasText: 'Hawas' }),
  ).toContainText('Out of stock');
  const quotes = dashboard.getByRole('region', { name: 'New quote requests' });
  await expect(quotes).toContainText(`Zoya ${surname}`);
  await quotes.getByRole('link', { name: 'Go to the quote requests' }).click();
  await expect(page.getByRole('heading', { name: 'Quote Requests', exact: true })).toBeInViewport();
  // The link opens the Inbox section; Today is one tap back.
  await expect(page).toHaveURL(/\/orders#inbox$/);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Today', exact: true })
    .click();

  // Refresh reads the figures again: a new order today shows without a reload.
  await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], { firstName: 'Laiba', lastName: 'Javed' });
  await dashboard.getByRole('button', { name: 'Refresh' }).click();
  await expect(today).toContainText(amount((await figuresAsServed(page)).periods.today.revenue!));
  expect(await sidewaysOverflow(page)).toBe(0);
}

test.describe('on a 412 px phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });
  test('the dashboard tops the console with the day’s figures, the chart and its table, and the short lists', async ({
    page,
  }) => {
    await checkDashboard(page);
    // Under More figures, the longer periods two across.
    const figures = page
      .getByRole('region', { name: 'Today at a glance' })
      .getByLabel('Over longer periods')
      .locator('.dash-figure');
    const [first, second, third] = await Promise.all([0, 1, 2].map((i) => figures.nth(i).boundingBox()));
    expect(first!.y).toBe(second!.y);
    expect(third!.y).toBeGreaterThan(first!.y);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('the dashboard shows its longer periods in one row', async ({ page }) => {
    await checkDashboard(page);
    const figures = page
      .getByRole('region', { name: 'Today at a glance' })
      .getByLabel('Over longer periods')
      .locator('.dash-figure');
    const boxes = await Promise.all([0, 1, 2].map((i) => figures.nth(i).boundingBox()));
    expect(new Set(boxes.map((box) => box!.y)).size).toBe(1);
  });
});
