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
