/**
 * The console in Urdu on a 360 px phone: /ur/orders is written right to left, its sections' bar, the day at a
 * glance, the perfume orders' list and its rows, and the new-order alerts in Urdu; the language switch leads there from /orders and back; its
 * bar's arrow slides towards the later sections, leftwards.
 */
import { expect, test } from './support/test';
import { openAdminConsole, someShopper } from './support/accounts';
import { placeOrderViaApi } from './support/orders';
import { arrowPointsTo } from './support/arrow';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

test('the owner reads the console in Urdu, right to left, and switches back to English', async ({ page }) => {
  const shopper = await someShopper(page.request);
  const surname = `Urdu${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Ayesha',
    lastName: surname,
    city: 'Multan',
  });
  await openAdminConsole(page);
  await page.getByRole('link', { name: 'اردو' }).click();
  await expect(page).toHaveURL(/\/ur\/orders$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'آرڈرز', level: 1 })).toBeVisible();

  // The day at a glance opens the console, in Urdu.
  const today = page.getByRole('region', { name: 'آج کا خلاصہ' });
  await expect(today.getByRole('button', { name: 'تازہ کریں' })).toBeEnabled();
  await expect(today.getByRole('term').filter({ hasText: 'نیا' })).toBeVisible();
  await expect(today.getByRole('term').filter({ hasText: 'آج' })).toBeVisible();
  await today.getByRole('button', { name: 'مزید اعداد' }).click();
  await expect(today.getByRole('term').filter({ hasText: 'پچھلے 7 دن' })).toBeVisible();
  await expect(today.getByRole('term').filter({ hasText: 'راستے میں (ابھی وصول نہیں)' })).toBeVisible();
  await expect(today.getByRole('region', { name: 'رکے ہوئے پارسل' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'کنسول کے حصے' });
  await expect(nav.getByRole('link', { name: 'آج', exact: true })).toBeVisible();
  // The bar runs right to left: its later sections lie to the left, and its arrow there slides them in.
  const staff = nav.getByRole('link', { name: 'عملہ', exact: true });
  const more = nav.getByRole('button', { name: 'مزید حصے' });
  await expect(staff).not.toBeInViewport();
  // Towards those sections, as it looks on the screen: the bidi rules draw ‹ and › mirrored in a right-to-left bar.
  expect(await arrowPointsTo(more)).toBe('left');
  const scrolled = () => nav.getByRole('list').evaluate((bar) => bar.scrollLeft);
  for (let taps = 0; taps < 5 && (await more.isVisible()); taps++) {
    const before = await scrolled();
    await more.click();
    await page.waitForTimeout(800);
    if (await more.isVisible()) expect(await scrolled()).toBeLessThan(before);
  }
  await expect(more).toHaveCount(0);
  await expect(staff).toBeInViewport({ ratio: 0.95 });
  const earlier = nav.getByRole('button', { name: 'پچھلے حصے' });
  await expect(earlier).toBeVisible();
  expect(await arrowPointsTo(earlier)).toBe('right');

  await nav.getByRole('link', { name: 'آرڈرز', exact: true }).click();
  const orders = page.getByRole('region', { name: 'پرفیوم کے آرڈرز' });
  await orders.getByRole('searchbox', { name: 'چھانٹیں' }).fill(surname);
  await orders.getByRole('button', { name: 'مزید چھانٹی' }).click();
  await expect(orders.getByRole('combobox', { name: 'آرڈر کی صورتحال' })).toBeVisible();
  await expect(orders.getByRole('option', { name: 'روانہ' })).toBeAttached();
  await expect(orders.getByRole('option', { name: 'نقد کورئیر کے پاس' })).toBeAttached();
  // The couriers by their own names, and the list's "other" in Urdu.
  await expect(orders.getByRole('option', { name: 'کوئی اور کورئیر' })).toBeAttached();
  await expect(orders.getByRole('option', { name: 'Other courier' })).toHaveCount(0);
  await orders.getByRole('button', { name: 'آرڈرز چھانٹیں' }).click();
  const row = page
    .getByRole('list', { name: 'پرفیوم کے آرڈرز' })
    .getByRole('button', { name: new RegExp(`^آرڈر ${order.displayOrderId}`) });
  await expect(row.getByText('نیا', { exact: true })).toBeVisible();
  await expect(row).toContainText('رابطہ نہیں ہوا');
  await page.getByRole('checkbox', { name: `آرڈر \u2066${order.displayOrderId}\u2069 چنیں` }).check();
  const bar = page.getByRole('region', { name: 'چنے ہوئے آرڈرز' });
  await expect(bar.getByRole('status')).toHaveText('\u20661\u2069 آرڈر چنے گئے۔');
  await bar.getByRole('button', { name: 'چناؤ ختم کریں' }).click();
  await expect(bar.getByRole('status')).toHaveText('کوئی آرڈر نہیں چنا گیا۔');
  await expect(page.getByText('اس دکان کے لیے نئے آرڈرز کی اطلاعات ابھی سیٹ نہیں ہوئیں۔')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);

  // Customers, the inbox and the reviews, staff's too, in Urdu.
  await nav.getByRole('link', { name: 'گاہک', exact: true }).click();
  const customers = page.getByRole('region', { name: 'گاہک' });
  await expect(customers.getByRole('button', { name: 'گاہک تلاش کریں' })).toBeVisible();
  await expect(customers.getByRole('list', { name: 'گاہک' }).getByRole('article').first()).toContainText('آخری آرڈر');
  await nav.getByRole('link', { name: 'ان باکس', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'قیمت کی درخواستیں', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'درخواستیں چھانٹیں' })).toBeVisible();
  await nav.getByRole('link', { name: 'ریویوز', exact: true }).click();
  const reviews = page.getByRole('region', { name: 'ریویوز' });
  await expect(reviews.getByRole('combobox', { name: 'دکھائیں' })).toHaveValue('pending');
  await expect(reviews.getByRole('option', { name: 'منظوری کا انتظار' })).toBeAttached();
  await expect(reviews.getByRole('button', { name: 'ریویوز چھانٹیں' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);

  // The switch keeps the section shown.
  await nav.getByRole('link', { name: 'آرڈرز', exact: true }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/orders#orders$/);
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
});
