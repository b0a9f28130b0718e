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

/** The perfume orders' list of the console in each language: its address, region, filter box and button, row word. */
const PERFUME_ORDERS_IN = {
  en: { page: '/orders#orders', list: 'Perfumes Orders', box: 'Filter', button: 'Filter Orders', kind: 'Order' },
  ur: { page: '/ur/orders#orders', list: 'پرفیوم کے آرڈرز', box: 'چھانٹیں', button: 'آرڈرز چھانٹیں', kind: 'آرڈر' },
} as const;

/** Opens the console in `lang`, filters the perfume orders by `text` as the owner types it, and opens the order's card. */
export async function findOrderIn(
  page: Page,
  lang: keyof typeof PERFUME_ORDERS_IN,
  text: string,
  displayOrderId: string,
): Promise<Locator> {
  const words = PERFUME_ORDERS_IN[lang];
  await page.goto(words.page);
  const list = page.getByRole('region', { name: words.list });
  await list.getByRole('searchbox', { name: words.box }).fill(text);
  await list.getByRole('button', { name: words.button }).click();
  return openOrder(page, displayOrderId, words.kind);
}

/** In the open console, filters the oils orders by `text` as the owner types it, and opens the order's card. */
export async function findOilsOrder(page: Page, text: string, displayOrderId: string): Promise<Locator> {
  const filters = page.getByRole('form', { name: 'Filter oils orders' });
  await filters.getByRole('searchbox', { name: 'Find an oils order' }).fill(text);
  await filters.getByRole('button', { name: 'Filter Oils Orders' }).click();
  return openOrder(page, displayOrderId, 'Oils order');
}
