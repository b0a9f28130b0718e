import { expect, test, type Page } from './support/test';
import type { DashboardAnswer } from '#schema/answers/dashboard';
import { amount } from '#schema/money';
import { openAdminConsole, registerUser } from './support/accounts';
import { runSql } from './support/database';
import { placeOrderViaApi, sendForm } from './support/orders';
import { sidewaysOverflow } from './support/sideways';
import { openOrder } from './support/console-orders';

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
  await expect(dashboard.getByText('On the road (not collected)')).toBeHidden();
  await dashboard.getByText('More figures').click();
  await expect(dashboard.getByText('On the road (not collected)')).toBeVisible();

  const chart = dashboard.getByRole('figure', { name: /Sales per day, last 30 days/ });
  await expect(chart).toContainText(`${amount(served.periods.last30Days.revenue!)} in all`);
  await chart.getByText('Every day’s sales').click();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(31);

  // A best seller's count is of every size sold, bottles and testers alike.
  const khas = served.bestSellers.find((seller) => seller.name === 'Khas')!;
  await expect(
    dashboard.getByRole('region', { name: 'Best sellers, 30 days' }).getByRole('listitem').filter({ hasText: 'Khas' }),
  ).toContainText(`${khas.quantity} sold`);
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

/** A figure of the dashboard by its label: the term and what it says. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Today at a glance' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=..');

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test('the day’s figures follow an order moved from its card, with no Refresh', async ({ page }) => {
    const shopper = await registerUser(page.request);
    const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Sadia',
      lastName: 'Butt',
    });
    await openAdminConsole(page);
    const waiting = page.getByRole('region', { name: 'Today at a glance' }).getByLabel('Orders waiting');
    const before = (await figuresAsServed(page)).waiting;
    await expect(waiting).toContainText(`Pending${before.pending}`);
    const card = await openOrder(page, order.displayOrderId);
    await card.getByRole('button', { name: 'Mark Processing' }).click();
    await expect(card.locator('.status-badge')).toHaveText('Processing');
    await expect(waiting).toContainText(`Pending${before.pending - 1}`);
    await expect(waiting).toContainText(`Processing${before.processing + 1}`);
  });

  test('the dashboard names where the cash is: on the road, held by couriers (each), remitted in the 30 days', async ({
    page,
  }) => {
    const shopper = await registerUser(page.request);
    const placed = [];
    for (const line of [
      ['khas', 1],
      ['rawayat', 2],
      ['miraj', 1],
    ] as const)
      placed.push(
        await placeOrderViaApi(page.request, shopper.token, [[...line]], { firstName: 'Hina', lastName: 'Aslam' }),
      );
    const [onTheRoad, held, paid] = placed.map((order) => order._id);
    const payout = `e2e-${Date.now().toString(36)}`;
    await runSql(`
      UPDATE orders SET status = 'shipped', courier = 'TCS' WHERE id = '${onTheRoad}';
      UPDATE orders SET status = 'delivered', courier = 'Leopards', cash = 'with-courier' WHERE id = '${held}';
      INSERT INTO remittances (id, courier, reference, total, at, by)
        SELECT '${payout}', 'TCS', 'TCS-360', total, ${Date.now()}, (SELECT id FROM users WHERE role = 'owner' LIMIT 1)
        FROM orders WHERE id = '${paid}';
      UPDATE orders SET status = 'delivered', courier = 'TCS', cash = 'remitted', remittance_id = '${payout}'
        WHERE id = '${paid}';
    `);

    await openAdminConsole(page);
    const { cod } = await figuresAsServed(page);
    const heldCash = cod.withCouriers.reduce((sum, owes) => sum + owes.amount!, 0);
    expect(cod.inTransit.amount).toBeGreaterThanOrEqual(placed[0]!.totalPrice);
    expect(heldCash).toBeGreaterThanOrEqual(placed[1]!.totalPrice);
    expect(cod.remitted30Days.amount).toBeGreaterThanOrEqual(placed[2]!.totalPrice);
    await page.getByRole('region', { name: 'Today at a glance' }).getByText('More figures').click();

    const road = figure(page, 'On the road (not collected)');
    await expect(road).toContainText(amount(cod.inTransit.amount!));
    await expect(road).toContainText(`${cod.inTransit.orders} parcel`);
    const couriers = figure(page, 'Held by couriers');
    await expect(couriers).toContainText(amount(heldCash));
    await expect(couriers).toContainText('not yet remitted');
    const leopards = cod.withCouriers.find((owes) => owes.courier === 'Leopards')!;
    await expect(
      couriers
        .getByRole('list', { name: 'What each courier owes' })
        .getByRole('listitem')
        .filter({ hasText: 'Leopards' }),
    ).toContainText(amount(leopards.amount!));
    const remitted = figure(page, 'Remitted (last 30 days)');
    await expect(remitted).toContainText(amount(cod.remitted30Days.amount!));
    await expect(remitted).toContainText(`${cod.remitted30Days.payouts} payout`);
    // The words the dashboard used for what was in fact the cash on the road are gone.
    await expect(page.getByText('Cash with couriers')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

test.describe('on a 412 px phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });
  test('the dashboard tops the console with the day’s figures, the chart and its table, and the short lists', async ({
    page,
  }) => {
    await checkDashboard(page);
    // Under More figures, the longer periods side by side, the cash's three steps two across.
    const region = page.getByRole('region', { name: 'Today at a glance' });
    const periods = region.getByLabel('Over longer periods').locator('.dash-figure');
    const [week, month] = await Promise.all([0, 1].map((i) => periods.nth(i).boundingBox()));
    expect(week!.y).toBe(month!.y);
    const cash = region.getByLabel('Cash on delivery', { exact: true }).locator('.dash-figure');
    const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cash.nth(i).boundingBox()));
    expect(first!.y).toBe(second!.y);
    expect(third!.y).toBeGreaterThan(first!.y);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('the dashboard shows its longer periods, and the cash on delivery, each in one row', async ({ page }) => {
    await checkDashboard(page);
    const region = page.getByRole('region', { name: 'Today at a glance' });
    for (const label of ['Over longer periods', 'Cash on delivery']) {
      const figures = region.getByLabel(label, { exact: true }).locator('.dash-figure');
      const boxes = await Promise.all([0, 1].map((i) => figures.nth(i).boundingBox()));
      expect(new Set(boxes.map((box) => box!.y)).size).toBe(1);
    }
    const cash = region.getByLabel('Cash on delivery', { exact: true }).locator('.dash-figure');
    expect((await cash.nth(2).boundingBox())!.y).toBe((await cash.nth(0).boundingBox())!.y);
  });
});
