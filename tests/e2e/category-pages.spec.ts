/** Category pages: their HTML, the sidebar, adding from the grid (also before its script, and by keyboard alone). */
import { expect, test } from './support/test';
import { newShopper } from './support/accounts';
import { runSql } from './support/database';
import { hydrated } from './support/hydration';

test.describe('category pages', () => {
  test('list their products in the HTML itself, with sale badges and JSON-LD', async ({ page, request }) => {
    const html = await (await request.get('/oud-perfumes')).text();
    expect(html).toContain('Sir al Shams');
    expect(html).toContain('Rs. 1,599/-');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd.itemListElement).toHaveLength(17);
    // Each perfume by its page, where its whole Product is: the listing does not repeat them.
    expect(jsonLd.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: expect.stringMatching(/^https?:\/\/[^/]+\/perfumes\/[a-z0-9-]+$/),
    });

    await page.goto('/oud-perfumes');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Miraj' }) });
    await expect(card.getByText('EID SALE')).toBeVisible();
    await expect(card.locator('s')).toHaveText(/Rs\. 2,499\/-/);
    const longName = page.getByRole('heading', { name: 'Oud Royale of the Mughal Court' });
    const shortName = page.getByRole('heading', { name: 'Miraj', exact: true });
    const size = (heading: typeof longName) => heading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(longName)).toBeLessThan(await size(shortName));
  });

  test('the sidebar opens all four sections, highlights the page and navigates', async ({ page }) => {
    await page.goto('/woody-perfumes');
    const sidebar = page.getByRole('navigation', { name: 'Categories' });
    for (const section of ['Gender', 'Season', 'Occasion', 'Type']) {
      await expect(sidebar.locator('details', { hasText: section })).toHaveAttribute('open', '');
    }
    await expect(sidebar.getByRole('link', { name: 'Woody (26)' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Fruity (12)' })).toBeVisible();

    await sidebar.getByText('Gender').click();
    await expect(sidebar.getByRole('link', { name: 'Men', exact: true })).toBeHidden();
    await sidebar.getByText('Gender').click();
    await sidebar.getByRole('link', { name: 'Men', exact: true }).click();
    await expect(page).toHaveURL(/\/male-perfumes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfumes for Men' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Men', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    // The route's own banner, drawn inside the HTML so that it paints with the page.
    await expect(page.locator('.category-banner img')).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml,%3Csvg%20.*%3Ctitle%3EMen%3C\/title%3E/,
    );
  });

  test('hide the sidebar at 768 px and below, where a folded list of the categories takes its place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 769, height: 900 });
    await page.goto('/woody-perfumes');
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(page.getByText('Browse other categories')).toBeHidden();

    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Rawayat' })).toBeVisible();
    await page.getByText('Browse other categories').click();
    const switcher = page.locator('details', { hasText: 'Browse other categories' });
    await expect(switcher.getByRole('link', { name: 'Woody' })).toHaveAttribute('aria-current', 'page');
    await switcher.getByRole('link', { name: 'Citrus' }).click();
    await expect(page).toHaveURL(/\/citrus-perfumes$/);
  });

  test("a guest's Add to Cart goes to login-signup", async ({ page }) => {
    await page.goto('/woody-perfumes');
    await hydrated(page, 'CategoryProducts');
    await page.getByRole('button', { name: 'Add to Cart Rawayat' }).click();
    await expect(page).toHaveURL(/\/login-signup\?next=%2Fcart&adding=1$/);
  });

  test('a logged-in shopper adds a perfume and lands on the cart', async ({ page }) => {
    await newShopper(page);
    await page.goto('/aquatic-perfumes');
    await hydrated(page, 'CategoryProducts');
    await page.getByRole('button', { name: 'Add to Cart Blue Mist' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Blue Mist')).toBeVisible();
  });

  test("a tap on Add to Cart before the grid's script has loaded is held, then carried out", async ({ page }) => {
    const { token } = await newShopper(page);
    // Hold back the grid's script, as a slow connection would.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/CategoryProducts\.[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/woody-perfumes');
    const button = page.getByRole('button', { name: 'Add to Cart Rawayat' });
    await button.click();
    await expect(button).toHaveAttribute('data-held-tap', '');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/woody-perfumes$/);

    release();
    await expect(page).toHaveURL(/\/cart$/);
    const cart = await (await page.request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(cart.cart.items).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ name: 'Rawayat' }), quantity: 1 }),
    ]);
  });

  test('show the price and stock of today, not of the build', async ({ page }) => {
    await runSql("UPDATE products SET price = 3333, stock = 0 WHERE id = 'ebony-reign'");
    try {
      await page.goto('/woody-perfumes');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ebony Reign' }) });
      await expect(card.getByText('Rs. 3,333/-')).toBeVisible();
      const button = card.getByRole('button', { name: 'Out of stock' });
      await expect(button).toBeDisabled();
    } finally {
      await runSql("UPDATE products SET price = 3299, stock = 17 WHERE id = 'ebony-reign'");
    }
  });
});

test('a shopper on the keyboard alone skips to the content, opens a sidebar section and adds a perfume', async ({
  page,
}) => {
  await newShopper(page);
  await page.goto('/woody-perfumes');
  await hydrated(page, 'CategoryProducts');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);

  /** Tabs forward until `target` has the focus (at most 80 stops), as a keyboard user would. */
  async function tabTo(target: ReturnType<typeof page.getByRole>) {
    for (let stop = 0; stop < 80; stop++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached the target');
  }
  const gender = page.getByRole('navigation', { name: 'Categories' }).getByText('Gender', { exact: true });
  await tabTo(gender);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Men', exact: true }),
  ).toBeHidden();

  const add = page.getByRole('button', { name: 'Add to Cart Amber Wood' });
  await tabTo(add);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Amber Wood' })).toBeVisible();
});
