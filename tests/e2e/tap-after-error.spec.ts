/**
 * On a 360 px phone, a field left wrong by a tap on the next control: its error shows once the tap has ended, so the
 * line it adds does not push the control from under the finger mid-tap. Before, the first tap on the terms box
 * after a confirm password that did not match was lost (the box moved 31 px down as the finger lifted).
 */
import { expect, test } from './support/test';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('the first tap on the terms box, straight from a confirm password that does not match, ticks it', async ({
  page,
}) => {
  await page.goto('/login-signup');
  await hydrated(page, 'LoginSignup');
  await page.getByRole('button', { name: 'Sign up', exact: true }).tap();
  const signUp = page.getByRole('form', { name: 'Create Account' });
  await signUp.getByLabel('Password', { exact: true }).fill('green-tea-1987');
  await signUp.getByLabel('Confirm Password').fill('green-tea');
  const terms = signUp.getByLabel('I agree to the terms and conditions');
  await terms.tap();
  await expect(terms).toBeChecked();
  // The confirm password's error shows all the same, once the tap is done.
  await expect(signUp.getByText('Passwords do not match', { exact: false })).toBeVisible();

  // With a mouse the same: the press's click lands where it began.
  await terms.uncheck();
  await signUp.getByLabel('Confirm Password').fill('green-tea-19');
  await signUp.getByLabel('Password', { exact: true }).fill('green-tea-1987x');
  await terms.click();
  await expect(terms).toBeChecked();
});
