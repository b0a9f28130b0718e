/**
 * The console on the owner's 412 px phone: its sections each have an address and are one tap apart, a section
 * keeps its filter while another is shown, and the order filter finds an order by the phone as the card shows it
 * (0312-3456789) and by its parcel's tracking number.
 */
import { expect, test } from './support/test';
import { openAdminConsole, someShopper } from './support/accounts';
import { runSql } from './support/database';
import { placeOrderViaApi } from './support/orders';
import { openOrder, orderRows } from './support/console-orders';
import { arrowPointsTo } from './support/arrow';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 412, height: 915 } });

const SECTIONS = [
  ['Today', '#today', 'Today at a glance'],
  ['Orders', '#orders', 'Perfumes Orders'],
  ['Oils orders', '#oils', 'Oils Orders'],
  ['Cash', '#cash', 'Couriers’ cash'],
  ['Couriers', '#couriers', 'Couriers'],
  ['Catalog', '#catalog', 'Catalog'],
  ['Customers', '#customers', 'Customers'],
  ['Inbox', '#inbox', 'Quote Requests'],
  ['Staff', '#staff', 'Staff'],
] as const;

test('each section has its address, one tap from any other, and shows alone', async ({ page }) => {
  await openAdminConsole(page);
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  for (const [label, hash, heading] of SECTIONS) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders${hash}$`));
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    const others = SECTIONS.filter(
      ([, , other]) => other !== heading && !(hash === '#today' && other === 'Perfumes Orders'),
    );
    for (const [, , other] of others) {
      await expect(page.getByRole('heading', { level: 2, name: other, exact: true })).toBeHidden();
    }
  }
  // Today shows the newest orders under the day's figures; an address opens its section from a link or a reload.
  await page.goto('/orders#today');
  await expect(page.getByRole('heading', { level: 2, name: 'Perfumes Orders' })).toBeVisible();
  await page.goto('/orders#customers');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Customers', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Perfumes Orders' })).toBeHidden();
});

test('finds an order by 0312-3456789 and by its tracking number, and keeps the filter across sections', async ({
  page,
}) => {
  const shopper = await someShopper(page.request);
  const surname = `Kazmi${Date.now().toString(36)}`;
  const phone = `031${String(Date.now()).slice(-8)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Saima',
    lastName: surname,
    phone,
  });
  const tracking = `TCS${Date.now()}`;
  await runSql(
    `UPDATE orders SET status = 'shipped', courier = 'TCS', tracking_number = '${tracking}' WHERE id = '${order._id}'`,
  );
  await openAdminConsole(page);
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  const filter = page.getByRole('searchbox', { name: 'Filter' });
  const cards = orderRows(page);

  await filter.fill(`${phone.slice(0, 4)}-${phone.slice(4)}`);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  await expect(cards).toHaveCount(1);
  await expect(await openOrder(page, order.displayOrderId)).toBeVisible();

  await filter.fill(tracking);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  await expect(cards).toHaveCount(1);
  await expect(await openOrder(page, order.displayOrderId)).toBeVisible();

  await nav.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Customers', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/orders#orders$/);
  await expect(filter).toHaveValue(tracking);
  await expect(cards).toHaveCount(1);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the console has no shopper’s footer or chat button, and its bar’s arrows show the sections out of sight', async ({
    page,
  }) => {
    await openAdminConsole(page);
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    await expect(nav.getByRole('link', { name: 'Today', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBe(0);

    // The bar is wider than the phone: an arrow at its end says so and slides it along, a tap at a time.
    const staff = nav.getByRole('link', { name: 'Staff', exact: true });
    const more = nav.getByRole('button', { name: 'More sections' });
    const earlier = nav.getByRole('button', { name: 'Earlier sections' });
    await expect(staff).not.toBeInViewport();
    await expect(earlier).toHaveCount(0);
    expect(await arrowPointsTo(more)).toBe('right');
    const scrolled = () => nav.getByRole('list').evaluate((bar) => bar.scrollLeft);
    for (let taps = 0; taps < 5 && (await more.isVisible()); taps++) {
      const before = await scrolled();
      await more.click();
      // The bar slides smoothly; the arrow goes once the last section is in sight.
      await page.waitForTimeout(800);
      if (await more.isVisible()) expect(await scrolled()).toBeGreaterThan(before);
    }
    await expect(more).toHaveCount(0);
    // Whole but for a fraction of a pixel: the bar scrolls by fractions on a phone.
    await expect(staff).toBeInViewport({ ratio: 0.95 });
    await expect(earlier).toBeVisible();
    expect(await arrowPointsTo(earlier)).toBe('left');
    await staff.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Staff', exact: true })).toBeVisible();
    await earlier.click();
    await expect(nav.getByRole('link', { name: 'Customers', exact: true })).toBeInViewport({ ratio: 0.95 });

    // Opened at a section's address, the bar shows that section's link.
    await page.goto('/orders#reviews');
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Reviews', exact: true })).toBeInViewport({ ratio: 0.95 });
    await expect(nav.getByRole('button', { name: 'Earlier sections' })).toBeVisible();

    // The shop's own pages keep theirs.
    await page.goto('/contact-us');
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveCount(1);
  });
});
