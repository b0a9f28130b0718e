/** Cart and order set-up for browser tests, through the API the site itself calls. */
import type { Page } from '@playwright/test';
import { newShopper, type TestUser } from './accounts';
import { csrfHeaders } from './csrf';

/** Puts a product in the logged-in user's cart (token from logIn). */
export async function addToCartViaApi(page: Page, token: string, productId: string, quantity = 1): Promise<void> {
  const response = await page.request.post('/api/cart/add', {
    data: { productId, quantity },
    headers: { authorization: `Bearer ${token}`, ...(await csrfHeaders(page.request)) },
  });
  if (!response.ok()) throw new Error(`Adding ${productId} answered ${response.status()}: ${await response.text()}`);
}

/** A new shopper, logged in on `page`, with `quantity` of `productId` in the cart: where most buying journeys start. */
export async function shopperWithCart(
  page: Page,
  productId: string,
  quantity = 1,
): Promise<{ user: TestUser; token: string }> {
  const user = await newShopper(page);
  await addToCartViaApi(page, user.token, productId, quantity);
  return { user, token: user.token };
}

/** How many orders the user has, from GET /api/orders. */
export async function orderCount(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/orders', { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { orders: unknown[] };
  return body.orders.length;
}

/** Fills the checkout's required delivery fields (the email comes from the login) with the given phone. */
export async function fillDelivery(page: Page, phone: string): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill('Ayesha');
  await page.getByLabel('Last name', { exact: true }).fill('Malik');
  await page.getByLabel('Address', { exact: true }).fill('14 Canal View Road');
  await page.getByLabel('City', { exact: true }).fill('Lahore');
  await page.getByLabel('Phone', { exact: true }).fill(phone);
}

/** The cart of the shopper logged in on `page` (its stored token), as [name, quantity] lines. */
export async function cartOf(page: Page): Promise<[string, number][]> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const answer = await (await page.request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } })).json();
  return (answer.cart.items as { product: { name: string }; quantity: number }[]).map((line) => [
    line.product.name,
    line.quantity,
  ]);
}
