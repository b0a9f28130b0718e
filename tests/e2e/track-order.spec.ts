import { expect, test } from './support/test';
import { logIn, logInViaApi, makeAdmin, registerUser } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { OILS } from '#schema/catalog/oils';
import { hydrated } from './support/hydration';
import { placeOilsOrderViaApi, placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 360, height: 740 } });

test('anyone follows an order from the footer with its number and phone, and the receipt links to it', async ({
  page,
  browser,
}) => {
  const shopper = await registerUser(page.request);
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 2]], {
    firstName: 'Mahnoor',
    lastName: 'Aslam',
    phone: '0321-7654321',
  });
  const owner = await registerUser(page.request);
  await makeAdmin(owner);
  const headers = {
    authorization: `Bearer ${await logInViaApi(page.request, owner)}`,
    ...(await csrfHeaders(page.request)),
  };
  // A named courier's number ships one order: this test's own.
  const tracking = `7794${Date.now()}`;
  for (const data of [{ status: 'processing' }, { status: 'shipped', courier: 'TCS', trackingNumber: tracking }]) {
    expect((await page.request.patch(`/api/orders/${order._id}/status`, { headers, data })).ok()).toBe(true);
  }

  // Someone without the shop's session: another phone, not logged in.
  const stranger = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await stranger.goto('/home');
  await stranger.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
  await expect(stranger).toHaveURL(/\/track-order$/);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();
  const form = stranger.getByRole('form', { name: 'Track an order' });

  await form.getByRole('button', { name: 'Track Order' }).click();
  await expect(form).toContainText('Please enter your order number.');

  await form.getByLabel('Order number').fill(order.displayOrderId);
  await form.getByLabel('Phone number on the order').fill('0300-1234567');
  await form.getByRole('button', { name: 'Track Order' }).click();
  await expect(form.getByRole('alert')).toHaveText('We could not find an order with that number and phone.');
  // Not a dead end: the shop is one tap away, told which order.
  await expect(form.getByRole('link', { name: 'Ask us on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${order.displayOrderId}`),
  );

  await form.getByLabel('Phone number on the order').fill('+92 321 7654321');
  await form.getByRole('button', { name: 'Track Order' }).click();
  const tracked = stranger.getByRole('article', { name: `Order ${order.displayOrderId}` });
  await expect(tracked).toContainText('Shipped');
  await expect(tracked).toContainText(tracking);
  await expect(tracked.getByRole('link', { name: /Follow it on TCS/ })).toHaveAttribute(
    'href',
    `https://www.tcsexpress.com/track/${tracking}`,
  );
  await expect(tracked.getByRole('listitem').filter({ hasText: 'Khas' })).toContainText('× 2');
  await expect(tracked.getByRole('region', { name: 'Order progress' }).getByRole('listitem')).toHaveCount(3);
  await expect(stranger.getByText('Mahnoor')).toHaveCount(0);
  await expect(stranger.getByText('House 5, Street 2')).toHaveCount(0);
  expect(await sidewaysOverflow(stranger)).toBe(0);

  // The receipt's link opens the page with the order number filled in.
  await logIn(page, shopper);
  await page.goto(`/order-confirmation/${order._id}`);
  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page.getByLabel('Order number')).toHaveValue(order.displayOrderId);
});

test('a number told over the phone, typed as digits alone, finds the perfume order, else the oils order, in English and Urdu', async ({
  page,
}) => {
  // Phones of this run's own (the browser tests share one database), so the digits find this test's orders.
  const phone = (area: string) => `${area}-${String(Date.now()).slice(-7)}`;
  const shopper = await registerUser(page.request);
  const perfumePhone = phone('0346');
  const perfume = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Hina',
    lastName: 'Butt',
    phone: perfumePhone,
  });
  const oilsPhone = phone('0347');
  const oils = await placeOilsOrderViaApi(page.request, shopper.token, OILS[0]!, 25, oilsPhone);

  for (const [prefix, form, number, phoneLabel, submit, order, found, typed] of [
    ['', 'Track an order', 'Order number', 'Phone number on the order', 'Track Order', 'Order', perfume, perfumePhone],
    ['/ur', 'آرڈر ٹریک کریں', 'آرڈر نمبر', 'آرڈر پر دیا گیا فون نمبر', 'آرڈر ٹریک کریں', 'آرڈر', oils, oilsPhone],
  ] as const) {
    await page.goto(`${prefix}/track-order`);
    await hydrated(page, 'TrackOrder');
    const tracking = page.getByRole('form', { name: form });
    await tracking.getByLabel(number).fill(found.displayOrderId.replace(/^\D+-/, ''));
    await tracking.getByLabel(phoneLabel).fill(typed);
    await tracking.getByRole('button', { name: submit }).click();
    await expect(page.getByRole('article', { name: `${order} ${found.displayOrderId}` })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  }
});

test('the tracking page is in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/track-order<\/loc>/);
});
