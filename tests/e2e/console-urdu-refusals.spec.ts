/**
 * A refusal in the Urdu console's sections is worded in Urdu, never the server's English sentence: the catalog's
 * Publish, on a shop with no deploy hook set up, and the perfume form's refusal beside its field, on a 360 px phone.
 */
import { expect, test } from './support/test';
import { logInWithToken, theOwner } from './support/accounts';
import { createProductViaApi } from './support/catalog';
import { latinWordsIn } from './support/urdu';

test.use({ viewport: { width: 360, height: 740 } });

test("the Urdu console says in Urdu that publishing is not set up, not the server's English", async ({ page }) => {
  await logInWithToken(page, theOwner().token);
  await page.goto('/ur/orders#catalog');
  await page.getByRole('button', { name: 'شائع کریں', exact: true }).click();
  await page.getByRole('button', { name: 'دکان شائع کریں' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(alert).toHaveText(
    'دکان کو شائع کرنے کا بندوبست ابھی نہیں ہوا۔ اسے جوڑنے کے لیے دکان بنانے والے سے کہیں۔',
  );
  expect(await latinWordsIn(alert, [])).toEqual([]);
});

test('the Urdu perfume form says beside the name, in Urdu, that another perfume has it', async ({ page }) => {
  const { token } = theOwner();
  const stamp = Date.now().toString(36);
  const taken = `Nishan ${stamp}`;
  const mine = `Qasida ${stamp}`;
  await createProductViaApi(page.request, token, { name: taken });
  await createProductViaApi(page.request, token, { name: mine });
  await logInWithToken(page, token);
  await page.goto('/ur/orders#catalog');
  const catalog = page.getByRole('region', { name: 'کیٹلاگ' });
  await catalog.getByRole('searchbox', { name: 'تلاش' }).fill(mine);
  await catalog.getByRole('button', { name: 'پرفیوم دکھائیں', exact: true }).click();
  await catalog.getByRole('button', { name: `${mine} بدلیں` }).click();
  const form = catalog.getByRole('form', { name: `${mine} بدلیں` });
  await form.getByLabel('نام', { exact: true }).fill(taken);
  await form.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }).click();
  await expect(form.getByLabel('نام', { exact: true })).toHaveAccessibleDescription(
    'اس نام کا ایک اور پرفیوم یا عطر پہلے سے موجود ہے۔ براہِ کرم کوئی اور نام رکھیں۔',
  );
  await expect(form.getByLabel('نام', { exact: true })).toHaveValue(taken);
});
