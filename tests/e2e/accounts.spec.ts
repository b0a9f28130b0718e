import { expect, test, type Page } from './support/test';
import { logInWithToken, newShopper, registerUser, theOwner } from './support/accounts';
import { hydrated } from './support/hydration';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * The forms wait a second on their 'successful' notice before they move on (LOGIN_REDIRECT_MS, SHOW_LOGIN_AFTER_MS);
 * the page's timers run on the test's clock (page.clock.install, still flowing by itself), which passes that second
 * at once: the tests see where the form goes, not the pause.
 */
const FORM_PAUSE_MS = 1000;

/** Waits for the login form's 'Login successful!', then passes its pause. */
async function afterLoginPause(page: Page) {
  await expect(page.getByRole('form', { name: 'Login' }).getByRole('status')).toHaveText('Login successful!');
  await page.clock.fastForward(FORM_PAUSE_MS);
}

function shopperDetails() {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `Sana ${unique}`, email: `sana-${unique}@example.pk`, password: 'rose-and-oud' };
}

test('a shopper registers, logs in, sees the avatar and profile card, and logs out', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const shopper = shopperDetails();
  await page.clock.install();
  await page.goto('/login-signup');
  await hydrated(page, 'LoginSignup');
  const faces = { login: page.locator('.face.login'), register: page.locator('.face.register') };
  // The face turned away cannot be reached by keyboard or screen reader.
  await expect(faces.register).toHaveAttribute('inert', '');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(faces.login).toHaveAttribute('inert', '');
  await expect(faces.register).not.toHaveAttribute('inert');
  const signUp = page.getByRole('form', { name: 'Create Account' });
  await expect(signUp.getByLabel('User Name')).toBeFocused();
  await signUp.getByLabel('User Name').fill(shopper.username);
  await signUp.getByLabel('Email').fill(shopper.email);
  await signUp.getByLabel('Password', { exact: true }).fill(shopper.password);
  await signUp.getByLabel('Confirm Password').fill(shopper.password);
  await signUp.getByLabel('I agree to the terms and conditions').check();
  await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(signUp.getByRole('status')).toHaveText('Registration successful! Please log in.');
  await expect(signUp.getByLabel('User Name')).toHaveValue('');
  await page.clock.fastForward(FORM_PAUSE_MS);

  // After a second the card flips to the login form, the new email and password filled in: one press logs in.
  const login = page.getByRole('form', { name: 'Login' });
  await expect(login.getByLabel('Email')).toHaveValue(shopper.email);
  await expect(login.getByLabel('Password')).toHaveValue(shopper.password);
  await expect(login.getByRole('button', { name: 'Login', exact: true })).toBeFocused();
  await expect(login.getByRole('status')).toHaveText('Registration successful! Please log in.');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await afterLoginPause(page);

  // Opened directly, so "back" is home.
  await expect(page).toHaveURL(/\/home$/);
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'My orders' })).toBeVisible();
  const avatar = page.getByRole('img', { name: `Signed in as ${shopper.username}` });
  await expect(avatar).toHaveText('S');
  const card = page.getByRole('region', { name: 'Your profile' });
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(card).toContainText(shopper.username);
  // The card's style is a sheet the menu asks for once it shows: the card opens over the page, not in it.
  await expect(card).toHaveCSS('position', 'absolute');
  await expect(card).toContainText(shopper.email);
  await expect(card.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/my-orders');
  await card.getByRole('button', { name: 'Close profile' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Profile menu' }).click();

  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  await card.getByRole('button', { name: 'Logout' }).click();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Log in to your account' })).toBeVisible();
  // The server no longer accepts the old token.
  const me = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  // Hydrating as a guest and then showing the logged-in view never upsets React.
  expect(consoleErrors).toEqual([]);
});

test('the forms show every rule, keep submit disabled as specified, and show server messages', async ({ page }) => {
  const existing = await registerUser(page);
  await page.goto('/login-signup');
  await hydrated(page, 'LoginSignup');
  const login = page.getByRole('form', { name: 'Login' });
  const submit = login.getByRole('button', { name: 'Login', exact: true });
  await expect(submit).toBeDisabled();
  await login.getByLabel('Email').fill('sana@');
  await login.getByLabel('Email').blur();
  await expect(login.getByText('Please enter a valid email')).toBeVisible();
  await expect(login.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await login.getByLabel('Email').fill('');
  await expect(login.getByText('Email is required')).toBeVisible();
  await login.getByLabel('Password').fill('12345');
  await login.getByLabel('Password').blur();
  await expect(login.getByText('Password must be at least 6 characters')).toBeVisible();
  await login.getByLabel('Password').fill('');
  await expect(login.getByText('Password is required')).toBeVisible();
  await login.getByLabel('Email').fill(existing.email);
  await login.getByLabel('Password').fill('not-my-password');
  await expect(submit).toBeEnabled();
  // The real request, held back a moment so the loading state can be seen.
  await page.route('**/api/auth/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await submit.click();
  await expect(login.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  await expect(login.getByRole('status')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login-signup$/);

  await login.getByRole('button', { name: 'Sign up', exact: true }).click();
  const signUp = page.getByRole('form', { name: 'Create Account' });
  const signUpButton = signUp.getByRole('button', { name: 'Sign Up', exact: true });
  await signUp.getByLabel('User Name').fill('Sa');
  await signUp.getByLabel('User Name').blur();
  await expect(signUp.getByText('Username must be at least 3 characters')).toBeVisible();
  await signUp.getByLabel('User Name').fill('');
  await expect(signUp.getByText('Username is required')).toBeVisible();
  await signUp.getByLabel('Password', { exact: true }).fill('123');
  await signUp.getByLabel('Password', { exact: true }).blur();
  await expect(signUp.getByText('Password must be at least 8 characters')).toBeVisible();
  // The account's own names are refused before a submit, in the server's words.
  await signUp.getByLabel('User Name').fill('Sana Tariq');
  await signUp.getByLabel('Password', { exact: true }).fill('tariq-and-rose');
  await expect(signUp.getByText('Password cannot contain your username or the name in your email')).toBeVisible();
  await signUp.getByLabel('User Name').fill('');
  await signUp.getByLabel('Confirm Password').focus();
  await signUp.getByLabel('Confirm Password').blur();
  await expect(signUp.getByText('Please confirm your password')).toBeVisible();
  await signUp.getByLabel('Confirm Password').fill('1234');
  await expect(signUp.getByText('Passwords do not match')).toBeVisible();
  await expect(signUpButton).toBeDisabled();

  // Every field filled but the terms unticked: the submit says what is wrong.
  await signUp.getByLabel('User Name').fill('Sana Khan');
  await signUp.getByLabel('Email').fill(existing.email.toUpperCase());
  await signUp.getByLabel('Password', { exact: true }).fill('rose-and-oud');
  await signUp.getByLabel('Confirm Password').fill('rose-and-oud');
  await expect(signUpButton).toBeEnabled();
  await signUpButton.click();
  await expect(signUp.getByRole('status')).toHaveText('Please fill in all required fields correctly.');
  await expect(signUp.getByText('Please accept the terms and conditions')).toBeVisible();
  await signUp.getByLabel('I agree to the terms and conditions').check();
  await signUpButton.click();
  await expect(signUp.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  await expect(signUp.getByRole('status')).toHaveText(
    'An account with this email already exists. Please log in instead.',
  );

  // The close cross flips back to the login form.
  await signUp.getByRole('button', { name: 'Close, back to login' }).click();
  await expect(login.getByLabel('Email')).toBeFocused();
});

test('a guest opening the cart lands on login-signup, and comes back to the cart after logging in', async ({
  page,
}) => {
  const user = await registerUser(page);
  await page.clock.install();
  for (const path of ['/cart', '/checkout', '/my-orders', '/order-confirmation/some-order']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login-signup\\?next=${encodeURIComponent(path)}$`));
  }
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login-signup\?next=%2Fcart$/);
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password').fill(user.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await afterLoginPause(page);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
});

test('a login the shop answers busy (a crowd logging in at once) is sent again after Retry-After and logs in', async ({
  page,
}) => {
  const user = await registerUser(page);
  let sends = 0;
  await page.route('**/api/auth/login', async (route) => {
    sends += 1;
    if (sends > 1) return route.continue();
    await route.fulfill({
      status: 429,
      headers: { 'retry-after': '1', 'content-type': 'application/json' },
      body: JSON.stringify({
        success: false,
        message: 'Many shoppers are logging in right now. Please try again in 1 second.',
        code: 'busy',
      }),
    });
  });
  await page.goto('/login-signup?next=%2Fmy-orders');
  await hydrated(page, 'LoginSignup');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password').fill(user.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/my-orders$/);
  expect(sends).toBe(2);
});

test('a crafted next address cannot send a shopper to another site after logging in', async ({ page }) => {
  const user = await registerUser(page);
  await page.clock.install();
  // Browsers drop the tab or line break and read each of these as //evil.example.
  for (const next of ['/%09/evil.example/phish', '/%0a/evil.example', '/%09%2Fevil.example', '/.//evil.example/x']) {
    await page.goto(`/login-signup?next=${next}`);
    await hydrated(page, 'LoginSignup');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(user.email);
    await login.getByLabel('Password').fill(user.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await afterLoginPause(page);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/home$/);
    await page.evaluate(() => localStorage.clear());
  }
});

test('a private page shows nothing until its guard has let the visitor stay', async ({ page }) => {
  // Hold the guard's script back, as a slow connection would.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/PageGuard[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/cart', { waitUntil: 'commit' });
  // By CSS, not by role: hidden content is out of the accessibility tree.
  const heading = page.locator('h1', { hasText: 'Shopping Cart' });
  await heading.waitFor({ state: 'attached' });
  await expect(heading).toBeHidden();
  await expect(page.getByRole('link', { name: 'Whole Sale' }).first()).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/login-signup\?next=%2Fcart$/);

  await newShopper(page);
  await page.goto('/cart');
  await expect(heading).toBeVisible();
});

test('a logged-in shopper who is not the admin opening /orders lands on /home', async ({ page }) => {
  await newShopper(page);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).not.toHaveURL(/\/ur\//);
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/cart$/);
  // From the Urdu console's address, to the Urdu home.
  await page.goto('/ur/orders');
  await expect(page).toHaveURL(/\/ur\/home$/);
});

test('the admin sees the Orders link second in the header and can open the orders page', async ({ page }) => {
  await logInWithToken(page, theOwner().token);
  await page.goto('/home');
  const links = nav(page).getByRole('listitem');
  await expect(nav(page).getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(links).toHaveText([
    'Home',
    'Orders',
    'Buy Perfumes',
    'Whole Sale',
    'About Us',
    'Contact Us',
    'Request A Quote',
    'Logout',
  ]);
  // Just above the menu's breakpoint all eight links still sit on the brand's row.
  await page.setViewportSize({ width: 1025, height: 800 });
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(70);
  await nav(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('the header follows a login or logout in another tab at once', async ({ page, context }) => {
  const user = await registerUser(page);
  await page.goto('/about-us');
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/about-us');
  await other.evaluate((token) => localStorage.setItem('auth_token', token), user.token);
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 1000 });
  await other.evaluate(() => localStorage.removeItem('auth_token'));
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 1000 });
});

test('logging in from the header goes back to the page the shopper was on', async ({ page }) => {
  const user = await registerUser(page);
  await page.clock.install();
  await page.goto('/about-us');
  await nav(page).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login-signup$/);
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password').fill(user.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await afterLoginPause(page);
  await expect(page).toHaveURL(/\/about-us$/);

  // Logout in the header ends the session on the server too, and goes home.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  const me = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('signing up again after a registration starts from an empty form with no error showing', async ({ page }) => {
  const shopper = shopperDetails();
  await page.clock.install();
  await page.goto('/login-signup');
  await hydrated(page, 'LoginSignup');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const signUp = page.getByRole('form', { name: 'Create Account' });
  await signUp.getByLabel('User Name').fill(shopper.username);
  await signUp.getByLabel('Email').fill(shopper.email);
  await signUp.getByLabel('Password', { exact: true }).fill(shopper.password);
  await signUp.getByLabel('Confirm Password').fill(shopper.password);
  // The terms ticked last keep the focus while the form is sent (as after a tap on a button that takes no focus).
  await signUp.getByLabel('I agree to the terms and conditions').check();
  await signUp.evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(signUp.getByRole('status')).toHaveText('Registration successful! Please log in.');
  await page.clock.fastForward(FORM_PAUSE_MS);
  await expect(page.getByRole('form', { name: 'Login' }).getByLabel('Email')).toHaveValue(shopper.email);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(signUp.getByLabel('User Name')).toBeFocused();
  await expect(signUp.getByText('Please accept the terms and conditions')).toHaveCount(0);
  await expect(signUp.locator('[aria-invalid="true"]')).toHaveCount(0);
});
