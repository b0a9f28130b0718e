/**
 * A refusal of one checkout field, on the Urdu page: beside the field in the refusal's own Urdu words, never the
 * form's words for a field typed wrong.
 */
import { expect, test } from './support/test';
import { theOwner } from './support/accounts';
import { shopperWithCart } from './support/cart';
import { csrfHeaders } from './support/csrf';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

test('a phone the shop takes no cash-on-delivery orders from is refused beside the field, in Urdu', async ({
  page,
}) => {
  const digits = String(Date.now()).slice(-7);
  const blocked = await page.request.post('/api/admin/blocked-phones', {
    headers: { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) },
    data: { phone: `0311${digits}`, reason: 'Refused two parcels' },
  });
  expect(blocked.ok()).toBe(true);
  await shopperWithCart(page, 'gulab');

  await page.goto('/ur/checkout');
  await hydrated(page, 'CheckoutPage');
  await page.getByLabel('نام', { exact: true }).fill('Ayesha');
  await page.getByLabel('خاندانی نام', { exact: true }).fill('Malik');
  await page.getByLabel('پتا', { exact: true }).fill('14 Canal View Road');
  await page.getByLabel('شہر', { exact: true }).fill('Lahore');
  const phone = page.getByLabel('فون', { exact: true });
  await phone.fill(`0311 ${digits}`);
  await page.getByRole('button', { name: 'آرڈر مکمل کریں' }).click();

  const refusal = 'اس فون نمبر پر آرڈر نہیں لیا جا سکتا۔ براہِ کرم ہم سے واٹس ایپ پر رابطہ کریں۔';
  await expect(phone).toHaveAccessibleDescription(refusal);
  await expect(page.getByText(/گیارہ ہندسوں کا موبائل نمبر/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/ur\/checkout$/);
});
