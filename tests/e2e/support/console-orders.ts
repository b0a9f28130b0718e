/**
 * The console lists orders as compact rows, each a button that opens its full card. Tests open an order's card
 * through its row, as the owner does, and count the orders by their rows.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The row's word for its kind, in the English console or the Urdu (آرڈر). */
type Kind = 'Order' | 'Oils order' | 'آرڈر';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The row's button of one order: its name begins with "Order PK-10001" (or "Oils order OIL-10001"). */
export const orderRow = (page: Page | Locator, displayOrderId: string, kind: Kind = 'Order') =>
  page.getByRole('button', { name: new RegExp(`^${kind} ${escaped(displayOrderId)}\\b`) });

/** Opens the order's card from its row (leaving an open one open) and answers the card. */
export async function openOrder(page: Page, displayOrderId: string, kind: Kind = 'Order'): Promise<Locator> {
  const row = orderRow(page, displayOrderId, kind);
  if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  const card = page.getByRole('article', { name: `${kind} ${displayOrderId}` });
  await expect(card).toBeVisible();
  return card;
}

/** Every order the list shows, one row each: 'Perfume orders' or 'Oils orders'. */
export const orderRows = (page: Page, list: 'Perfume orders' | 'Oils orders' = 'Perfume orders') =>
  page.getByRole('list', { name: list }).locator(':scope > li');
