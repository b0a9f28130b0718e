import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { logIn, openAdminConsole, registerUser } from './support/accounts';
import { placeOrderViaApi, sendForm } from './support/orders';
import { openOrder, orderRows } from './support/console-orders';

test('the admin filters the orders, moves one along, and the shopper’s receipt shows it', async ({ page }) => {
  const shopper = await registerUser(page.request);
  const surname = `Qadri${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 2]], {
    firstName: 'Noor',
    lastName: surname,
    phone: '0321-7654321',
  });
  const other = await registerUser(page.request);
  await placeOrderViaApi(page.request, other.token, [['rawayat', 1]], { firstName: 'Someone', lastName: 'Else' });

  await openAdminConsole(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Perfumes Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Oils Orders' })).toBeVisible();
  const cards = orderRows(page);
  await expect(cards.first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname.toLowerCase());
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  await expect(cards).toHaveCount(1);
  const card = await openOrder(page, order.displayOrderId);
  await expect(card).toContainText(`Noor ${surname}`);
  await expect(card).toContainText('Pending');
  await expect(card.getByRole('row', { name: /Khas/ })).toContainText('Rs 2,798');
  await expect(card.getByRole('row', { name: /Total/ })).toContainText('Rs 2,998');

  // Print Orders prints the cards shown, without the filters and the page's frame.
  await page.emulateMedia({ media: 'print' });
  await expect(card.getByText(`Noor ${surname}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter Orders' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const whatsapp = card.getByRole('link', { name: 'Confirm on WhatsApp' });
  const href = (await whatsapp.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/923217654321\?text=/);
  expect(decodeURIComponent(href.split('?text=')[1]!)).toContain(`order ${order.displayOrderId}`);

  await card.getByRole('button', { name: 'Mark Processing' }).click();
  await expect(card.locator('.status-badge')).toHaveText('Processing');
  await expect(card.getByRole('region', { name: `Order progress of ${order.displayOrderId}` })).toContainText(
    /Pending.*Processing/,
  );
  await expect(card.getByRole('button', { name: 'Mark Shipped' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark Processing' })).toBeHidden();

  // Status, confirmation and dates fold under More filters on the phone's first screen.
  await page.getByRole('form', { name: 'Filter perfume orders' }).getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('form', { name: 'Filter perfume orders' }).getByLabel('Status').selectOption('processing');
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole('form', { name: 'Filter perfume orders' }).getByLabel('Status').selectOption('shipped');
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  await expect(page.getByText('No orders match these filters.')).toBeVisible();

  await logIn(page, shopper);
  await page.goto(`/order-confirmation/${order._id}`);
  const receipt = page.getByRole('article', { name: 'Thank you for your order!' });
  await expect(receipt).toContainText(order.displayOrderId);
  await expect(receipt.locator('.status-badge')).toHaveText('Processing');
  const progress = receipt.getByRole('region', { name: 'Order progress' });
  await expect(progress.getByRole('listitem')).toHaveCount(2);
  await expect(progress.getByRole('listitem').nth(1)).toContainText('Processing');
});

test('the admin exports the filtered orders as CSV and reads quote requests and sign-ups', async ({ page }) => {
  const shopper = await registerUser(page.request);
  const surname = `Baig${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(
    page.request,
    shopper.token,
    [
      ['rawayat', 1],
      ['khas', 1],
    ],
    { firstName: 'Saad', lastName: surname },
  );
  await sendForm(page.request, '/api/quotes', {
    firstName: 'Kamran',
    lastName: surname,
    email: 'kamran@example.pk',
    phone: '0333-1234567',
    message: '200 bottles of Rawayat for a wedding',
  });
  await sendForm(page.request, '/api/newsletter', { email: `${surname.toLowerCase()}@example.pk` });

  await openAdminConsole(page);
  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  await expect(orderRows(page)).toHaveCount(1);
  // Edited but not applied: the export still follows the filter the cards were loaded with.
  await page.getByRole('searchbox', { name: 'Filter' }).fill('no order matches this');

  const download = page.waitForEvent('download');
  await page.getByRole('form', { name: 'Filter perfume orders' }).getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const rows = csv.split('\r\n').filter(Boolean);
  expect(rows).toHaveLength(3);
  expect(
    rows
      .slice(1)
      .every(
        (row) =>
          row.startsWith(`${order.displayOrderId},`) && row.includes(`,pending,Not contacted,,,Saad,${surname},`),
      ),
  ).toBe(true);
  await expect(orderRows(page)).toHaveCount(1);

  const quote = page.getByRole('article', { name: `Quote from Kamran ${surname}` });
  await expect(quote).toContainText('200 bottles of Rawayat for a wedding');
  await expect(quote.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/923331234567\?text=/,
  );
  await expect(page.getByRole('table', { name: /Newsletter sign-ups/ })).toContainText(
    `${surname.toLowerCase()}@example.pk`,
  );
});
