/**
 * The Urdu console's links to an order's receipt lead to the Urdu receipt, on a 360 px phone: a blocked number's open
 * orders in the Cash section and an order's entry in a perfume's stock history, where they led to the English one.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { createProductViaApi } from './support/catalog';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

test('a blocked number’s open orders and the stock history link to the Urdu receipt', async ({ page }) => {
  const owner = theOwner();
  const name = `Raseed ${Date.now().toString(36)}`;
  const perfume = await createProductViaApi(page.request, owner.token, { name, stock: 5 });
  const shopper = await someShopper(page.request);
  // A number of this test's own: the worker's other tests order from the shared ones.
  const phone = `0347${String(Date.now()).slice(-7)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [[perfume._id, 1]], {
    firstName: 'Sana',
    lastName: 'Raseed',
    phone,
  });
  const receipt = `/ur/order-confirmation/${order._id}`;

  await logInWithToken(page, owner.token);
  await page.goto('/ur/orders#cash');
  const block = page.getByRole('form', { name: 'نمبر بلاک کریں' });
  await block.getByRole('textbox', { name: 'فون نمبر' }).fill(phone);
  await block.getByRole('textbox', { name: 'وجہ' }).fill('بار بار انکار');
  await block.getByRole('button', { name: 'نمبر بلاک کریں' }).click();
  const open = page.getByRole('region', { name: /کے کھلے آرڈر$/ });
  await expect(open.getByRole('link', { name: order.displayOrderId })).toHaveAttribute('href', receipt);
  expect(await sidewaysOverflow(page)).toBe(0);

  await page.goto('/ur/orders#catalog');
  await page.getByRole('searchbox', { name: 'تلاش' }).fill(name);
  await page.getByRole('button', { name: 'پرفیوم دکھائیں', exact: true }).click();
  await page.getByRole('button', { name: `${name} بدلیں` }).click();
  const history = page.getByRole('list', { name: 'اسٹاک کی تاریخ' });
  await expect(history.getByRole('listitem').first().getByRole('link', { name: 'آرڈر' })).toHaveAttribute(
    'href',
    receipt,
  );
});
