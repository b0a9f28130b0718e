/**
 * A staff invite made in the Urdu console, on a 360 px phone: its WhatsApp text is Urdu and leads to /ur/staff-join,
 * where a helper who is logged out logs in on the Urdu login page, comes back with the invite whole and joins, all in
 * Urdu; the English invite still leads to /staff-join.
 */
import { expect, test } from './support/test';
import { logInWithToken, registerUser, theOwner } from './support/accounts';
import { allowedEnglish, expectUrduPage } from './support/urdu';
import { SHOP } from '#schema/shop';

test.use({ viewport: { width: 360, height: 740 } });

test('the Urdu console invites a helper in Urdu, who joins the staff on the Urdu page', async ({ page, browser }) => {
  await logInWithToken(page, theOwner().token);
  await page.goto('/ur/orders#staff');
  const staff = page.getByRole('region', { name: 'عملہ' });
  await staff.getByRole('button', { name: 'مددگار کو بلائیں' }).click();
  const url = await staff.getByRole('textbox', { name: 'بلاوے کا لنک (ایک بار، 48 گھنٹے کے لیے)' }).inputValue();
  expect(new URL(url).pathname).toBe('/ur/staff-join');
  const whatsapp = staff.getByRole('link', { name: 'واٹس ایپ پر بھیجیں' });
  const sent = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!;
  expect(sent.endsWith(`\n${url}`)).toBe(true);
  // No English before the link but the shop's name.
  expect(sent.slice(0, -url.length).replace(SHOP.name, '')).not.toMatch(/[A-Za-z]/);

  // The helper opens it logged out: the Urdu login page, then back to the Urdu invite with its token.
  const helper = await registerUser(page.request, { username: `Madadgar ${Date.now().toString(36)}` });
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const theirs = await phone.newPage();
  await theirs.goto(url);
  await theirs.waitForURL(/\/ur\/login-signup\?next=%2Fur%2Fstaff-join#/);
  const login = theirs.getByRole('form', { name: 'لاگ ان' });
  await login.getByLabel('ای میل', { exact: true }).fill(helper.email);
  await login.getByLabel('پاس ورڈ', { exact: true }).fill(helper.password);
  await login.getByRole('button', { name: 'لاگ ان' }).click();
  await theirs.waitForURL(/\/ur\/staff-join#/);
  expect(new URL(theirs.url()).hash).toBe(new URL(url).hash);
  await expect(theirs.getByRole('heading', { name: 'عملے میں شامل ہوں' })).toBeVisible();
  await expect(theirs.getByText(/یہ بلاوا .* کو دکان کے عملے میں شامل کرتا ہے/)).toContainText(helper.username);
  await expectUrduPage(theirs, [...(await allowedEnglish(theirs.request)), helper.username]);
  await theirs.getByRole('button', { name: 'عملے میں شامل ہوں' }).click();
  await expect(theirs.getByText('اب آپ دکان کے عملے میں ہیں۔')).toBeVisible();
  await expect(theirs.getByRole('link', { name: 'آرڈرز کا کنسول کھولیں' })).toHaveAttribute('href', '/ur/orders');

  // Used once: a second helper reads why in Urdu.
  const late = await registerUser(page.request, { username: `Dair ${Date.now().toString(36)}` });
  const again = await phone.newPage();
  await logInWithToken(again, late.token);
  await again.goto(url);
  await again.getByRole('button', { name: 'عملے میں شامل ہوں' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    'یہ بلاوا استعمال ہو چکا ہے یا اس کا وقت ختم ہو گیا ہے۔ براہِ کرم مالک سے نیا لنک مانگیں۔',
  );
  await phone.close();
});
