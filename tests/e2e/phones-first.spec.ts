/** Phones first: nothing floats over what a shopper taps, nothing scrolls sideways, and the money path explains itself. */
import { expect, test, type Locator, type Page } from './support/test';
import { newShopper, openAdminConsole } from './support/accounts';
import { addToCartViaApi, shopperWithCart } from './support/cart';
import { csrfHeaders } from './support/csrf';
import { runSql } from './support/database';
import { hydrated } from './support/hydration';
import { inTabs } from './support/many-pages';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

/**
 * True when a tap on the element's centre and near its right edge would reach the element itself, once the page
 * has settled after scrolling it to the screen's bottom edge (the floating chat button steps aside then).
 */
async function reachable(target: Locator): Promise<boolean> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await target.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.right - 4, box.bottom - 4],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && (element === hit || element.contains(hit) || hit.contains(element));
    });
  });
}

for (const width of [360, 412]) {
  test(`at ${width} px no floating button covers prices, Add to Cart, the Phone field or Log in`, async ({ page }) => {
    await page.setViewportSize({ width, height: 780 });
    await page.goto('/login-signup');
    await expect.poll(() => reachable(page.getByRole('button', { name: 'Sign up', exact: true }))).toBe(true);
    await page.goto('/woody-perfumes');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Add to Cart / }) });
    for (const card of [cards.first(), cards.nth(1), cards.last()]) {
      expect(await reachable(card.getByRole('button', { name: /^Add to Cart / }))).toBe(true);
      expect(await reachable(card.getByText(/Rs\. [\d,]+\/-/).last())).toBe(true);
    }
    // The header's cart icon is the one: nothing is pinned over the grid.
    const carts = page.getByRole('link', { name: /^Cart, \d+ items?$/ });
    for (const cart of await carts.all()) {
      if (await cart.isVisible())
        expect(await cart.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
    }
    await shopperWithCart(page, 'rawayat');
    await page.goto('/checkout');
    expect(await reachable(page.getByLabel('Phone', { exact: true }))).toBe(true);
    expect(await reachable(page.getByRole('button', { name: 'Complete order' }))).toBe(true);
    // The chat button floats within a thumb's reach, clear of the button under its corner.
    const chat = page.getByRole('contentinfo').locator('a.chat');
    expect(await chat.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await overlap(chat, page.getByRole('button', { name: 'Complete order' }))).toBe(false);
  });
}

/** True when both are shown and their boxes share some of the screen. */
async function overlap(one: Locator, other: Locator): Promise<boolean> {
  if (!(await one.isVisible()) || !(await other.isVisible())) return false;
  const [a, b] = [(await one.boundingBox())!, (await other.boundingBox())!];
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const slug of ['orange-blossom-of-sargodha-groves', 'angels-kiss']) {
  test(`a 360 × 740 phone's first screen of ${slug}'s page has WhatsApp beside Add to Cart, covering nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/perfumes/${slug}`);
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(chat).toBeInViewport();
    await expect(chat).toBeVisible();
    const add = page.getByRole('article').getByRole('button', { name: /^Add to Cart/ });
    await expect(add).toBeInViewport({ ratio: 0.1 });
    // Once the header's script has placed it (it starts after the first paint).
    await expect.poll(() => overlap(chat, add)).toBe(false);
    // In sight, not stepped aside: a tap on it reaches it.
    await expect
      .poll(() =>
        chat.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && element.contains(hit);
        }),
      )
      .toBe(true);
  });
}

test('at 1280 px the chat button floats in its corner, clear of the footer text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about-us');
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  expect(await chat.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  expect(await reachable(page.getByRole('contentinfo').getByText(/Cash on delivery across Pakistan/))).toBe(true);
});

