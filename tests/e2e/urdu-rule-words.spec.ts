/**
 * The Urdu console says a field's broken rule in a sentence that reads right around the field's label, on a 360 px
 * phone: a price before the sale at or under the price asks for one above the price now, not above the "original
 * price" that the field itself is.
 */
import { expect, test } from './support/test';
import { createProductViaApi, openCatalog } from './support/catalog';

test.use({ viewport: { width: 360, height: 740 } });

test('a price before the sale under the price is refused beside its box in Urdu, saying what to type', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { admin } = await openCatalog(page);
  const name = `Sehra ${Date.now().toString(36)}`;
  await createProductViaApi(page.request, admin.token, { name, price: 1800 });

  await page.goto('/ur/orders');
  const catalog = page.getByRole('region', { name: 'کیٹلاگ' });
  await expect(catalog.getByRole('status').filter({ hasText: /پرفیوم دکھائے جا رہے ہیں/ })).toBeVisible();
  await catalog.getByRole('searchbox', { name: 'تلاش' }).fill(name);
  await catalog.getByRole('button', { name: 'پرفیوم دکھائیں', exact: true }).click();
  await catalog.getByRole('button', { name: `${name} بدلیں` }).click();
  const form = catalog.getByRole('form', { name: `${name} بدلیں` });

  const before = form.getByRole('spinbutton', { name: 'سیل سے پہلے کی قیمت (روپے)' });
  await before.fill('1500');
  await form.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }).click();
  await expect(before).toHaveAttribute('aria-invalid', 'true');
  // After the box's hint, the refusal.
  await expect(before).toHaveAccessibleDescription(
    /۔ سیل سے پہلے کی قیمت موجودہ قیمت سے زیادہ ہونی چاہیے، ورنہ اسے خالی چھوڑیں۔$/,
  );
  await expect(before).toBeFocused();
});
