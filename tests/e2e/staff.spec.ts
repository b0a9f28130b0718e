/**
 * The owner's people from a phone, without a terminal: an invite sent on WhatsApp that a helper opens to join the
 * staff, and a customer's password reset link made from the customer list and used to choose a new password.
 */
import { expect, test, type Page } from './support/test';
import { idOf, logIn, newShopper, openAdminConsole, registerUser } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { requestsSent } from './support/requests-sent';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 412, height: 915 } });

/** The owner in the console with a new helper made staff through the API, and the helper's row in the Staff section. */
async function helperOnStaff(page: Page, name: string) {
  const owner = await openAdminConsole(page);
  const helper = await registerUser(page.request, { username: `${name} ${Date.now().toString(36)}` });
  const made = await page.request.patch(`/api/admin/staff/${idOf(helper)}`, {
    data: { role: 'staff' },
    headers: { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) },
  });
  expect(made.status()).toBe(200);
  await page.reload();
  const people = page.getByRole('region', { name: 'Staff' }).getByRole('list', { name: "The shop's people" });
  return { owner, helper, people, member: people.getByRole('listitem', { name: helper.username }) };
}

test('the owner invites a helper, who logs in from the link and joins the staff', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await openAdminConsole(page);
  const staff = page.getByRole('region', { name: 'Staff' });
  await staff.getByRole('button', { name: 'Invite a helper' }).click();
  const field = staff.getByRole('textbox', { name: 'Invite link (works once, for 48 hours)' });
  const url = await field.inputValue();
  expect(url).toMatch(/\/staff-join#[\w-]{43}$/);
  const whatsapp = staff.getByRole('link', { name: 'Send on WhatsApp' });
  expect(decodeURIComponent((await whatsapp.getAttribute('href'))!)).toContain(url);

  // The helper opens the link on their own phone, logged out: they log in and come back to it whole.
  const helper = await registerUser(page.request, { username: `Helper ${Date.now().toString(36)}` });
  const phone = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const theirs = await phone.newPage();
  const token = new URL(url).hash.slice(1);
  const asked: string[] = [];
  theirs.on('request', (request) => asked.push(request.url()));
  await theirs.goto(url);
  await theirs.waitForURL(/\/login-signup/);
  // The invite's token stays in the address's fragment, which never leaves the phone: no request carries it.
  expect(new URL(theirs.url()).search).not.toContain(token);
  const login = theirs.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(helper.email);
  await login.getByLabel('Password', { exact: true }).fill(helper.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await theirs.waitForURL(/\/staff-join#/);
  expect(new URL(theirs.url()).hash).toBe(`#${token}`);
  expect(asked.filter((address) => address.includes(token))).toEqual([]);
  await theirs.getByRole('button', { name: 'Join the staff' }).click();
  await expect(theirs.getByText("You are now on the shop's staff.")).toBeVisible();
  await theirs.getByRole('link', { name: 'Open the orders console' }).click();
  await expect(theirs.getByRole('region', { name: 'Customers' })).toBeVisible();
  // Staff see the day's work, not the catalog, its prices or the staff.
  await expect(theirs.getByRole('region', { name: 'Today at a glance' })).not.toContainText('Rs');
  await expect(theirs.getByRole('region', { name: 'Staff' })).toHaveCount(0);
  expect(await sidewaysOverflow(theirs)).toBe(0);

  // The owner sees them listed as staff; the link does not work twice.
  await page.reload();
  await expect(
    page.getByRole('list', { name: "The shop's people" }).getByRole('listitem', { name: helper.username }),
  ).toContainText('Staff');
  const late = await phone.newPage();
  await newShopper(late);
  await late.goto(url);
  await late.getByRole('button', { name: 'Join the staff' }).click();
  await expect(late.getByRole('alert')).toContainText('This invite has been used or has expired');
  await phone.close();
});

test('a shopper who never ordered is found by their whole email, for a reset link', async ({ page }) => {
  const shopper = await registerUser(page.request);
  await openAdminConsole(page);
  const customers = page.getByRole('region', { name: 'Customers' });
  await customers.getByRole('searchbox', { name: 'Search' }).fill(shopper.email.toUpperCase());
  await customers.getByRole('button', { name: 'Search Customers' }).click();
  const card = customers.getByRole('article', { name: shopper.username });
  await expect(card).toContainText(`No orders yet · account ${shopper.username}`);
  await card.getByRole('button', { name: 'Password reset link' }).click();
  const url = await card.getByRole('textbox', { name: 'Password reset link (works once, for 24 hours)' }).inputValue();
  expect(url).toMatch(/\/reset-password#[\w-]{43}$/);
});

test('a customer who forgot their password gets a link from the customer list and sets a new one', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const surname = `Qureshi${Date.now().toString(36)}`;
  const customer = await registerUser(page.request);
  await placeOrderViaApi(page.request, customer.token, [['khas', 1]], {
    firstName: 'Sadia',
    lastName: surname,
    phone: '03214567890',
  });
  await openAdminConsole(page);
  const customers = page.getByRole('region', { name: 'Customers' });
  await customers.getByRole('searchbox', { name: 'Search' }).fill(surname);
  await customers.getByRole('button', { name: 'Search Customers' }).click();
  const card = customers.getByRole('article', { name: `Sadia ${surname}` });
  await card.getByRole('button', { name: 'Password reset link' }).click();
  const url = await card.getByRole('textbox', { name: 'Password reset link (works once, for 24 hours)' }).inputValue();
  expect(url).toMatch(/\/reset-password#[\w-]{43}$/);
  const whatsapp = (await card.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!;
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/923214567890\?text=/);
  expect(decodeURIComponent(whatsapp)).toContain(url);

  const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const theirs = await phone.newPage();
  await theirs.goto(url);
  await theirs.getByLabel('New password', { exact: true }).fill('saffron-and-oud-7');
  await theirs.getByLabel('Confirm new password').fill('saffron-and-oud-7');
  await theirs.getByRole('button', { name: 'Set new password' }).click();
  await expect(theirs.getByText('Your new password is set.')).toBeVisible();
  expect(await theirs.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

  // Every earlier session has ended; the new password logs in, the link works once.
  const before = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${customer.token}` } });
  expect(before.status()).toBe(401);
  await logIn(await phone.newPage(), { email: customer.email, password: 'saffron-and-oud-7' });
  // Opened again, the spent link says so at once, with no form to fill in first.
  const again = await phone.newPage();
  await again.goto(url);
  await expect(again.getByRole('alert')).toContainText('This reset link has already been used');
  await expect(again.getByRole('link', { name: 'Ask for a new link on WhatsApp' })).toBeVisible();
  await expect(again.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Set new password' })).toHaveCount(0);
  await phone.close();
});

test('the login page says how to get a new password', async ({ page }) => {
  await page.goto('/login-signup');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAccessibleDescription(
    /Message us on WhatsApp from the phone on your orders: we send you a link to choose a new one/,
  );
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the shop’s only owner is offered no change the shop would refuse, and the row says why', async ({ page }) => {
    const owner = await openAdminConsole(page);
    const headers = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
    // Owners other tests made are staff from here on: this worker's owner is the shop's only one.
    const { staff } = (await (await page.request.get('/api/admin/staff', { headers })).json()) as {
      staff: { _id: string; role: string }[];
    };
    for (const person of staff.filter((one) => one.role === 'owner' && one._id !== idOf(owner)))
      expect(
        (await page.request.patch(`/api/admin/staff/${person._id}`, { data: { role: 'staff' }, headers })).status(),
      ).toBe(200);
    await page.reload();
    const people = page.getByRole('region', { name: 'Staff' }).getByRole('list', { name: "The shop's people" });
    const me = people.getByRole('listitem', { name: owner.username });
    await expect(me).toContainText('The shop’s only owner: make someone else owner first to change this.');
    await expect(me.getByRole('button')).toHaveCount(0);
  });

  test('a helper who forgot their password gets a reset link from their row in the Staff section', async ({
    page,
    browser,
  }) => {
    const { owner, people, member } = await helperOnStaff(page, 'Forgetful');
    await member.getByRole('button', { name: 'Password reset link' }).click();
    const url = await member
      .getByRole('textbox', { name: 'Password reset link (works once, for 24 hours)' })
      .inputValue();
    expect(url).toMatch(/\/reset-password#[\w-]{43}$/);
    // No phone the shop knows of a helper: WhatsApp asks whom to send it to.
    const whatsapp = (await member.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!;
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    // The owner's own row offers none: an owner's password is never reset by a link.
    await expect(
      people.getByRole('listitem', { name: owner.username }).getByRole('button', { name: 'Password reset link' }),
    ).toHaveCount(0);

    const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const theirs = await phone.newPage();
    await theirs.goto(url);
    await theirs.getByLabel('New password', { exact: true }).fill('saffron-and-oud-8');
    await theirs.getByLabel('Confirm new password').fill('saffron-and-oud-8');
    await theirs.getByRole('button', { name: 'Set new password' }).click();
    await expect(theirs.getByText('Your new password is set.')).toBeVisible();
    await phone.close();
  });

  test('removing a helper asks first, and Keep leaves them on the staff', async ({ page }) => {
    const { owner, helper, member } = await helperOnStaff(page, 'Leaving');
    await member.getByRole('button', { name: 'Remove' }).click();

    // One tap only asks: the helper is still staff until the owner says yes.
    const question = member.getByRole('group', { name: `Remove ${helper.username}?` });
    await expect(question).toBeVisible();
    const staffNow = async () => {
      const answer = await page.request.get('/api/admin/staff', {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      const { staff } = (await answer.json()) as { staff: { email: string; role: string }[] };
      return staff.find((person) => person.email === helper.email)?.role;
    };
    expect(await staffNow()).toBe('staff');
    expect(await sidewaysOverflow(page)).toBe(0);
    await question.getByRole('button', { name: 'Keep' }).click();
    await expect(question).toHaveCount(0);
    expect(await staffNow()).toBe('staff');

    await member.getByRole('button', { name: 'Remove' }).click();
    // A double tap removes once: the second tap finds the button waiting, not a helper already removed.
    const changes = requestsSent(page, 'PATCH', '/api/admin/staff/');
    await question.getByRole('button', { name: 'Yes, remove' }).dblclick();
    await expect(member).toHaveCount(0);
    expect(changes).toHaveLength(1);
    expect(await staffNow()).toBeUndefined();
  });

  test('a helper removed while their console is open is told so at their next tap, not shown empty lists', async ({
    page,
    browser,
  }) => {
    const owner = await openAdminConsole(page);
    const helper = await registerUser(page.request, { username: `Removed ${Date.now().toString(36)}` });
    const asOwner = { authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) };
    const role = (to: string) =>
      page.request.patch(`/api/admin/staff/${idOf(helper)}`, { data: { role: to }, headers: asOwner });
    expect((await role('staff')).status()).toBe(200);
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const theirs = await phone.newPage();
    await logIn(theirs, helper);
    await theirs.goto('/orders');
    const today = theirs.getByRole('region', { name: 'Today at a glance' });
    await expect(today).toBeVisible();

    expect((await role('none')).status()).toBe(200);
    // Their next tap; the console's own next call (it looks for new orders every 25 s) may find them removed first
    // and take the button away, which is the same ending.
    await today
      .getByRole('button', { name: 'Refresh' })
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    await expect(theirs.getByRole('alert')).toHaveText(
      /You are no longer on the shop’s staff, so the console is closed to you\.\s*Go to the shop/,
    );
    await expect(theirs.getByText('No orders match these filters.')).toHaveCount(0);
    await theirs.getByRole('link', { name: 'Go to the shop' }).click();
    await expect(theirs).toHaveURL(/\/home$/);
    await phone.close();
  });
});
