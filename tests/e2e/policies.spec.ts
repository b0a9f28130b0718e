/** Money and time up front, and the shop's policies a cash-on-delivery shopper checks before ordering (360 px phone). */
import { expect, test } from './support/test';
import { DELIVERY_TIME, SHOP } from '#schema/shop';
import { shopperWithCart } from './support/cart';
import { hydrated } from './support/hydration';
import { inTabs } from './support/many-pages';

test.use({ viewport: { width: 360, height: 740 } });

const POLICIES = [
  {
    link: 'Shipping and delivery',
    path: '/shipping-and-delivery',
    heading: 'Shipping and delivery',
    says: ['Delivery times by city', 'Rs 200 per order', DELIVERY_TIME, 'Karachi'],
  },
  {
    link: 'Returns and exchanges',
    path: '/returns-and-exchanges',
    heading: 'Returns and exchanges',
    says: [
      'Damaged in transit',
      'within 48 hours and keep it unopened',
      'Wrong item',
      'Testers and samples',
      'Refusing a parcel at the door',
      'JazzCash',
      'within 5 working days',
    ],
  },
  {
    link: 'FAQ',
    path: '/faq',
    heading: 'Frequently asked questions',
    // The bottles' size says the testers and samples some perfumes are also sold as.
    says: ['How do I pay?', 'Can I open the parcel before paying?', 'some also as a smaller tester or sample'],
  },
  {
    link: 'Privacy policy',
    path: '/privacy-policy',
    heading: 'Privacy policy',
    says: ['What we keep', 'The courier gets your name'],
  },
  {
    link: 'Terms and conditions',
    path: '/terms-and-conditions',
    heading: 'Terms and conditions',
    says: ['cash on delivery only', 'laws of Pakistan', `${SHOP.address}, ${SHOP.city}, ${SHOP.country}`],
  },
];

test('the footer links to every policy page, each written for this shop', async ({ page }) => {
  await inTabs(page, POLICIES, async (tab, policy) => {
    await tab.goto('/home');
    await tab.getByRole('contentinfo').getByRole('link', { name: policy.link, exact: true }).click();
    await expect(tab).toHaveURL(new RegExp(`${policy.path}$`));
    await expect(tab.getByRole('heading', { level: 1, name: policy.heading })).toBeVisible();
    for (const text of policy.says) await expect(tab.getByRole('main')).toContainText(text);
    // A question of the FAQ shows it opens: + closed, − open.
    if (policy.path === '/faq') {
      const question = tab.getByText('How do I pay?', { exact: true });
      const marker = () => question.evaluate((summary) => getComputedStyle(summary, '::after').content);
      expect(await marker()).toContain('+');
      await question.click();
      expect(await marker()).toContain('−');
    }
    // Words either side of a link stay apart once the HTML is compressed.
    await expect(tab.getByRole('main')).toContainText('message us on WhatsApp or write to');
    await expect(
      tab.getByRole('navigation', { name: 'Shop policies' }).getByRole('link', { name: policy.link }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test('the cart and checkout show the delivery charge, the cash total and the delivery time', async ({ page }) => {
  await shopperWithCart(page, 'rawayat', 2);
  await page.goto('/cart');
  const summary = page.getByRole('complementary', { name: 'Cart summary' });
  await expect(summary.getByRole('definition').nth(0)).toHaveText('Rs 3,198');
  await expect(summary).toContainText('DeliveryRs 200');
  await expect(summary).toContainText('Total to pay in cash on deliveryRs 3,398');
  await expect(summary).toContainText(`Delivered in ${DELIVERY_TIME}`);

  await page.getByRole('button', { name: 'Buy it Now' }).click();
  const shipping = page.getByRole('group', { name: 'Shipping Cost' });
  await expect(shipping).toContainText(`Delivered in ${DELIVERY_TIME}`);
  await expect(shipping.getByRole('link', { name: 'shipping' })).toHaveAttribute('href', '/shipping-and-delivery');
  await expect(shipping.getByRole('link', { name: 'returns' })).toHaveAttribute('href', '/returns-and-exchanges');
});

test('the sign-up checkbox links to the terms it asks the shopper to accept', async ({ page }) => {
  await page.goto('/login-signup');
  await hydrated(page, 'LoginSignup');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const signUp = page.getByRole('form', { name: 'Create Account' });
  await expect(signUp.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeVisible();
  await expect(signUp.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
});
