/**
 * Orders as compact rows on the owner's 412 px phone: a row says who, where, how much and how it stands, opens its full card and closes it again with the list's filter
 * and ticked orders untouched, and an oils order's card says what its phone's record is, as a perfume order's does.
 */
import { expect, test } from './support/test';
import { OILS } from '#schema/catalog/oils';
import { formatPhone } from '#schema/phone';
import { openAdminConsole, registerUser, someShopper } from './support/accounts';
import { openOrder, orderRow, orderRows } from './support/console-orders';
import { neverIdle } from './support/hydration';
import { placeOilsOrderViaApi, placeOrderViaApi } from './support/orders';

test.use({ viewport: { width: 412, height: 915 } });

test('a row opens its card and closes it, the filter and the ticked order kept', async ({ page }) => {
  const shopper = await someShopper(page.request);
  const surname = `Row${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 2]], {
    firstName: 'Hina',
    lastName: surname,
    city: 'Sialkot',
  });
  await placeOrderViaApi(page.request, shopper.token, [['miraj', 1]], { firstName: 'Iqra', lastName: surname });
  await openAdminConsole(page);
  const filter = page.getByRole('searchbox', { name: 'Filter' });
  await filter.fill(surname);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  await expect(orderRows(page)).toHaveCount(2);

  const row = orderRow(page, order.displayOrderId);
  await expect(row).toHaveAccessibleName(
    new RegExp(`^Order ${order.displayOrderId} Hina ${surname} · Sialkot Rs [\\d,]+ Pending Not contacted`),
  );
  await expect(row).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('article', { name: `Order ${order.displayOrderId}` })).toBeHidden();

  const tick = page.getByRole('checkbox', { name: `Select order ${order.displayOrderId}` });
  await tick.check();
  const bar = page.getByRole('region', { name: 'Selected orders' });
  await expect(bar).toContainText('1 order selected.');

  const card = await openOrder(page, order.displayOrderId);
  await expect(card.getByRole('row', { name: /Khas/ })).toBeVisible();
  await card.getByRole('button', { name: 'Mark Processing' }).click();
  await expect(card.locator('.status-badge')).toHaveText('Processing');
  // The row follows what the card did.
  await expect(row).toHaveAccessibleName(/Processing Not contacted/);

  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'false');
  await expect(card).toBeHidden();
  await expect(filter).toHaveValue(surname);
  await expect(orderRows(page)).toHaveCount(2);
  await expect(tick).toBeChecked();
  await expect(bar).toContainText('1 order selected.');

  // Print Orders prints every card the list shows, opened or not.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article', { name: /^Order / })).toHaveCount(2);
  await page.emulateMedia({ media: 'screen' });
});

test('an oils order card shows its phone’s record and blocks the number', async ({ page }) => {
  const trader = await registerUser(page.request);
  const digits = String(Date.now()).slice(-7);
  const phone = `0346${digits}`;
  const order = await placeOilsOrderViaApi(page.request, trader.token, OILS[0]!, 25, phone);
  await openAdminConsole(page);
  const filters = page.getByRole('form', { name: 'Filter oils orders' });
  await filters.getByRole('button', { name: 'More filters' }).click();
  await filters.getByLabel('Email').fill(trader.email);
  await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();

  const card = await openOrder(page, order.displayOrderId, 'Oils order');
  await expect(card).toContainText('1 order from this number · 0 refused · 0 returned');
  const shown = formatPhone(phone);
  await card.getByRole('button', { name: `Block ${shown}` }).click();
  const form = card.getByRole('form', { name: `Block ${shown}` });
  await form.getByRole('textbox', { name: 'Why block this number?' }).fill('Never answers');
  await form.getByRole('button', { name: 'Block number' }).click();
  await expect(card).toContainText('Blocked from cash on delivery');
  await expect(orderRow(page, order.displayOrderId, 'Oils order')).toHaveAccessibleName(/Blocked number/);

  await card.getByRole('button', { name: `Unblock ${shown}` }).click();
  await expect(card).not.toContainText('Blocked from cash on delivery');
});

test('the console’s buttons work at the first tap, though the browser is never idle', async ({ page }) => {
  // The console renders only in the browser: its buttons are React's own from the start, with nothing to wait for.
  await neverIdle(page);
  await openAdminConsole(page);
  const perfumes = page.getByRole('form', { name: 'Filter perfume orders' });
  await perfumes.getByRole('button', { name: 'More filters' }).click();
  await expect(perfumes.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  const oils = page.getByRole('form', { name: 'Filter oils orders' });
  await oils.getByRole('button', { name: 'More filters' }).click();
  await expect(oils.getByLabel('Email')).toBeVisible();
  const more = page.getByRole('button', { name: 'More figures' });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
});
