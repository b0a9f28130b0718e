/** No form is a dead end: an invalid submit says what is wrong and takes the shopper to it (360 px phone). */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { shopperWithCart } from './support/cart';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

const INVALID = 'Please fill in all required fields correctly.';

/** The login card has finished turning over to the sign-up side. */
const cardTurned = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

test('checkout: Complete order on an untouched form shows every error and focuses the first', async ({ page }) => {
  await shopperWithCart(page, 'khas');
  await page.goto('/checkout');
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Khas');

  const submit = page.getByRole('button', { name: 'Complete order' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  for (const label of ['First name', 'Last name', 'Address', 'City', 'Phone']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
  }
  // Keyboard users reach the button, and pressing it explains.
  await submit.focus();
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(INVALID);
  for (const message of [
    'First name is required',
    'Last name is required',
    'Address is required',
    'City is required',
    'Phone is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();

  // Enter in a field submits too: the next invalid field gets the focus.
  await page.getByLabel('First name', { exact: true }).fill('Ayesha');
  await page.getByLabel('First name', { exact: true }).press('Enter');
  await expect(page.getByLabel('Last name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Last name', { exact: true })).toHaveAccessibleDescription('Last name is required');
});

test('login and sign up: pressing the button on an empty form names every problem', async ({ page }) => {
  await page.goto('/login-signup');
  await hydrated(page, 'LoginSignup');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByRole('button', { name: 'Login', exact: true }).click({ force: true });
  await expect(login.getByRole('status')).toHaveText(INVALID);
  await expect(login.getByText('Email is required')).toBeVisible();
  await expect(login.getByText('Password is required')).toBeVisible();
  await expect(login.getByLabel('Email')).toBeFocused();

  await login.getByRole('button', { name: 'Sign up', exact: true }).click();
  const signUp = page.getByRole('form', { name: 'Create Account' });
  await expect(signUp.getByLabel('User Name')).toBeFocused();
  await signUp.getByLabel('User Name').press('Enter');
  await expect(signUp.getByRole('status')).toHaveText(INVALID);
  for (const message of [
    'Username is required',
    'Email is required',
    'Password is required',
    'Please confirm your password',
    'Please accept the terms and conditions',
  ]) {
    await expect(signUp.getByText(message)).toBeVisible();
  }
  await expect(signUp.getByLabel('User Name')).toBeFocused();
});

test('sign up with only User Name filled takes the focus to Email', async ({ page }) => {
  await page.goto('/login-signup');
  await hydrated(page, 'LoginSignup');
  await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Sign up', exact: true }).click();
  const signUp = page.getByRole('form', { name: 'Create Account' });
  await signUp.getByLabel('User Name').fill('Sana Khan');
  // For the first half of its turn the card still shows the login face, which takes no press: a person presses Sign
  // Up once it faces them.
  await cardTurned(page);
  await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click({ force: true });
  await expect(signUp.getByLabel('Email')).toBeFocused();
});

test('the first press of Sign Up counts, although leaving the field being typed in shows its error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login-signup');
  await hydrated(page, 'LoginSignup');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const signUp = page.getByRole('form', { name: 'Create Account' });
  await expect(signUp.getByLabel('User Name')).toBeFocused();
  // A real press near the button's top edge: the pointer goes down and comes up where the button was.
  const signUpButton = signUp.getByRole('button', { name: 'Sign Up', exact: true });
  await signUpButton.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await cardTurned(page);
  await expect(signUp.getByLabel('User Name')).toBeFocused();
  const button = await signUpButton.boundingBox();
  await page.mouse.click(button!.x + button!.width / 2, button!.y + 4, { delay: 100 });
  await expect(signUp.getByRole('status')).toHaveText(INVALID);
  await expect(signUp.getByText('Please confirm your password')).toBeVisible();
  await expect(signUp.getByLabel('User Name')).toBeFocused();
});
