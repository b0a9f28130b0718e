/**
 * The Urdu console says in Urdu what is wrong and what to do when the catalog refuses something a retry cannot fix,
 * as the English shows the server's reason: a stock change below none or against its reason, two sizes of one ml or
 * a size above the bottle's price, an oil's name taken or its price too high, and each rule of the perfume form
 * (a price too high, seven top notes, no photo left), on a 412 px phone.
 */
import { expect, test, type Page } from './support/test';
import { leftToRight as ltr } from '#schema/i18n/languages';
import { logInWithToken, theOwner } from './support/accounts';
import { createProductViaApi } from './support/catalog';

test.use({ viewport: { width: 412, height: 915 } });

/** A new perfume, open in the Urdu console's perfume editor. */
async function editingInUrdu(page: Page, fields: { stock?: number } = {}) {
  const { token } = theOwner();
  const name = `Zafran Noir ${Date.now().toString(36)}`;
  const product = await createProductViaApi(page.request, token, { name, price: 1999, ...fields });
  await logInWithToken(page, token);
  await page.goto('/ur/orders#catalog');
  const catalog = page.getByRole('region', { name: 'کیٹلاگ' });
  await catalog.getByRole('searchbox', { name: 'تلاش' }).fill(name);
  await catalog.getByRole('button', { name: 'پرفیوم دکھائیں', exact: true }).click();
  await catalog.getByRole('button', { name: `${name} بدلیں` }).click();
  return { catalog, name, product, form: catalog.getByRole('form', { name: `${name} بدلیں` }) };
}

test('the Urdu stock form says how many are in stock, and which button a reason takes', async ({ page }) => {
  const { catalog, name } = await editingInUrdu(page, { stock: 4 });
  const stock = catalog.getByRole('form', { name: 'اسٹاک بدلیں' });
  await stock.getByLabel('تعداد').fill('10');
  await stock.getByLabel('وجہ').selectOption({ label: 'خراب' });
  await stock.getByRole('button', { name: 'اسٹاک سے نکالیں' }).click();
  await expect(
    stock.getByText(
      `${ltr(name)} کے اسٹاک میں ${ltr(4)} ہیں، اسٹاک ${ltr(0)} سے نیچے نہیں جا سکتا۔ براہِ کرم ${ltr(4)} یا اس سے کم نکالیں۔`,
    ),
  ).toBeVisible();

  await stock.getByLabel('تعداد').fill('2');
  await stock.getByRole('button', { name: 'اسٹاک میں ڈالیں' }).click();
  await expect(stock.getByText('خراب مال اسٹاک سے نکلتا ہے: تعداد لکھ کر «اسٹاک سے نکالیں» دبائیں')).toBeVisible();

  await stock.getByLabel('وجہ').selectOption({ label: 'نیا مال آیا' });
  await stock.getByRole('button', { name: 'اسٹاک سے نکالیں' }).click();
  await expect(stock.getByText('یہ وجہ (نیا مال آیا، یا واپسی) اسٹاک بڑھاتی ہے')).toBeVisible();
  await expect(stock.getByText('کچھ معلومات درست نہیں')).toHaveCount(0);
});

test('the Urdu sizes form says two sizes share an ml, and a size must cost less than the bottle', async ({ page }) => {
  const { catalog } = await editingInUrdu(page);
  const sizes = catalog.getByRole('form', { name: 'ٹیسٹر اور نمونے کے سائز' });
  for (const price of ['500', '600']) {
    await sizes.getByRole('button', { name: 'سائز شامل کریں' }).click();
    await sizes.getByLabel('سائز (ملی لیٹر)').last().fill('10');
    await sizes.getByLabel('قیمت (روپے)').last().fill(price);
  }
  await sizes.getByRole('button', { name: 'سائز محفوظ کریں' }).click();
  await expect(catalog.getByText('دو سائز ایک ہی ملی لیٹر کے ہیں۔')).toBeVisible();
  await expect(catalog.getByText('براہِ کرم دوبارہ کوشش کریں')).toHaveCount(0);

  await sizes.getByLabel('سائز (ملی لیٹر)').last().fill('5');
  await sizes.getByLabel('قیمت (روپے)').last().fill('2500');
  await sizes.getByRole('button', { name: 'سائز محفوظ کریں' }).click();
  await expect(
    catalog.getByText(`ہر چھوٹے سائز کی قیمت بوتل کی قیمت ${ltr('Rs 1,999')} سے کم ہو۔ براہِ کرم کم قیمت لکھیں۔`),
  ).toBeVisible();
});

