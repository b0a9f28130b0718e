/**
 * The console read as its owner reads it, on the 412 px phone: every section, each part of the catalog, an opened
 * order, the folded figures and filters, and Publish's answer show no field's, setting's or developer's word.
 */
import { expect, test, type Page } from './support/test';
import { developerWords } from '../../site/components/admin/owner-words';
import { openAdminConsole, someShopper } from './support/accounts';
import { openOrder } from './support/console-orders';
import { placeOrderViaApi } from './support/orders';

test.use({ viewport: { width: 412, height: 915 } });

/** The developer's words in what the page's main part shows now. */
async function wordsShown(page: Page) {
  return developerWords(await page.locator('main').innerText());
}

test('no section of the console shows a developer’s word', async ({ page }) => {
  const shopper = await someShopper(page.request);
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Rabia',
    lastName: 'Words',
  });
  await openAdminConsole(page);
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav).toBeVisible();
  const sections = await nav.getByRole('link').allInnerTexts();
  expect(sections.length).toBeGreaterThanOrEqual(7);
  for (const section of sections) {
    await nav.getByRole('link', { name: section, exact: true }).click();
    await expect(nav.getByRole('link', { name: section, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    expect(await wordsShown(page), section).toEqual([]);
  }

  await nav.getByRole('link', { name: 'Today', exact: true }).click();
  await page.getByText('More figures').click();
  await page.getByRole('form', { name: 'Filter perfume orders' }).getByRole('button', { name: 'More filters' }).click();
  await openOrder(page, order.displayOrderId);
  expect(await wordsShown(page), 'Today, unfolded, with an order open').toEqual([]);

  await nav.getByRole('link', { name: 'Catalog', exact: true }).click();
  const parts = page.getByRole('navigation', { name: 'Catalog' });
  // The parts are read once the section shows: read while it is still hidden, they are none.
  await expect(parts.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  for (const part of await parts.getByRole('button').allInnerTexts()) {
    await parts.getByRole('button', { name: part, exact: true }).click();
    await expect(parts.getByRole('button', { name: part, exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await wordsShown(page), part).toEqual([]);
  }
  // Publish answers in the owner's words whether or not publishing is set up here.
  await page.getByRole('button', { name: 'Publish the shop' }).click();
  await expect(page.locator('.publish-panel').getByText(/Publishing/)).toBeVisible();
  expect(await wordsShown(page), 'Publish').toEqual([]);
});
