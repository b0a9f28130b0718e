/**
 * axe-core on every public page as a 360 px phone shows it, once its islands have drawn: no violation of WCAG 2.1
 * A and AA, nor of axe's best practices. Product pages share one template: a plain one, one on sale and the one
 * with the longest name stand for them all.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { openAdminConsole, registerUser } from './support/accounts';
import { placeOrderViaApi } from './support/orders';
import { CATEGORIES } from '#schema/catalog/categories';
import { paths, POLICY_LINKS } from '#schema/paths';
import { openOrder, orderRows } from './support/console-orders';
import { inTabs } from './support/many-pages';

const PUBLIC_PAGES = [
  paths.home,
  paths.aboutUs,
  paths.contactUs,
  paths.wholeSale,
  paths.trackOrder,
  paths.loginSignup,
  paths.cart,
  paths.search('oud for men'),
  ...POLICY_LINKS.map((link) => link.href),
  ...CATEGORIES.map(paths.category),
  paths.perfume('deodar'),
  paths.perfume('miraj'),
  paths.perfume('sea-breeze-of-clifton-beach'),
];

test.use({ viewport: { width: 360, height: 780 } });

// One test, the pages in a few tabs at once: a page renders and is checked while the shop answers the next.
test('no public page has an accessibility violation at 360 px', async ({ page }) => {
  // Some thirty-five pages, each loaded and checked: twenty seconds a page (the test took five minutes at a load of
  // 30 on two cores), where each page had been a test with the whole 90 s of its own.
  test.setTimeout(PUBLIC_PAGES.length * 20_000);
  const found = await inTabs(page, PUBLIC_PAGES, async (tab, path) => {
    await tab.goto(path);
    await tab.waitForLoadState('networkidle');
    // axe.run in the page itself, rather than a run per frame finished in a blank page the runner opens for each
    // check (seconds per page on a busy machine): that mode skips only frames from other origins, and no page here
    // has one (a click brings the contact page's map).
    expect(
      tab.frames().filter((frame) => new URL(frame.url(), tab.url()).origin !== new URL(tab.url()).origin),
      path,
    ).toEqual([]);
    const { violations } = await new AxeBuilder({ page: tab })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .setLegacyMode()
      .analyze();
    return violations.map(
      (violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
  expect(found.flat()).toEqual([]);
});

test.describe('the console on a 412 px phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test("names each order's regions by the order, and its catalog's headings go in order", async ({ page }) => {
    const shopper = await registerUser(page.request);
    const first = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
      firstName: 'Amna',
      lastName: 'Rauf',
    });
    const second = await placeOrderViaApi(page.request, shopper.token, [['rawayat', 1]], {
      firstName: 'Amna',
      lastName: 'Rauf',
    });
    await openAdminConsole(page);
    await expect(orderRows(page).nth(1)).toBeVisible();
    // Two cards open, so their regions are on the page side by side.
    await openOrder(page, first.displayOrderId);
    await openOrder(page, second.displayOrderId);
    await expect(page.getByRole('list', { name: 'Perfumes' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withRules(['landmark-unique', 'heading-order'])
      .setLegacyMode()
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
});
