/**
 * The oils forms and the stock form show a refusal beside the box it is about, marked and described for a screen
 * reader, as the perfume form does, and a refusal goes once the next try finds another problem: on a 412 px phone,
 * in the English and the Urdu console.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { logInWithToken, theOwner } from './support/accounts';
import { createProductViaApi } from './support/catalog';
import { leftToRight as ltr } from '#schema/i18n/languages';

test.use({ viewport: { width: 412, height: 915 } });

async function catalogIn(page: Page, lang: 'en' | 'ur') {
  await logInWithToken(page, theOwner().token);
  await page.goto(lang === 'en' ? '/orders#catalog' : '/ur/orders#catalog');
  return page.getByRole('region', { name: lang === 'en' ? 'Catalog' : 'کیٹلاگ' });
}

async function expectBeside(box: Locator, words: string | RegExp) {
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(words);
}

test('an oil refused for its name or price says so beside that box, and only there', async ({ page }) => {
  const catalog = await catalogIn(page, 'en');
  await catalog.getByRole('button', { name: 'Oils', exact: true }).click();
  const add = catalog.getByRole('form', { name: 'Add an oil' });
  const name = add.getByRole('textbox', { name: 'Oil name' });
  const price = add.getByRole('spinbutton', { name: 'Price per 25 ml (Rs)' });
  await name.fill('Amber kashmir ');
  await price.fill('1300');
  await add.getByRole('button', { name: 'Add oil' }).click();
  await expectBeside(name, 'There is already an oil called Amber Kashmir.');
  await expect(add.getByRole('alert')).toHaveCount(0);

  const mine = `Motia ${Date.now().toString(36)}`;
  await name.fill(mine);
  await price.fill('2000000');
  await add.getByRole('button', { name: 'Add oil' }).click();
  await expectBeside(price, 'Price must be at most 1,000,000');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByText('There is already an oil called')).toHaveCount(0);

  await price.fill('900');
  await add.getByRole('button', { name: 'Add oil' }).click();
  await expect(add.getByRole('status')).toHaveText(`${mine} added.`);

  // Renaming it to a name another oil has is refused beside its name, in its own row.
  await catalog.getByRole('searchbox', { name: 'Find an oil' }).fill(mine);
  const oil = catalog.getByRole('list', { name: 'Oils' }).getByRole('listitem', { name: mine });
  await oil.getByRole('button', { name: `Edit ${mine}` }).click();
  const rename = oil.getByRole('textbox', { name: 'Name' });
  await rename.fill('HINA');
  await oil.getByRole('button', { name: 'Save' }).click();
  await expectBeside(rename, 'There is already an oil called Hina.');
  await expect(oil.getByRole('alert')).toHaveCount(0);
  await oil.getByRole('spinbutton', { name: 'Price per 25 ml (Rs)' }).fill('');
  await oil.getByRole('button', { name: 'Save' }).click();
  await expect(oil.getByText('There is already an oil called Hina.')).toHaveCount(0);
});

test('the stock form says a refused change beside Quantity, in English and in Urdu', async ({ page }) => {
  const name = `Zafran Noir ${Date.now().toString(36)}`;
  await createProductViaApi(page.request, theOwner().token, { name, stock: 4 });
  for (const lang of ['en', 'ur'] as const) {
    const en = lang === 'en';
    const catalog = await catalogIn(page, lang);
    await catalog.getByRole('searchbox', { name: en ? 'Search' : 'تلاش' }).fill(name);
    await catalog.getByRole('button', { name: en ? 'Show perfumes' : 'پرفیوم دکھائیں', exact: true }).click();
    await catalog.getByRole('button', { name: en ? `Edit ${name}` : `${name} بدلیں` }).click();
    const stock = catalog.getByRole('form', { name: en ? 'Adjust stock' : 'اسٹاک بدلیں' });
    const quantity = stock.getByRole('spinbutton', { name: en ? 'Quantity' : 'تعداد' });
    await quantity.fill('10');
    await stock.getByLabel(en ? 'Reason' : 'وجہ').selectOption('damaged');
    await stock.getByRole('button', { name: en ? 'Take from stock' : 'اسٹاک سے نکالیں' }).click();
    await expectBeside(quantity, en ? `Stock cannot go below 0: ${name} has 4 in stock.` : /اسٹاک میں .*4.* ہیں/);
    await expect(quantity).toBeFocused();
    await expect(stock.getByRole('alert')).toHaveCount(0);

    await stock.getByLabel(en ? 'Reason' : 'وجہ').selectOption('restock');
    await stock.getByRole('button', { name: en ? 'Take from stock' : 'اسٹاک سے نکالیں' }).click();
    await expectBeside(quantity, en ? 'A restock adds stock: the change must be above 0.' : /اسٹاک بڑھاتی ہے/);
    await expect(stock.getByRole('alert')).toHaveCount(0);
  }
});

test('the Urdu oils form says a taken name beside the name box', async ({ page }) => {
  const catalog = await catalogIn(page, 'ur');
  await catalog.getByRole('button', { name: 'عطر', exact: true }).click();
  const add = catalog.getByRole('form', { name: 'عطر شامل کریں' });
  const name = add.getByRole('textbox', { name: 'عطر کا نام' });
  await name.fill('Amber kashmir ');
  await add.getByRole('spinbutton', { name: '25 ملی لیٹر کی قیمت (روپے)' }).fill('1300');
  await add.getByRole('button', { name: 'عطر شامل کریں' }).click();
  await expectBeside(name, /^اس نام کا ایک عطر پہلے سے موجود ہے/);
  await expect(add.getByRole('alert')).toHaveCount(0);
});

test('the stock form refuses taking the stock past 100,000 beside Quantity, saying how many more fit', async ({
  page,
}) => {
  const name = `Anbar ${Date.now().toString(36)}`;
  await createProductViaApi(page.request, theOwner().token, { name, stock: 99_990 });
  for (const lang of ['en', 'ur'] as const) {
    const en = lang === 'en';
    const catalog = await catalogIn(page, lang);
    await catalog.getByRole('searchbox', { name: en ? 'Search' : 'تلاش' }).fill(name);
    await catalog.getByRole('button', { name: en ? 'Show perfumes' : 'پرفیوم دکھائیں', exact: true }).click();
    await catalog.getByRole('button', { name: en ? `Edit ${name}` : `${name} بدلیں` }).click();
    const stock = catalog.getByRole('form', { name: en ? 'Adjust stock' : 'اسٹاک بدلیں' });
    const quantity = stock.getByRole('spinbutton', { name: en ? 'Quantity' : 'تعداد' });
    await quantity.fill('20');
    await stock.getByRole('button', { name: en ? 'Add to stock' : 'اسٹاک میں ڈالیں' }).click();
    await expectBeside(
      quantity,
      en
        ? `Stock cannot go above 100,000: ${name} has 99,990 in stock, so at most 10 more can be added.`
        : `${ltr(name)} کے اسٹاک میں ${ltr('99,990')} ہیں، اور اسٹاک ${ltr('100,000')} سے اوپر نہیں جا سکتا۔ براہِ کرم ${ltr('10')} یا اس سے کم ڈالیں۔`,
    );
    await expect(catalog.getByRole('heading', { name: en ? 'Stock: 99990' : `اسٹاک: ${ltr(99990)}` })).toBeVisible();
  }
});
