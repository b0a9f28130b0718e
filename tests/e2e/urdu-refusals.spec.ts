/**
 * The shop's refusals on Urdu pages, at 360 px: each form says in Urdu what its own refusal means (a wrong password
 * on login, an email that already has an account, a common password, an order moved on since the page loaded),
 * beside the field it is about, never another form's meaning of the same code.
 */
import { expect, test, type Page } from './support/test';
import { newShopper, registerUser, theOwner } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { hydrated } from './support/hydration';
import { placeOrderViaApi } from './support/orders';
import { allowedEnglish, expectUrduPage } from './support/urdu';

test.use({ viewport: { width: 360, height: 740 } });

async function urduSignUp(page: Page) {
  await page.goto('/ur/login-signup');
  await hydrated(page, 'LoginSignup');
  await page.getByRole('form', { name: 'لاگ ان' }).getByRole('button', { name: 'سائن اپ کریں' }).click();
  return page.getByRole('form', { name: 'اکاؤنٹ بنائیں' });
}

test('an Urdu login with a wrong password says the email or password is wrong', async ({ page, request }) => {
  const allowed = await allowedEnglish(request);
  const user = await registerUser(page);
  await page.goto('/ur/login-signup');
  await hydrated(page, 'LoginSignup');
  const login = page.getByRole('form', { name: 'لاگ ان' });
  await login.getByLabel('ای میل', { exact: true }).fill(user.email);
  await login.getByLabel('پاس ورڈ', { exact: true }).fill('not-my-password');
  await login.getByRole('button', { name: 'لاگ ان' }).click();
  await expect(login.getByRole('status')).toHaveText('ای میل یا پاس ورڈ درست نہیں۔');
  await expect(page).toHaveURL(/\/ur\/login-signup$/);
  await expectUrduPage(page, [...allowed, user.email]);
});

test('an Urdu sign-up with a taken email says so beside the email, and a common password beside the password', async ({
  page,
  request,
}) => {
  const allowed = await allowedEnglish(request);
  const existing = await registerUser(page);
  const signUp = await urduSignUp(page);
  const email = signUp.getByLabel('ای میل', { exact: true });
  await signUp.getByLabel('نام', { exact: true }).fill('Sana Rehman');
  await email.fill(existing.email);
  await signUp.getByLabel('پاس ورڈ', { exact: true }).fill('rose-and-oud');
  await signUp.getByLabel('پاس ورڈ دوبارہ لکھیں').fill('rose-and-oud');
  await signUp.getByRole('checkbox').check();
  await signUp.getByRole('button', { name: 'سائن اپ', exact: true }).click();
  const taken = 'اس ای میل سے ایک اکاؤنٹ پہلے ہی بنا ہوا ہے۔ براہِ کرم لاگ ان کریں۔';
  await expect(email).toHaveAccessibleDescription(taken);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(signUp.getByRole('status')).toHaveText(taken);
  await expectUrduPage(page, [...allowed, existing.email, 'Sana Rehman']);

  // A new email takes the refusal away from its field; the password the shop's list refuses gets its own words.
  await email.fill(`new-${existing.email}`);
  await expect(email).not.toHaveAttribute('aria-invalid');
  const password = signUp.getByLabel('پاس ورڈ', { exact: true });
  await password.fill('iloveyou1');
  await signUp.getByLabel('پاس ورڈ دوبارہ لکھیں').fill('iloveyou1');
  await signUp.getByRole('button', { name: 'سائن اپ', exact: true }).click();
  await expect(password).toHaveAccessibleDescription(
    'یہ پاس ورڈ بہت عام ہے، اس کا اندازہ لگانا آسان ہے۔ براہِ کرم کوئی اور پاس ورڈ چنیں۔',
  );
});

test('an Urdu cancel of an order the shop has since started on says why, and the card shows it moved on', async ({
  page,
  request,
}) => {
  const { token } = await newShopper(page);
  const order = await placeOrderViaApi(page.request, token, [['khas', 1]], { firstName: 'Hina', lastName: 'Aslam' });
  await page.goto('/ur/my-orders');
  const card = page.getByRole('listitem').filter({ hasText: order.displayOrderId });
  await card.getByRole('button', { name: 'آرڈر منسوخ کریں' }).click();
  // Meanwhile the shop starts on it.
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(request)) };
  const moved = await request.patch(`/api/orders/${order._id}/status`, { headers, data: { status: 'processing' } });
  expect(moved.ok()).toBe(true);
  await card.getByRole('button', { name: 'جی ہاں، منسوخ کریں' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'اس آرڈر کی صورتحال بدل چکی ہے، اس لیے اب اسے یہاں منسوخ نہیں کیا جا سکتا۔ اگر اب بھی منسوخ کروانا ہو تو براہِ کرم ہمیں واٹس ایپ پر پیغام بھیجیں۔',
  );
  await expect(card.getByText('تیاری میں', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'آرڈر منسوخ کریں' })).toHaveCount(0);
});

test('an Urdu tracking form says in Urdu that an order number or a phone cannot be read', async ({ page, request }) => {
  const allowed = await allowedEnglish(request);
  await page.goto('/ur/track-order');
  await hydrated(page, 'TrackOrder');
  const form = page.getByRole('form', { name: 'آرڈر ٹریک کریں' });
  await form.getByLabel('آرڈر نمبر').fill('my order');
  await form.getByLabel('آرڈر پر دیا گیا فون نمبر').fill('0300-1234567');
  await form.getByRole('button', { name: 'آرڈر ٹریک کریں' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^براہِ کرم آرڈر نمبر ویسے لکھیں جیسے رسید پر ہے/);
  await form.getByLabel('آرڈر نمبر').fill('FS-10001');
  await form.getByLabel('آرڈر پر دیا گیا فون نمبر').fill('12345');
  await form.getByRole('button', { name: 'آرڈر ٹریک کریں' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^براہِ کرم آرڈر پر دیا گیا گیارہ ہندسوں کا موبائل نمبر لکھیں/);
  await expectUrduPage(page, [...allowed, 'my order', 'FS-10001', 'FS-10427']);
});
