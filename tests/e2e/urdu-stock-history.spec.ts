/**
 * A perfume's stock history in the Urdu console, on a 360 px phone: the entries of returned orders say why each came
 * back, and how many bottles a damaged one wrote off, in Urdu, where they said it in English.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { createProductViaApi } from './support/catalog';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

test('the Urdu console words the stock history’s returns in Urdu: refused, unreachable, sent back, written off', async ({
  page,
}) => {
  const owner = theOwner();
  const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
  const name = `Wapsi ${Date.now().toString(36)}`;
  const perfume = await createProductViaApi(page.request, owner.token, { name, stock: 10 });
  const shopper = await someShopper(page.request);
  const returns = [
    { returnReason: 'refused', restock: true },
    { returnReason: 'unreachable', restock: true },
    { returnReason: 'customer-return', restock: true },
    { returnReason: 'damaged', restock: false },
  ];
  for (const back of returns) {
    const order = await placeOrderViaApi(page.request, shopper.token, [[perfume._id, 1]], {
      firstName: 'Sana',
      lastName: name.split(' ')[1]!,
    });
    const steps = [
      { status: 'processing' },
      { status: 'shipped', courier: 'TCS', trackingNumber: `CN${Date.now()}` },
      ...(back.returnReason === 'customer-return' ? [{ status: 'delivered' }] : []),
      { status: 'returned', ...back },
    ];
    for (const step of steps) {
      const moved = await page.request.patch(`/api/orders/${order._id}/status`, { headers, data: step });
      expect(moved.ok(), JSON.stringify(step)).toBe(true);
    }
  }

  await logInWithToken(page, owner.token);
  await page.goto('/ur/orders#catalog');
  await page.getByRole('searchbox', { name: 'تلاش' }).fill(name);
  await page.getByRole('button', { name: 'پرفیوم دکھائیں', exact: true }).click();
  await page.getByRole('button', { name: `${name} بدلیں` }).click();
  const history = page.getByRole('list', { name: 'اسٹاک کی تاریخ' }).getByRole('listitem');
  // Newest first, each return after its order's take: the damaged parcel's bottle written off (no stock moved), then
  // the three put back.
  await expect(history.nth(0)).toContainText('0 خراب');
  await expect(history.nth(0)).toContainText(/1\W* اسٹاک سے خارج، واپسی کی وجہ: راستے میں خراب ہو گیا/);
  await expect(history.nth(2)).toContainText('+1 واپسی');
  await expect(history.nth(2)).toContainText('خریدار نے واپس بھیجا');
  await expect(history.nth(4)).toContainText('خریدار سے رابطہ نہ ہو سکا');
  await expect(history.nth(6)).toContainText('دروازے پر لینے سے انکار');
  for (const english of ['Refused at the door', 'Customer unreachable', 'Sent back by the customer', 'written off'])
    await expect(page.getByRole('list', { name: 'اسٹاک کی تاریخ' })).not.toContainText(english);
  expect(await sidewaysOverflow(page)).toBe(0);
});
