/**
 * The owner writes a perfume's Urdu description in the console on a 412 px phone; a shopper on a 360 px phone
 * reads it on the Urdu product page, which said the perfume's notes in Urdu before (never the English description).
 */
import { expect, test } from './support/test';
import { notesSentenceUr } from '#schema/i18n/description-ur';
import { createProductViaApi, openCatalog } from './support/catalog';

const URDU = 'گلاب اور عود کی گرم خوشبو، شام کی محفل کے لیے۔';

test.use({ viewport: { width: 412, height: 915 } });

test('the owner adds an Urdu description and the Urdu product page shows it in place of the notes in Urdu', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { admin, catalog } = await openCatalog(page);
  const name = `Shab Gul ${Date.now().toString(36)}`;
  const product = await createProductViaApi(page.request, admin.token, {
    name,
    description: 'Rose and oud for the evening.',
  });

  const shopper = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await shopper.goto(`/ur/perfumes/${product.slug}`);
  const about = shopper.getByRole('region', { name: 'تفصیل' });
  await expect(about.getByText(notesSentenceUr(product.notes))).toBeVisible();
  await expect(shopper.getByText('Rose and oud for the evening.')).toHaveCount(0);

  await catalog.getByRole('searchbox', { name: 'Search' }).fill(name);
  await catalog.getByRole('button', { name: 'Show perfumes' }).click();
  await catalog.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = catalog.getByRole('form', { name: `Edit ${name}` });
  const urdu = edit.getByLabel('Describe it in Urdu (optional)');
  await expect(urdu).toHaveAttribute('dir', 'rtl');
  await urdu.fill(URDU);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(catalog.getByText('Changes saved.')).toBeVisible();

  await shopper.reload();
  await expect(about.getByText(URDU)).toBeVisible();
  await expect(about.getByText('Rose and oud for the evening.')).toHaveCount(0);
  // The English page keeps the English description.
  await shopper.goto(`/perfumes/${product.slug}`);
  await expect(shopper.getByText('Rose and oud for the evening.')).toBeVisible();
});

test('the console says, in English and in Urdu, what the Urdu page shows while its Urdu description is empty', async ({
  page,
  browser,
}) => {
  const { admin, catalog } = await openCatalog(page);
  const name = `Be Nishan ${Date.now().toString(36)}`;
  const product = await createProductViaApi(page.request, admin.token, {
    name,
    description: 'No notes given yet.',
    notes: { top: [], heart: [], base: [] },
  });
  const shopper = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await shopper.goto(`/ur/perfumes/${product.slug}`);
  await expect(shopper.getByRole('region', { name: 'تفصیل' })).toContainText(
    'اس خوشبو کی تفصیل کے لیے ہم سے پوچھ لیجیے۔',
  );
  await expect(shopper.getByText('No notes given yet.')).toHaveCount(0);
  await shopper.close();

  await catalog.getByRole('searchbox', { name: 'Search' }).fill(name);
  await catalog.getByRole('button', { name: 'Show perfumes' }).click();
  await catalog.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(catalog.getByLabel('Describe it in Urdu (optional)')).toHaveAccessibleDescription(
    'Shown on the Urdu page. Left empty, that page never shows the English description: it describes the perfume by its notes in Urdu, or, with no notes, asks shoppers to ask the shop about it.',
  );

  await page.goto('/ur/orders#catalog');
  const urdu = page.getByRole('region', { name: 'کیٹلاگ' });
  await urdu.getByRole('searchbox', { name: 'تلاش' }).fill(name);
  await urdu.getByRole('button', { name: 'پرفیوم دکھائیں', exact: true }).click();
  await urdu.getByRole('button', { name: `${name} بدلیں` }).click();
  const box = urdu.getByLabel('اردو میں تفصیل (اختیاری)');
  await expect(box).toHaveAccessibleDescription(/انگریزی تفصیل کبھی نہیں دکھتی/);
  await expect(box).toHaveAccessibleDescription(/اس خوشبو کی تفصیل کے لیے ہم سے پوچھ لیجیے۔/);
});
