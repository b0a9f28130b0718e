/**
 * On a 360 px phone, the owner names a perfume's notes in Urdu in the Urdu console: the form says which notes have
 * no Urdu yet, offers the shop's own word where it has one, and the Urdu product page then says the owner's names in
 * its notes and its own Urdu description, where it said them in English.
 */
import { expect, test } from './support/test';
import { logInWithToken, theOwner } from './support/accounts';
import { createProductViaApi } from './support/catalog';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

test('the owner writes Urdu names of notes in the Urdu console and the Urdu product page says them', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = theOwner();
  const name = `Zeenat Noir ${Date.now().toString(36)}`;
  const product = await createProductViaApi(page.request, owner.token, {
    name,
    notes: {
      top: ['Pink Pepper', 'Bergamot'],
      heart: ['Velvet Rose', 'Orris', 'Black Orchid'],
      base: ['Tonka Bean', 'Ambroxan'],
    },
  });

  const shopper = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await shopper.goto(`/ur/perfumes/${product.slug}`);
  const notes = shopper.getByRole('region', { name: 'خوشبو کے نوٹس' });
  await expect(notes.getByText('مخملی گلاب، سوسن کی جڑ، Black Orchid')).toBeVisible();

  await logInWithToken(page, owner.token);
  await page.goto('/ur/orders#catalog');
  await page.getByRole('searchbox', { name: 'تلاش' }).fill(name);
  await page.getByRole('button', { name: 'پرفیوم دکھائیں', exact: true }).click();
  await page.getByRole('button', { name: `${name} بدلیں` }).click();
  const form = page.getByRole('form', { name: `${name} بدلیں` });
  const names = form.getByRole('group', { name: 'نوٹس کے اردو نام' });
  await expect(names.getByText(/^ان کا اردو نام ابھی نہیں، .* دکھتے ہیں: Black Orchid$/)).toBeVisible();
  const orchid = names.getByLabel(/Black Orchid/);
  await expect(orchid).toHaveAccessibleDescription('ابھی اردو نام نہیں');
  await expect(orchid).toHaveAttribute('dir', 'rtl');
  // The shop's own word is offered faintly where it has one; the owner may write another.
  await expect(names.getByLabel(/Velvet Rose/)).toHaveAttribute('placeholder', 'مخملی گلاب');
  expect(await sidewaysOverflow(page)).toBe(0);

  await orchid.fill('کالا آرکڈ');
  await names.getByLabel(/Velvet Rose/).fill('مخملی سرخ گلاب');
  await expect(names.getByText(/ان کا اردو نام ابھی نہیں/)).toHaveCount(0);
  await expect(orchid).not.toHaveAccessibleDescription('ابھی اردو نام نہیں');
  await form.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }).click();
  await expect(page.getByText('تبدیلیاں محفوظ ہو گئیں۔')).toBeVisible();

  await shopper.reload();
  await expect(notes.getByText('مخملی سرخ گلاب، سوسن کی جڑ، کالا آرکڈ')).toBeVisible();
  const about = shopper.getByRole('region', { name: 'تفصیل' });
  await expect(about.getByText(/اس کے دل میں مخملی سرخ گلاب، سوسن کی جڑ اور کالا آرکڈ کی مہک ہے/)).toBeVisible();
  await expect(shopper.getByRole('main').getByText(/Black Orchid|Velvet Rose/)).toHaveCount(0);
  expect(await sidewaysOverflow(shopper)).toBe(0);
});
