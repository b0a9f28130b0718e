import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { openAdminConsole } from './support/accounts';
import { sendForm } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 412, height: 915 } });

test('on a phone, the admin marks a quote request handled, filters by it, and exports the newsletter list', async ({
  page,
}) => {
  const surname = `Rana${Date.now().toString(36)}`;
  await sendForm(page.request, '/api/quotes', {
    firstName: 'Iqra',
    lastName: surname,
    email: 'iqra@example.pk',
    phone: '0333-7654321',
    message: 'Gift boxes for 30 guests',
  });
  await sendForm(page.request, '/api/newsletter', { email: `+${surname.toLowerCase()}@example.pk` });

  const admin = await openAdminConsole(page);
  const quote = page.getByRole('article', { name: `Quote from Iqra ${surname}` });
  await expect(quote).toContainText('Waiting for an answer');
  await quote.getByRole('button', { name: 'Mark handled' }).click();
  await expect(quote).toContainText(`Handled by ${admin.username}`);
  await expect(quote.getByRole('button', { name: 'Mark as waiting' })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filter quote requests' });
  await filters.getByLabel('Show').selectOption('Waiting');
  await filters.getByRole('button', { name: 'Filter Requests' }).click();
  await expect(quote).toHaveCount(0);
  await filters.getByLabel('Show').selectOption('Handled');
  await filters.getByRole('button', { name: 'Filter Requests' }).click();
  await expect(quote).toContainText(`Handled by ${admin.username}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export sign-ups (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFEmail,Signed up (PKT)\r\n')).toBe(true);
  // An address that starts like a formula is written so a spreadsheet shows it.
  expect(csv).toContain(`'+${surname.toLowerCase()}@example.pk,`);
  expect(await sidewaysOverflow(page)).toBe(0);
});

test('a quote sent from the Urdu contact page is answered on WhatsApp in Urdu, one from the English page in English', async ({
  page,
}) => {
  const surname = `Khan${Date.now().toString(36)}`;
  await page.goto('/ur/contact-us');
  const form = page.locator('form.quote-form');
  await form.getByLabel('نام', { exact: true }).fill('سارہ');
  await form.getByLabel('خاندانی نام', { exact: true }).fill(surname);
  await form.getByLabel('ای میل', { exact: true }).fill('sara@example.pk');
  await form.getByLabel('فون نمبر', { exact: true }).fill('+92 300 7654321');
  await form.getByRole('textbox', { name: 'پیغام' }).fill('مجھے 5 لیٹر عود چاہیے');
  await form.getByRole('button', { name: 'درخواست بھیجیں' }).click();
  await expect(form.getByText('شکریہ! ہم 24 گھنٹوں کے اندر آپ سے رابطہ کریں گے۔')).toBeVisible();
  await sendForm(page.request, '/api/quotes', {
    firstName: 'Iqra',
    lastName: surname,
    email: 'iqra@example.pk',
    phone: '0333-7654321',
    message: 'Gift boxes for 30 guests',
  });

  await openAdminConsole(page);
  const reply = (name: string) =>
    page
      .getByRole('article', { name: `Quote from ${name} ${surname}` })
      .getByRole('link', { name: 'Reply on WhatsApp' });
  const text = async (name: string) => new URL((await reply(name).getAttribute('href'))!).searchParams.get('text');
  expect(await text('سارہ')).toBe('السلام علیکم سارہ، Mehak Perfumes کی طرف سے آپ کی قیمت کی درخواست کے بارے میں۔');
  expect(await text('Iqra')).toBe('Assalam o Alaikum Iqra, this is Mehak Perfumes about your quote request.');
});
