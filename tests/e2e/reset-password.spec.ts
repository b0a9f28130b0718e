/** The owner's `npm run reset-password` for a shopper who forgot their password (they ask over WhatsApp). */
import { expect, test } from './support/test';
import { logInViaApi, registerUser, resetPassword } from './support/accounts';
import { hydrated } from './support/hydration';

test('a shopper locked out by failed logins gets a new password from the owner and logs in with it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shopper = await registerUser(page);
  // Its own client address: these failures must not use up the per-address budget the other tests share.
  const address = {
    'cf-connecting-ip': `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await expect(logInViaApi(page, { email: shopper.email, password: 'not-my-password' }, address)).rejects.toThrow(
      /401/,
    );
  }
  await expect(logInViaApi(page, shopper, address)).rejects.toThrow(/429: Too many failed logins for this email/);

  const password = await resetPassword(shopper.email.toUpperCase());
  expect(password).not.toBe(shopper.password);

  // Every session of the account has ended, and the old password no longer works.
  const me = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(me.status()).toBe(401);
  await expect(logInViaApi(page, shopper, address)).rejects.toThrow(/401/);

  await page.goto('/login-signup');
  await hydrated(page, 'LoginSignup');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(shopper.email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login.getByRole('status')).toHaveText('Login successful!');
  await expect(page.getByRole('img', { name: `Signed in as ${shopper.username}` })).toBeVisible();
});

test('resetting the password of an email with no account says so', async () => {
  await expect(resetPassword('nobody-here@example.pk')).rejects.toThrow(
    /No account with the email nobody-here@example.pk/,
  );
});
