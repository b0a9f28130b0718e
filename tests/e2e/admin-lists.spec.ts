import { expect, test } from './support/test';
import { OILS } from '#schema/catalog/oils';
import { openAdminConsole, registerUser, someShopper } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { runSql } from './support/database';
import { placeOilsOrderViaApi, placeOrderViaApi } from './support/orders';
import { openOrder, orderRows } from './support/console-orders';

const pakistanDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date(Date.now() + offsetDays * 86_400_000));

test('the admin filters oils orders by name, email and dates, and loads more than a page of them', async ({ page }) => {
  const shopper = await registerUser(page.request);
  const musk = OILS.find((oil) => oil.name === 'White Musk')!;
  // 51 older orders of the same shopper, written straight into D1 and numbered as the shop would have numbered
  // them then: more than one page (50) of them.
  await runSql(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 51)
     INSERT INTO orders (id, kind, number, user_id, status, first_name, last_name, email, phone, address, city, country,
       shipping_method, subtotal, shipping_cost, gift_wrapping_cost, total, created_at, confirm_token)
     SELECT 'bulk-' || i || '-${shopper.email}', 'oils', (SELECT coalesce(max(number), 0) FROM orders WHERE kind = 'oils') + i,
       (SELECT id FROM users WHERE email = '${shopper.email}'), 'pending', '', '', '', '', '', '', '', '', 650, 0, 0, 650,
       ${Date.now() - 60_000} - (52 - i) * 1000, lower(hex(randomblob(16))) FROM n`,
  );
  const latest = await placeOilsOrderViaApi(page.request, shopper.token, musk, 100);
  const other = await registerUser(page.request);
  await placeOilsOrderViaApi(page.request, other.token, musk, 25);

  await openAdminConsole(page);
  const filters = page.getByRole('form', { name: 'Filter oils orders' });
  const cards = orderRows(page, 'Oils orders');
  await filters.getByRole('button', { name: 'More filters' }).click();

  await filters.getByLabel('Email').fill(shopper.email);
  await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
  await expect(cards).toHaveCount(50);
  const card = await openOrder(page, latest.displayOrderId, 'Oils order');
  await expect(card).toContainText(shopper.username);
  // A filter that fails to load leaves the list as it was, and Load more goes on with the list shown.
  await page.route(/\/api\/oilsOrders\?.*q=nobody/, (route) => route.abort());
  await filters.getByLabel('Find an oils order').fill('nobody');
  await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
  await expect(page.getByRole('region', { name: 'Oils Orders' }).getByRole('alert')).toHaveText(
    'Could not reach the shop. Please check your connection and try again.',
  );
  await expect(cards).toHaveCount(50);
  await filters.getByLabel('Find an oils order').fill('');
  await expect(card.getByRole('row', { name: /White Musk/ })).toContainText('100 ml');
  await expect(card.getByRole('row', { name: /Total price/ })).toContainText(
    `Rs ${(musk.price * 4).toLocaleString('en-US')}`,
  );
  await page.getByRole('button', { name: 'Load more oils orders' }).click();
  await expect(cards).toHaveCount(52);
  await expect(page.getByRole('button', { name: 'Load more oils orders' })).toHaveCount(0);

  await filters.getByLabel('Email').fill('');
  await filters.getByLabel('Find an oils order').fill(other.username);
  await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(other.username);

  await filters.getByLabel('From', { exact: true }).fill(pakistanDay());
  await filters.getByLabel('To', { exact: true }).fill(pakistanDay());
  await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
  await expect(cards).toHaveCount(1);
  await filters.getByLabel('From', { exact: true }).fill(pakistanDay(1));
  await filters.getByLabel('To', { exact: true }).fill(pakistanDay(1));
  await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
  await expect(page.getByText('No oils orders match these filters.')).toBeVisible();
});

test('cancelling asks first and puts the stock back; a change someone else made first is explained on the card', async ({
  page,
}) => {
  await runSql("UPDATE products SET stock = 1 WHERE id = 'hawas'");
  try {
    const shopper = await someShopper(page.request);
    const surname = `Cancel${Date.now().toString(36)}`;
    const order = await placeOrderViaApi(page.request, shopper.token, [['hawas', 1]], {
      firstName: 'Hina',
      lastName: surname,
    });
    const second = await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], {
      firstName: 'Hina',
      lastName: surname,
    });
    const inStock = async () => {
      const answer = await (await page.request.get('/api/products/category/male')).json();
      return answer.products.find((p: { _id: string }) => p._id === 'hawas').inStock as boolean;
    };
    await expect.poll(inStock).toBe(false);

    const admin = await openAdminConsole(page);
    await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
    await page.getByRole('button', { name: 'Filter Orders' }).click();
    const card = await openOrder(page, order.displayOrderId);

    page.once('dialog', (dialog) => void dialog.dismiss());
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(card.locator('.status-badge')).toHaveText('Pending');
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(card.locator('.status-badge')).toHaveText('Cancelled');
    // Nothing moves a cancelled order on: only blocking its phone and writing a note remain.
    await expect(card.getByRole('button')).toHaveText([/^Block /, 'Add note']);
    // The listing may be up to a second old (worker/catalog caches it per isolate).
    await expect.poll(inStock).toBe(true);

    // Another admin tab ships the second order while this page still shows it pending.
    const headers = { authorization: `Bearer ${admin.token}`, ...(await csrfHeaders(page.request)) };
    for (const data of [
      { status: 'processing' },
      { status: 'shipped', courier: 'TCS', trackingNumber: `TCS${Date.now()}` },
    ]) {
      const moved = await page.request.patch(`/api/orders/${second._id}/status`, { headers, data });
      expect(moved.status()).toBe(200);
    }
    const stale = await openOrder(page, second.displayOrderId);
    await stale.getByRole('button', { name: 'Mark Processing' }).click();
    await expect(stale.getByRole('alert')).toContainText(/shipped/i);
    await expect(stale.locator('.status-badge')).toHaveText('Shipped');
    await expect(stale.getByRole('button', { name: 'Mark Delivered' })).toBeVisible();
  } finally {
    await runSql("UPDATE products SET stock = 33 WHERE id = 'hawas'");
  }
});
