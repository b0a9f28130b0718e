import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn, makeAdmin, registerUser } from './support/accounts';
import { placeOrderViaApi } from './support/orders';

test('the admin filters the orders, confirms one on WhatsApp, moves it along and exports it', async ({ page }) => {
  const shopper = await registerUser(page.request);
  const surname = `Qadri${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 2]], { firstName: 'Noor', lastName: surname, phone: '0321-7654321' });
  const other = await registerUser(page.request);
  await placeOrderViaApi(page.request, other.token, [['rawayat', 1]], { firstName: 'Someone', lastName: 'Else' });

  const admin = await registerUser(page.request);
  await makeAdmin(admin.email);
  await logIn(page, admin);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 2, name: 'Perfumes Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Oils Orders' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Perfume orders' }).getByRole('article');
  await expect(cards.first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname.toLowerCase());
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  await expect(cards).toHaveCount(1);
  const card = page.getByRole('article', { name: `Order ${order.displayOrderId}` });
  await expect(card).toContainText(`Noor ${surname}`);
  await expect(card).toContainText('Pending');
  await expect(card.getByRole('row', { name: /Khas/ })).toContainText('Rs 2,798');
  await expect(card.getByRole('row', { name: /Total/ })).toContainText('Rs 2,998');

  const whatsapp = card.getByRole('link', { name: 'Confirm on WhatsApp' });
  const href = (await whatsapp.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/923217654321\?text=/);
  expect(decodeURIComponent(href.split('?text=')[1]!)).toContain(`order ${order.displayOrderId}`);

  await card.getByRole('button', { name: 'Mark Processing' }).click();
  await expect(card.locator('.status-badge')).toHaveText('Processing');
  await expect(card.getByRole('list')).toContainText('Processing');
  await expect(card.getByRole('button', { name: 'Mark Shipped' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark Processing' })).toBeHidden();

  await page.getByLabel('Status').selectOption('processing');
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  await expect(cards).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  expect(csv).toContain(`${order.displayOrderId},`);
  expect(csv).toContain(`,processing,Noor,${surname},`);
});