test('the Urdu oils form says the name is taken, and how high a price may be', async ({ page }) => {
  await logInWithToken(page, theOwner().token);
  await page.goto('/ur/orders#catalog');
  const catalog = page.getByRole('region', { name: 'کیٹلاگ' });
  await catalog.getByRole('button', { name: 'عطر', exact: true }).click();
  const add = catalog.getByRole('form', { name: 'عطر شامل کریں' });
  await add.getByLabel('عطر کا نام').fill('Amber kashmir ');
  await add.getByLabel('25 ملی لیٹر کی قیمت (روپے)').fill('1300');
  await add.getByRole('button', { name: 'عطر شامل کریں' }).click();
  await expect(add.getByText('اس نام کا ایک عطر پہلے سے موجود ہے')).toBeVisible();

  await add.getByLabel('عطر کا نام').fill(`Motia ${Date.now().toString(36)}`);
  await add.getByLabel('25 ملی لیٹر کی قیمت (روپے)').fill('2000000');
  await add.getByRole('button', { name: 'عطر شامل کریں' }).click();
  await expect(
    add.getByText(
      `25 ملی لیٹر کی قیمت میں ${ltr('1,000,000')} سے بڑا عدد نہیں لیا جاتا۔ براہِ کرم ${ltr('1,000,000')} یا اس سے کم لکھیں۔`,
    ),
  ).toBeVisible();
  await expect(add.getByText('براہِ کرم دوبارہ کوشش کریں')).toHaveCount(0);
});

test('the Urdu perfume form says beside each field which of its rules it broke', async ({ page }) => {
  const { form } = await editingInUrdu(page);
  const price = form.getByRole('spinbutton', { name: 'قیمت (روپے)', exact: true });
  await price.fill('1000001');
  await form.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }).click();
  await expect(price).toHaveAccessibleDescription(
    `قیمت میں ${ltr('1,000,000')} سے بڑا عدد نہیں لیا جاتا۔ براہِ کرم ${ltr('1,000,000')} یا اس سے کم لکھیں۔`,
  );

  await price.fill('1999');
  const top = form.getByRole('textbox', { name: 'ٹاپ نوٹس' });
  await top.fill('Rose, Oud, Amber, Musk, Saffron, Vanilla, Iris');
  await form.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }).click();
  await expect(top).toHaveAccessibleDescription(`ٹاپ نوٹس میں ${ltr(6)} سے زیادہ نہیں ہو سکتے۔ براہِ کرم کچھ ہٹائیں۔`);

  await top.fill('Rose');
  await form.getByRole('button', { name: `تصویر ${ltr(1)} ہٹائیں` }).click();
  await form.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }).click();
  await expect(form.getByText('کم از کم ایک تصویر لگائیں: پہلی تصویر پرفیوم کی مرکزی تصویر ہوتی ہے۔')).toBeVisible();
  await expect(form.getByText('یہ خانہ درست نہیں')).toHaveCount(0);
});

test('a note typed twice in one tier is refused beside that tier, in English and in Urdu', async ({ page }) => {
  const { form, catalog, name } = await editingInUrdu(page);
  const top = form.getByRole('textbox', { name: 'ٹاپ نوٹس' });
  await top.fill('Rose, Oud, rose ');
  await form.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }).click();
  await expect(top).toHaveAttribute('aria-invalid', 'true');
  await expect(top).toHaveAccessibleDescription(/^ایک درجے میں ہر نوٹ ایک ہی بار لکھیں/);
  await expect(catalog.getByRole('alert')).toHaveCount(0);

  await page.goto('/orders#catalog');
  const english = page.getByRole('region', { name: 'Catalog' });
  await english.getByRole('searchbox', { name: 'Search' }).fill(name);
  await english.getByRole('button', { name: 'Show perfumes' }).click();
  await english.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = english.getByRole('form', { name: `Edit ${name}` });
  const topEn = edit.getByRole('textbox', { name: 'Top notes' });
  await topEn.fill('Rose, Rose');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(topEn).toHaveAttribute('aria-invalid', 'true');
  await expect(topEn).toHaveAccessibleDescription('Each note only once at each level, please');
  await topEn.fill('Rose');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(english.getByText('Changes saved.')).toBeVisible();
});
