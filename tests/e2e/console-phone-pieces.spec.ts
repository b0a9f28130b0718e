/**
 * The console's searches on a 360 px phone, with the start of a phone typed as people write it (0092 3.., 92 3..,
 * in Urdu digits): the Customers section and the orders filter find the shoppers and orders with it, whether the
 * order was placed with that phone or the owner changed its phone to it from the console later.
 */
import { expect, test } from './support/test';
import { logInWithToken, registerUser, theOwner } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { orderRow } from './support/console-orders';
import { searched } from './support/list-answer';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

/** Urdu keyboards' digits for 0-9. */
const urduDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

test('a piece of a phone in any form finds the orders and customers with it, a phone changed in the console too', async ({
  page,
}) => {
  const owner = theOwner();
  const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
  // The first seven digits of both phones, this test's alone: 03 and five digits.
  const start = `03${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
  const surname = `Tukra${Date.now().toString(36)}`;
  const placedWith = await placeOrderViaApi(page.request, (await registerUser(page.request)).token, [['khas', 1]], {
    firstName: 'Nadia',
    lastName: surname,
    phone: `${start}0001`,
  });
  const changed = await placeOrderViaApi(page.request, (await registerUser(page.request)).token, [['khas', 1]], {
    firstName: 'Rashid',
    lastName: surname,
    phone: '03119998888',
  });
  const { order } = (await (await page.request.get(`/api/orders/${changed._id}`, { headers })).json()) as {
    order: { version: number };
  };
  const edit = await page.request.patch(`/api/orders/${changed._id}`, {
    headers,
    data: { version: order.version, shippingAddress: { phone: `${start}0002` } },
  });
  expect(edit.ok()).toBe(true);
  const grouped = (prefix: string) => `${prefix} ${start.slice(1, 4)} ${start.slice(4)}`;

  await logInWithToken(page, owner.token);
  await page.goto('/orders#customers');
  const customers = page.getByRole('region', { name: 'Customers' });
  const cards = customers.getByRole('list', { name: 'Customers' }).getByRole('article');
  for (const typed of [grouped('0092'), grouped('92'), urduDigits(start)]) {
    await customers.getByRole('searchbox', { name: 'Search' }).fill(typed);
    await searched(page, '/api/admin/customers', typed, () =>
      customers.getByRole('button', { name: 'Search Customers' }).click(),
    );
    await expect(customers.getByRole('article', { name: `Rashid ${surname}` }), typed).toBeVisible();
    await expect(customers.getByRole('article', { name: `Nadia ${surname}` }), typed).toBeVisible();
    await expect(cards).toHaveCount(2);
  }

  await page.goto('/orders#orders');
  const orders = page.getByRole('region', { name: 'Perfumes Orders' });
  for (const typed of [grouped('0092'), grouped('92'), grouped('+92'), urduDigits(start)]) {
    await orders.getByRole('searchbox', { name: 'Filter' }).fill(typed);
    await searched(page, '/api/orders', typed, () => orders.getByRole('button', { name: 'Filter Orders' }).click());
    await expect(orderRow(orders, changed.displayOrderId), typed).toBeVisible();
    await expect(orderRow(orders, placedWith.displayOrderId), typed).toBeVisible();
    await expect(orders.getByRole('list', { name: 'Perfume orders' }).locator(':scope > li')).toHaveCount(2);
  }
  expect(await sidewaysOverflow(page)).toBe(0);
});
