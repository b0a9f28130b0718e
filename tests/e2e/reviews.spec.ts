/**
 * Reviews from real buyers, the whole loop: a delivered order's buyer opens the review page from the receipt on a
 * 360 px phone and rates a perfume; the owner approves it in the console on a 412 px phone; the perfume's page then
 * shows it and its average. A second review of the same perfume from the same order is refused, as is a review of
 * an order not delivered yet.
 */
import { expect, test, type Page } from './support/test';
import { logInWithToken, openAdminConsole, registerUser, type TestUser } from './support/accounts';
import { csrfHeaders } from './support/csrf';
import { placeOrderViaApi } from './support/orders';
import { allowedEnglish, expectUrduPage } from './support/urdu';

const SHOPPER_PHONE = { width: 360, height: 780 };
const OWNER_PHONE = { width: 412, height: 915 };

async function deliver(page: Page, owner: TestUser, orderId: string) {
  const headers = {
    authorization: `Bearer ${owner.token}`,
    ...(await csrfHeaders(page.request)),
  };
  for (const data of [
    { status: 'processing' },
    { status: 'shipped', courier: 'TCS', trackingNumber: `TC${Date.now()}` },
    { status: 'delivered' },
  ]) {
    expect((await page.request.patch(`/api/orders/${orderId}/status`, { headers, data })).status()).toBe(200);
  }
}

test('a buyer rates a delivered perfume from the receipt, the owner approves it, and its page shows it', async ({
  browser,
}) => {
  // Two phones, an order through its statuses and three pages each: longer than the default minute when busy.
  test.slow();
  const ownerContext = await browser.newContext({ viewport: OWNER_PHONE });
  const shopperContext = await browser.newContext({ viewport: SHOPPER_PHONE });
  const consolePage = await ownerContext.newPage();
  const shopper = await shopperContext.newPage();

  const owner = await openAdminConsole(consolePage);
  const buyer = await registerUser(shopper.request);
  const order = await placeOrderViaApi(shopper.request, buyer.token, [['khas', 1]], {
    firstName: 'Sana',
    lastName: 'Reviewer',
  });
  const waiting = await placeOrderViaApi(shopper.request, buyer.token, [['khas', 1]], {
    firstName: 'Sana',
    lastName: 'Reviewer',
  });
  await deliver(consolePage, owner, order._id);

  // The receipt of the delivered order links to its review page.
  await logInWithToken(shopper, buyer.token);
  await shopper.goto(`/order-confirmation/${order._id}`);
  await shopper.getByRole('link', { name: 'Rate the perfumes you received' }).click();
  await expect(shopper).toHaveURL(/\/review\/[0-9a-f]{32}$/);
  const reviewUrl = shopper.url();
  await expect(shopper.getByRole('heading', { name: `Order ${order.displayOrderId}` })).toBeVisible();

  // A second tab on the same link, still showing the form, for the refused second review below.
  const secondTab = await shopperContext.newPage();
  await secondTab.goto(reviewUrl);
  await expect(secondTab.getByRole('form', { name: 'Khas' })).toBeVisible();

  const khas = shopper.getByRole('region', { name: 'Khas' });
  // Sending without stars or text says what is missing, by the field.
  await khas.getByRole('button', { name: 'Send review' }).click();
  await expect(khas.getByRole('group', { name: 'Stars' })).toContainText('Please choose 1 to 5 stars');
  await expect(khas.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
    'Please write a line about the perfume',
  );
  await khas.getByRole('group', { name: 'Stars' }).getByRole('radio', { name: '4 stars' }).check();
  await khas.getByRole('textbox', { name: 'Your review' }).fill('Warm and lasts <all> day');
  await khas.getByRole('button', { name: 'Send review' }).click();
  await expect(khas.getByRole('status')).toHaveText('Thank you! Your review of Khas is with the shop.');
  await expect(khas.getByRole('img', { name: '4 stars' })).toBeVisible();
  await expect(khas).toContainText('Warm and lasts <all> day');
  await expect(khas.getByRole('button', { name: 'Send review' })).toHaveCount(0);

  // The same perfume of the same order again, from the tab opened before: refused.
  const again = secondTab.getByRole('region', { name: 'Khas' });
  await again.getByRole('radio', { name: '1 star' }).check();
  await again.getByRole('textbox', { name: 'Your review' }).fill('Changed my mind');
  await again.getByRole('button', { name: 'Send review' }).click();
  await expect(again.getByRole('alert')).toHaveText('You have already reviewed this perfume for this order.');
  await secondTab.close();

  // My orders links the delivered order's review page; an order not delivered yet is refused on its page.
  await shopper.goto('/my-orders');
  await expect(
    shopper.getByRole('link', { name: `Rate the perfumes of order ${order.displayOrderId}` }),
  ).toHaveAttribute('href', new URL(reviewUrl).pathname);
  await shopper.goto(waiting.confirmUrl.replace('/confirm/', '/review/'));
  await expect(shopper.getByRole('alert')).toHaveText(
    'You can review the perfumes of this order once it is delivered.',
  );

  // Not on the perfume's page before the shop approves it.
  await shopper.goto('/perfumes/khas');
  await expect(shopper.getByRole('heading', { name: 'Khas', level: 1 })).toBeVisible();
  await expect(shopper.getByText('Warm and lasts <all> day')).toHaveCount(0);

  // The owner approves it in the console's Reviews section.
  await consolePage
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  // The console was open before the review came: Filter Reviews asks again.
  await consolePage.getByRole('button', { name: 'Filter Reviews' }).click();
  const card = consolePage.getByRole('article', { name: 'Review of Khas by Sana' });
  await expect(card).toContainText('Warm and lasts <all> day');
  await expect(card).toContainText(`Order ${order.displayOrderId}`);
  await expect(card.getByRole('img', { name: '4 stars' })).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toContainText('Approved');
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The perfume's page shows the review and its average, with no publish.
  await shopper.goto('/perfumes/khas');
  await expect(shopper.getByRole('link', { name: 'Rated 4.0 out of 5 by 1 buyer' })).toBeVisible();
  const reviews = shopper.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('Warm and lasts <all> day');
  await expect(reviews).toContainText('by Sana');
  await expect(reviews.getByRole('img', { name: '4 stars' })).toBeVisible();

  // In Urdu: the receipt links to the Urdu review page, which shows the review and no English beyond names.
  const allowed = await allowedEnglish(shopper.request);
  await shopper.goto(`/ur/order-confirmation/${order._id}`);
  await shopper.getByRole('link', { name: 'ملنے والے پرفیوم کی ریٹنگ دیں' }).click();
  await expect(shopper).toHaveURL(/\/ur\/review\/[0-9a-f]{32}$/);
  await expect(shopper.getByRole('region', { name: 'Khas' }).getByRole('img', { name: '4 ستارے' })).toBeVisible();
  // The buyer's own words are theirs, in whatever language they wrote.
  await expectUrduPage(shopper, [...allowed, 'Warm and lasts <all> day']);
  await shopper.goto('/ur/perfumes/khas');
  await expect(shopper.getByRole('region', { name: 'خریداروں کی رائے' })).toContainText('Warm and lasts <all> day');
  await expectUrduPage(shopper, [...allowed, 'Warm and lasts <all> day', 'Sana']);

  await ownerContext.close();
  await shopperContext.close();
});
