/**
 * The Cash section's Block a number form on a 360 px phone, in the English and the Urdu console: a phone that is not
 * a mobile number is marked on its own field, said beside it naming it, and focused, before anything is sent.
 */
import { expect, test } from './support/test';
import { openAdminConsole } from './support/accounts';

test.use({ viewport: { width: 360, height: 740 } });

test('a wrong number to block is marked on the phone field, in English and Urdu', async ({ page }) => {
  await openAdminConsole(page);
  await page.goto('/orders#cash');
  const form = page.getByRole('region', { name: 'Blocked numbers' }).getByRole('form', { name: 'Block a number' });
  const phone = form.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('12345');
  await form.getByRole('textbox', { name: 'Reason' }).fill('Refused two parcels');
  await form.getByRole('button', { name: 'Block number' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Phone number is not valid: please check it');
  await expect(phone).toBeFocused();
  await expect(page.getByRole('region', { name: 'Blocked numbers' }).getByRole('alert')).toHaveCount(0);

  await page.goto('/ur/orders#cash');
  const urdu = page.getByRole('region', { name: 'بلاک نمبر' }).getByRole('form', { name: 'نمبر بلاک کریں' });
  const phoneUr = urdu.getByRole('textbox', { name: 'فون نمبر' });
  await phoneUr.fill('12345');
  await urdu.getByRole('textbox', { name: 'وجہ' }).fill('دو پارسل واپس کیے');
  await urdu.getByRole('button', { name: 'نمبر بلاک کریں' }).click();
  await expect(phoneUr).toHaveAttribute('aria-invalid', 'true');
  await expect(phoneUr).toHaveAccessibleDescription('براہِ کرم درست فون نمبر لکھیں۔');
  await expect(phoneUr).toBeFocused();
});
