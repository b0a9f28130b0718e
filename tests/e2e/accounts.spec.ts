import { expect, test } from '@playwright/test';
import { logIn, logInViaApi, makeAdmin, registerUser } from './support/accounts';

test('the account helpers register, log in and promote through the running server', async ({ page }) => {
  const user = await registerUser(page);
  await makeAdmin(user.email);
  const token = await logInViaApi(page, user);
  const me = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
  expect(await me.json()).toEqual({ success: true, user: { username: user.username, email: user.email, isAdmin: true } });

  await logIn(page, user);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
});
