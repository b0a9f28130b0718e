/**
 * My account and the password reset link's page in Urdu (360 px phone): the profile menu of an Urdu page opens the
 * Urdu account page, which shows the saved delivery details and changes the password in Urdu; a reset link opened by
 * a shopper who chose Urdu lands on the Urdu reset page, token kept, and sets the new password there.
 */
import { expect, test } from './support/test';
import { idOf, logInViaApi, logInWithToken, registerUser, theOwner } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { hydrated } from './support/hydration';
import { E2E_BASE_URL } from './support/server';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 780 } });

test('the Urdu account page shows the saved details and changes the password in Urdu', async ({ page }) => {
  const user = await registerUser(page.request);
  const saved = await page.request.put('/api/account/delivery', {
    data: {
      firstName: 'Ayesha',
      lastName: 'Khan',
      phone: '03001234567',
      alternatePhone: '03217654321',
      address: '14 Canal View Road',
      city: 'Lahore',
      province: 'Punjab',
      landmark: 'near Jamia Masjid',
    },
    headers: { authorization: `Bearer ${user.token}`, ...(await csrfHeaders(page.request)) },
  });
  expect(saved.status()).toBe(200);
  await logInWithToken(page, user.token);

  // The profile menu of an Urdu page leads to the Urdu account page.
  await page.goto('/ur/home');
  await hydrated(page, 'ProfileMenu');
  await page.getByRole('button', { name: 'پروفائل مینو' }).click();
  await page.getByRole('link', { name: 'میرا اکاؤنٹ' }).click();
  await expect(page).toHaveURL(/\/ur\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'میرا اکاؤنٹ' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'زبان' }).getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/account',
  );

  const details = page.getByRole('region', { name: 'محفوظ کیا گیا ڈیلیوری کا پتا' });
  await expect(details).toContainText('14 Canal View Road، لاہور، پنجاب');
  await expect(details).toContainText('قریبی نشانی: near Jamia Masjid');
  await expect(details).toContainText('فون: 0300-1234567، 0321-7654321');
  await expect(details.getByRole('button', { name: 'یہ پتا بھلا دیں' })).toBeVisible();

  await hydrated(page, 'AccountPage');
  const form = page.getByRole('form', { name: 'پاس ورڈ بدلیں' });
  await form.getByRole('button', { name: 'پاس ورڈ بدلیں' }).click({ force: true });
  await expect(form.getByRole('status')).toHaveText('براہِ کرم تمام ضروری خانے درست بھریں۔');
  await expect(form.getByLabel('موجودہ پاس ورڈ')).toBeFocused();
  await expect(form).toContainText('موجودہ پاس ورڈ ضروری ہے۔');

  await form.getByLabel('موجودہ پاس ورڈ').fill('not-my-password');
  await form.getByLabel('نیا پاس ورڈ', { exact: true }).fill('saffron-and-rose-2');
  await form.getByLabel('نیا پاس ورڈ دوبارہ لکھیں').fill('saffron-and-rose-3');
  await expect(form).toContainText('دونوں پاس ورڈ ایک جیسے نہیں۔');
  await form.getByLabel('نیا پاس ورڈ دوبارہ لکھیں').fill('saffron-and-rose-2');
  await form.getByRole('button', { name: 'پاس ورڈ بدلیں' }).click();
  await expect(form.getByRole('status')).toHaveText('آپ کا موجودہ پاس ورڈ درست نہیں۔');

  await form.getByLabel('موجودہ پاس ورڈ').fill(user.password);
  await form.getByRole('button', { name: 'پاس ورڈ بدلیں' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'آپ کا پاس ورڈ بدل گیا۔ آپ کے دوسرے فون اور کمپیوٹر سے آپ لاگ آؤٹ ہو گئے ہیں۔',
  );
  // No English on the page but what the shopper typed in.
  const typed = ['Ayesha Khan', '14 Canal View Road', 'Lahore', 'near Jamia Masjid'];
  const text = typed.reduce((left, words) => left.split(words).join(''), await page.locator('main').innerText());
  expect(text).not.toMatch(/[A-Za-z]/);
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await logInViaApi(page, { email: user.email, password: 'saffron-and-rose-2' })).toMatch(/\./);
});

test('a reset link opened by a shopper who chose Urdu sets the new password on the Urdu page', async ({
  page,
  browser,
}) => {
  const customer = await registerUser(page.request);
  const made = await page.request.post(`/api/admin/customers/${idOf(customer)}/reset-link`, {
    data: {},
    headers: { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) },
  });
  expect(made.status()).toBe(200);
  const { url } = (await made.json()) as { url: string };
  const token = new URL(url).hash;

  const phone = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const origin = E2E_BASE_URL;
  await phone.addCookies([{ name: 'lang', value: 'ur', url: origin }]);
  const theirs = await phone.newPage();
  await theirs.goto(`${origin}/reset-password${token}`);
  await expect(theirs).toHaveURL(new RegExp(`/ur/reset-password${token}$`));
  await expect(theirs.getByRole('heading', { level: 1, name: 'نیا پاس ورڈ چنیں' })).toBeVisible();
  const form = theirs.getByRole('form', { name: 'نیا پاس ورڈ چنیں' });
  await form.getByLabel('نیا پاس ورڈ', { exact: true }).fill('saffron-and-oud-7');
  await form.getByLabel('نیا پاس ورڈ دوبارہ لکھیں').fill('saffron-and-oud-7');
  await form.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' }).click();
  await expect(theirs.getByText('آپ کا نیا پاس ورڈ محفوظ ہو گیا۔', { exact: false })).toBeVisible();
  await expect(theirs.getByRole('link', { name: 'خریداری جاری رکھیں' })).toHaveAttribute('href', '/ur/home');
  expect(await theirs.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  expect(await sidewaysOverflow(theirs)).toBe(0);
  expect(await logInViaApi(page, { email: customer.email, password: 'saffron-and-oud-7' })).toMatch(/\./);

  // Opened again, the spent link says so in Urdu, with the way to ask for a new one.
  const again = await phone.newPage();
  await again.goto(`${origin}/ur/reset-password${token}`);
  await expect(again.getByRole('alert')).toHaveText(/یہ لنک پہلے استعمال ہو چکا ہے/);
  await expect(again.getByRole('link', { name: 'واٹس ایپ پر نیا لنک منگوائیں' })).toBeVisible();

  // Opened cut short, without its token, it says the link is incomplete, not that it was used.
  await again.goto(`${origin}/ur/reset-password`);
  await expect(again.getByRole('alert')).toHaveText(/یہ لنک ادھورا ہے۔/);
  await phone.close();
});