test('no page scrolls sideways on a 360 px phone, the oils cart filled', async ({ page }) => {
  // Some forty pages, each loaded and measured: more than the default half minute on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const { token } = await newShopper(page);
  const order = await placeOrderViaApi(page.request, token, [['deodar', 1]], { firstName: 'Sana', lastName: 'Iqbal' });
  await addToCartViaApi(page, token, 'rawayat', 1);
  const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(page.request)) };
  for (const [name, price] of [
    ['Dehn al Oud Cambodi', 0],
    ['Shamamatul Amber', 0],
  ] as const) {
    const oils = (await (await page.request.get('/api/oils')).json()) as { name: string; price: number }[];
    const base = oils.find((oil) => oil.name === name)?.price ?? price;
    const added = await page.request.post('/api/oilsCart', { headers, data: { name, volume: 1000, price: base * 40 } });
    expect(added.ok(), name).toBe(true);
  }
  // Every public page the sitemap lists (the categories and policies too), then the private ones.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  // Product pages share one layout: the first of each language stands for them all.
  const productPages = /^(\/ur)?\/perfumes\//;
  const kindOf = (path: string) => productPages.exec(path)?.[0];
  const pages = listed.filter(
    (path, index) => !kindOf(path) || listed.findIndex((other) => kindOf(other) === kindOf(path)) === index,
  );
  expect(pages).toContain('/faq');
  pages.push('/login-signup', '/cart', '/checkout', '/my-orders', '/account', `/order-confirmation/${order._id}`);
  await inTabs(page, pages, async (tab, path) => {
    await tab.goto(path);
    await expect(tab.getByRole('main')).toBeVisible();
    expect(await sidewaysOverflow(tab), path).toBe(0);
  });
  await page.goto('/whole-sale');
  const table = page.getByRole('table');
  await expect(table).toContainText('Dehn al Oud Cambodi');
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await reachable(table.getByRole('button', { name: /Remove Shamamatul Amber/ }))).toBe(true);

  await openAdminConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(await sidewaysOverflow(page), '/orders').toBe(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  /**
   * A slow link can paint a page between two chunks of its HTML. Opens `path` cut just before `cutBefore` and then
   * whole, and answers where `target` stood in each.
   */
  async function paintedHalfwayThenWhole(page: Page, path: string, cutBefore: string, target: (page: Page) => Locator) {
    const html = await (await page.request.get(path)).text();
    const halfway = html.slice(0, html.indexOf(cutBefore));
    expect(halfway.length).toBeGreaterThan(0);
    const boxWith = async (body: string) => {
      await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body }));
      await page.goto(path);
      await page.unrouteAll();
      return target(page).boundingBox();
    };
    const early = await boxWith(halfway);
    expect(early).not.toBeNull();
    return { early, whole: await boxWith(html) };
  }

  test('the login card’s “Don’t have an account?” holds still when its Sign up button arrives after it', async ({
    page,
  }) => {
    // A guest sent from /cart to log in: the audit's occasional layout shift of this line.
    const button = '<button type="button" class="text-button">Sign up</button>';
    const html = await (await page.request.get('/login-signup?next=%2Fcart')).text();
    const halfway = html.slice(0, html.indexOf(button));
    expect(halfway.length).toBeGreaterThan(0);
    await page.route('**/login-signup*', (route) => route.fulfill({ contentType: 'text/html', body: halfway }));
    await page.goto('/login-signup?next=%2Fcart');
    await page.unrouteAll();
    // The next chunk lands: the button beside the words, where the parser puts it.
    const shift = await page.evaluate(async (button) => {
      let total = 0;
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => (total += (entry as PerformanceEntry & { value: number }).value)),
      ).observe({ type: 'layout-shift' });
      const frame = () => new Promise(requestAnimationFrame);
      await frame();
      document.querySelector('.face.login .switch')?.insertAdjacentHTML('beforeend', button);
      await frame();
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return total;
    }, button);
    expect(shift).toBe(0);
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  });

  test('the header’s cart stays put when the menu button arrives after it on a slow link', async ({ page }) => {
    const cart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart,/ });
    const { early, whole } = await paintedHalfwayThenWhole(page, '/search?q=oud', '<button class="menu-toggle"', cart);
    expect(whole).toEqual(early);
  });

  test('the footer of a short page does not climb as the rest of it arrives on a slow link', async ({ page }) => {
    const contact = (page: Page) => page.getByRole('contentinfo').getByRole('heading', { name: 'Contact' });
    const { early, whole } = await paintedHalfwayThenWhole(
      page,
      '/track-order',
      '<section aria-labelledby="footer-links"',
      contact,
    );
    expect(whole).toEqual(early);
  });

  test('a policy table keeps its columns as its rows arrive on a slow link', async ({ page }) => {
    const column = (page: Page) => page.getByRole('columnheader', { name: 'Delivery time' });
    const { early, whole } = await paintedHalfwayThenWhole(page, '/shipping-and-delivery', '</tr><tr>', column);
    expect(whole).toEqual(early);
  });

  test('an amount never breaks between Rs and its number: cart, receipt and oils cart', async ({ page }) => {
    /** How many lines the element's text takes. */
    const linesOf = (target: Locator) =>
      target.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element.firstChild!);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    const { token } = await newShopper(page);
    const order = await placeOrderViaApi(page.request, token, [['royal-ruby', 2]], {
      firstName: 'Sana',
      lastName: 'Iqbal',
    });
    await page.goto(`/order-confirmation/${order._id}`);
    const line = page
      .getByRole('row', { name: /Royal Ruby/ })
      .getByRole('cell')
      .last();
    await expect(line).toContainText('each');
    expect(await linesOf(line)).toBe(1);
    expect(await linesOf(page.getByRole('row', { name: /^Total/ }).getByRole('cell'))).toBe(1);

    await addToCartViaApi(page, token, 'royal-ruby', 2);
    await page.goto('/cart');
    const total = page.getByRole('complementary', { name: 'Cart summary' }).getByRole('definition').last();
    await expect(total).toContainText('Rs');
    expect(await linesOf(total)).toBe(1);

    const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(page.request)) };
    const oils = (await (await page.request.get('/api/oils')).json()) as { name: string; price: number }[];
    const oil = oils.find((candidate) => candidate.name === 'Dehn al Oud Cambodi')!;
    await page.request.post('/api/oilsCart', {
      headers,
      data: { name: oil.name, volume: 1000, price: oil.price * 40 },
    });
    await page.goto('/whole-sale');
    const price = page
      .getByRole('row', { name: /Dehn al Oud Cambodi/ })
      .getByRole('cell')
      .nth(2);
    await expect(price).toContainText('Rs');
    expect(await linesOf(price)).toBe(1);
  });

  test('nothing a shopper reads is under 14 px', async ({ page }) => {
    test.setTimeout(120_000);
    const { token } = await newShopper(page);
    const order = await placeOrderViaApi(page.request, token, [['royal-ruby', 2]], {
      firstName: 'Sana',
      lastName: 'Iqbal',
    });
    await addToCartViaApi(page, token, 'khas', 1);
    const pages = ['/home', '/woody-perfumes', '/perfumes/miraj', '/search?q=oud', '/cart', '/checkout'];
    pages.push(`/order-confirmation/${order._id}`, '/my-orders', '/whole-sale', '/faq', '/track-order', '/account');
    await inTabs(page, pages, async (tab, path) => {
      await tab.goto(path);
      await tab.waitForLoadState('networkidle');
      const tooSmall = await tab.evaluate(() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement!;
          if (!node.textContent!.trim() || element.closest('[aria-hidden="true"], .visually-hidden, [hidden]'))
            continue;
          const box = element.getBoundingClientRect();
          const size = parseFloat(getComputedStyle(element).fontSize);
          if (box.width > 0 && box.height > 0 && size < 14) found.push(`${size}px: ${node.textContent!.trim()}`);
        }
        return found;
      });
      expect(tooSmall, path).toEqual([]);
    });
  });

  test('a whole order on My orders opens its receipt, and the footer’s links are thumb-sized', async ({ page }) => {
    const { token } = await newShopper(page);
    const order = await placeOrderViaApi(page.request, token, [['khas', 1]], { firstName: 'Sana', lastName: 'Iqbal' });
    await page.goto('/my-orders');
    // A tap on the order's total, far from the order number's own link.
    const total = await page.getByText(`Total Rs ${order.totalPrice.toLocaleString('en-US')}`).boundingBox();
    await page.mouse.click(total!.x + 10, total!.y + total!.height / 2);
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${order._id}$`));

    const links = page.getByRole('contentinfo').getByRole('link');
    expect(await links.count()).toBeGreaterThan(5);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box!.height, (await link.textContent()) ?? undefined).toBeGreaterThanOrEqual(44);
    }
  });

  test('My orders is in the header menu once logged in', async ({ page }) => {
    await shopperWithCart(page, 'rawayat');
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My orders' }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
  });

  test('a guarded page shows a skeleton, not a blank page, while it loads', async ({ page }) => {
    await shopperWithCart(page, 'rawayat');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/PageGuard[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/cart', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.locator('h1', { hasText: 'Shopping Cart' })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByText('Loading…', { exact: true })).toBeHidden();
  });

  test('Clear Cart asks first, and a stock refusal shows beside its line', async ({ page }) => {
    const { token } = await shopperWithCart(page, 'rawayat');
    await addToCartViaApi(page, token, 'cedar-crown', 2);
    await runSql("UPDATE products SET stock = 2 WHERE id = 'cedar-crown'");
    try {
      await page.goto('/cart');
      await hydrated(page, 'CartPage');
      const cedar = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cedar Crown' }) });
      await cedar.getByRole('button', { name: 'Increase quantity of Cedar Crown' }).click();
      await expect(cedar.getByRole('alert')).toHaveText('Sorry, only 2 of Cedar Crown left in stock.');

      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await expect(page.getByText('Remove all 2 perfumes from your cart?')).toBeVisible();
      // The answers are on screen, and the focus is on the safe one, not lost with the button that asked.
      await expect(page.getByRole('button', { name: 'Yes, clear cart' })).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Keep my cart' })).toBeFocused();
      await expect(page.getByRole('button', { name: 'Keep my cart' })).toBeInViewport();
      await page.getByRole('button', { name: 'Keep my cart' }).click();
      await expect(cedar).toBeVisible();
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await page.getByRole('button', { name: 'Yes, clear cart' }).click();
      await expect(page.getByText(/Your Cart feels lonely/)).toBeVisible();
    } finally {
      await runSql("UPDATE products SET stock = 40 WHERE id = 'cedar-crown'");
    }
  });
});
