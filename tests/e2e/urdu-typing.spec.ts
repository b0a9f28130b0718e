/**
 * On an Urdu page, right to left, what a shopper types in Latin script still reads as typed: an email address and
 * a phone number run left to right in their fields (bilal@mehak.pk, not .bilal@mehak as it is being typed).
 */
import { expect, test } from './support/test';

test.use({ viewport: { width: 360, height: 740 } });

test('email and phone fields read left to right on Urdu pages', async ({ page }) => {
  const direction = (field: import('@playwright/test').Locator) =>
    field.evaluate((input) => getComputedStyle(input).direction);
  await page.goto('/ur/login-signup');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const login = page.getByRole('form', { name: 'لاگ ان' });
  expect(await direction(login.getByLabel('ای میل', { exact: true }))).toBe('ltr');
  await page.goto('/ur/contact-us');
  const typed = await page.locator('main input[type="email"], main input[type="tel"]').all();
  expect(typed.length).toBeGreaterThanOrEqual(2);
  for (const field of typed) expect(await direction(field)).toBe('ltr');
  expect(await direction(page.getByRole('textbox').first())).toBe('rtl');
});
