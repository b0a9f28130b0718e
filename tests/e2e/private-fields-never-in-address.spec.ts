/**
 * A password, a phone or a message never goes into an address: on a 360 px phone with JavaScript off (the browser
 * sends a form itself, as it would before the page's script has loaded), the login form, the password change, the
 * quote form and order tracking send by POST, and the page comes back as it was, ready to be used again, not an
 * empty error.
 */
import { expect, test, type Locator, type Page, type Request } from './support/test';

test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

const PASSWORD = 'saffron-and-rose-2';

/**
 * Presses Enter in `field`, as a shopper sends a form from its last field, and answers the request the browser makes
 * for it, and every address the page asks for from then on until the page has loaded again.
 */
async function sendFrom(page: Page, field: Locator): Promise<{ sent: Request; asked: string[] }> {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  const sent = page.waitForRequest((request) => request.isNavigationRequest());
  await field.press('Enter');
  const request = await sent;
  await page.waitForLoadState();
  return { sent: request, asked };
}

/**
 * The page says why its form did nothing, and it shows. By its class: Playwright's text search skips what a
 * <noscript> holds, which only a browser running no script lays out.
 */
async function expectNeedsScript(page: Page, words: string) {
  const note = page.locator('p.needs-script');
  await expect(note).toBeVisible();
  await expect(note).toContainText(words);
}

/** Neither the address of the send nor of any page after it holds any of `kept`. */
function expectNoneIn(addresses: string[], kept: string[]) {
  for (const address of addresses) for (const text of kept) expect(decodeURIComponent(address)).not.toContain(text);
}

for (const words of [
  {
    path: '/login-signup?next=%2Fcart',
    login: 'Login',
    email: 'Email',
    password: 'Password',
    needsScript: 'Logging in and signing up need JavaScript.',
  },
  {
    path: '/ur/login-signup',
    login: 'لاگ ان',
    email: 'ای میل',
    password: 'پاس ورڈ',
    needsScript: 'لاگ ان اور سائن اپ کے لیے براؤزر میں جاوا اسکرپٹ کا چلنا ضروری ہے۔',
  },
]) {
  test(`${words.path} without JavaScript: the login form's send keeps the password out of the address`, async ({
    page,
  }) => {
    await page.goto(words.path);
    const form = page.getByRole('form', { name: words.login });
    await form.getByLabel(words.email, { exact: true }).fill('ayesha@example.pk');
    await form.getByLabel(words.password, { exact: true }).fill(PASSWORD);
    const { sent, asked } = await sendFrom(page, form.getByLabel(words.password, { exact: true }));

    expectNoneIn([...asked, page.url()], [PASSWORD]);
    expect(sent.method()).toBe('POST');
    // The same page again, by its own address, its form there to use: not an empty error.
    const { pathname, search } = new URL(page.url());
    expect(pathname + search).toBe(words.path);
    await expect(page.getByRole('form', { name: words.login })).toBeVisible();
    // And says why nothing happened.
    await expectNeedsScript(page, words.needsScript);
  });
}

test("/account without JavaScript: the password change's send keeps every password out of the address", async ({
  page,
}) => {
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('chai-and-attar-1');
  await form.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm new password').fill(PASSWORD);
  const { sent, asked } = await sendFrom(page, form.getByLabel('Confirm new password'));

  expectNoneIn([...asked, page.url()], [PASSWORD, 'chai-and-attar-1']);
  expect(sent.method()).toBe('POST');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
});

for (const words of [
  {
    path: '/contact-us',
    phone: 'Phone number',
    message: 'Message',
    needsScript: 'Sending this form needs JavaScript.',
  },
  {
    path: '/ur/contact-us',
    phone: 'فون نمبر',
    message: 'پیغام',
    needsScript: 'یہ فارم بھیجنے کے لیے براؤزر میں جاوا اسکرپٹ کا چلنا ضروری ہے۔',
  },
]) {
  test(`${words.path} without JavaScript: the quote form's send keeps the phone and message out of the address`, async ({
    page,
  }) => {
    await page.goto(words.path);
    const form = page.locator('form.quote-form');
    await form.getByLabel(words.phone, { exact: true }).fill('0300-7654321');
    await form.getByRole('textbox', { name: words.message }).fill('Gift boxes for 30 guests');
    const { sent, asked } = await sendFrom(page, form.getByLabel(words.phone, { exact: true }));

    expectNoneIn([...asked, page.url()], ['7654321', 'Gift boxes']);
    expect(sent.method()).toBe('POST');
    await expect(page).toHaveURL(new RegExp(`${words.path}$`));
    await expect(page.locator('form.quote-form')).toBeVisible();
    await expectNeedsScript(page, words.needsScript);
  });
}

test("/track-order without JavaScript: the tracking form's send keeps the phone out of the address", async ({
  page,
}) => {
  await page.goto('/track-order');
  const form = page.getByRole('form', { name: 'Track an order' });
  await form.getByLabel('Order number').fill('FS-10001');
  await form.getByLabel('Phone number on the order').fill('0300-7654321');
  const { sent, asked } = await sendFrom(page, form.getByLabel('Phone number on the order'));

  expectNoneIn([...asked, page.url()], ['7654321']);
  expect(sent.method()).toBe('POST');
  await expect(page).toHaveURL(/\/track-order$/);
  await expectNeedsScript(page, 'Tracking needs JavaScript.');
});
