import { expect, test, type Page } from '@playwright/test';
import { logIn, logInViaApi, makeAdmin, registerUser } from './support/accounts';
import { addToCartViaApi } from './support/cart';
import { runSql } from './support/database';
import { hydrated } from './support/hydration';
import { CATEGORIES } from '../../schema/catalog/categories';
import { PRODUCTS } from '../../schema/catalog/products';
import { SHOP } from '../../schema/shop';
import { paths } from '../../site/lib/paths';

test.describe('home', () => {
  test('the carousel advances every 5 s, wraps around, and pauses while hovered', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/home');
    const carousel = page.getByRole('region', { name: 'Offers' });
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 2` });
    await expect(slide(1)).toBeVisible();
    await expect(slide(2)).toHaveCount(0);
    await expect(slide(2)).toBeVisible({ timeout: 7_000 });
    await expect(slide(1)).toBeVisible({ timeout: 7_000 });

    await carousel.hover();
    await page.waitForTimeout(6_500);
    await expect(slide(1)).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(slide(2)).toBeVisible({ timeout: 7_000 });

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(1)).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slide(2)).toBeVisible();
  });

  test('shows the Eid sale, the Miraj counter and links to all 19 categories', async ({ page }) => {
    await page.goto('/home');
    const sale = page.getByRole('region', { name: 'Eid Sale' });
    const blueMist = sale.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Blue Mist' }) });
    await expect(blueMist.getByText('EID SALE')).toBeVisible();
    await expect(blueMist.locator('s')).toHaveText(/Rs\. 2,199\/-/);
    await expect(blueMist.getByText('Rs. 1,599/-')).toBeVisible();
    await expect(sale.getByRole('heading', { level: 3 })).toHaveText([
      'Blue Mist',
      'Royal Ruby',
      'Encharntess',
      "Angel's Kiss",
      'Sir al Shams',
    ]);

    const miraj = page.getByRole('region', { name: 'Miraj' });
    await miraj.scrollIntoViewIfNeeded();
    await hydrated(page, 'FeaturedOffer');
    const quantity = miraj.getByRole('status', { name: 'Quantity' });
    await expect(quantity).toHaveText('1');
    await expect(miraj.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await miraj.getByRole('button', { name: 'Increase quantity' }).click();
    await miraj.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveText('3');
    await miraj.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveText('2');

    const browse = page.getByRole('region', { name: 'Shop by category' });
    await expect(browse.getByRole('link')).toHaveCount(19);
    await expect(browse.getByRole('link', { name: 'Uni Sex' })).toHaveAttribute('href', '/uni-sex-perfumes');
  });

  test("a logged-in shopper's Miraj with its count lands in the cart", async ({ page }) => {
    const user = await registerUser(page);
    const token = await logIn(page, user);
    await page.goto('/home');
    const miraj = page.getByRole('region', { name: 'Miraj' });
    await miraj.scrollIntoViewIfNeeded();
    await hydrated(page, 'FeaturedOffer');
    await miraj.getByRole('button', { name: 'Increase quantity' }).click();
    await miraj.getByRole('button', { name: 'Increase quantity' }).click();
    await miraj.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cart = await (await page.request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(cart.cart.items).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ _id: 'miraj' }), quantity: 3 }),
    ]);
  });
  test('a featured sale perfume is added by name', async ({ page }) => {
    const user = await registerUser(page);
    const token = await logIn(page, user);
    await page.goto('/home');
    const sale = page.getByRole('region', { name: 'Eid Sale' });
    await sale.scrollIntoViewIfNeeded();
    await hydrated(page, 'SaleProducts');
    const byName = page.waitForRequest(
      (request) => request.url().endsWith('/api/cart/add-by-name') && request.method() === 'POST',
    );
    await sale.getByRole('button', { name: 'Add to Cart Royal Ruby' }).click();
    expect((await byName).postDataJSON()).toEqual({ productName: 'Royal Ruby' });
    await expect(page).toHaveURL(/\/cart$/);
    const cart = await (await page.request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(cart.cart.items.map((line: { product: { name: string } }) => line.product.name)).toEqual(['Royal Ruby']);
  });

  test("the sale and Miraj show today's price and stock, not the build's", async ({ page }) => {
    await runSql(
      "UPDATE products SET stock = 0 WHERE id = 'blue-mist'; UPDATE sale_items SET sale_price = 2222 WHERE product_id = 'miraj'",
    );
    try {
      await page.waitForTimeout(1_100); // the API's listing cache is at most a second old
      await page.goto('/home');
      const sale = page.getByRole('region', { name: 'Eid Sale' });
      await sale.scrollIntoViewIfNeeded();
      const blueMist = sale.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Blue Mist' }) });
      await expect(blueMist.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
      await expect(sale.getByRole('button', { name: 'Add to Cart Royal Ruby' })).toBeEnabled();
      const miraj = page.getByRole('region', { name: 'Miraj' });
      await miraj.scrollIntoViewIfNeeded();
      await expect(miraj.locator('.price')).toHaveText('Was Rs. 2,499/-Now Rs. 2,222/-');
    } finally {
      await runSql(
        "UPDATE products SET stock = 40 WHERE id = 'blue-mist'; UPDATE sale_items SET sale_price = 1999 WHERE product_id = 'miraj'",
      );
    }
  });

  test('a refused add says why on the product and lets the shopper try again', async ({ page }) => {
    const user = await registerUser(page);
    const token = await logIn(page, user);
    await addToCartViaApi(page, token, 'miraj', 5);
    await page.goto('/home');
    const miraj = page.getByRole('region', { name: 'Miraj' });
    await miraj.scrollIntoViewIfNeeded();
    await hydrated(page, 'FeaturedOffer');
    for (let n = 0; n < 5; n++) await miraj.getByRole('button', { name: 'Increase quantity' }).click();
    await miraj.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(miraj.getByRole('alert')).toHaveText('You can order at most 10 of Miraj.');
    await expect(page).toHaveURL(/\/home$/);
    await expect(miraj.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});

test.describe('search', () => {
  /**
   * The search box hydrates when the shopper reaches for it; before that, Enter asks /search (tested there).
   * These tests are about the island, so they wait for it as a shopper's first tap would.
   */
  async function reachForSearch(page: Page) {
    const search = page.getByRole('search');
    await search.getByLabel('Search perfumes').focus();
    await hydrated(page, 'SearchBox');
    return search;
  }

  test('on home: finds text, and says when there is nothing to search or nothing found', async ({ page }) => {
    await page.goto('/home');
    const search = await reachForSearch(page);
    const message = search.getByRole('status', { includeHidden: true });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(message).toHaveText('Please enter a search term.');
    await expect(message).toHaveText('', { timeout: 4_000 });

    await search.getByLabel('Search perfumes').fill('   ');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(message).toHaveText('Please enter a search term.');

    await search.getByLabel('Search perfumes').fill('no such scent anywhere');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(message).toHaveText('No matching content found. Try another search.');

    await search.getByLabel('Search perfumes').fill('what our CUSTOMERS say');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(message).toHaveText('');
    await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeInViewport();
  });

  test('on a category page: matches the product cards and keeps its message for 10 s', async ({ page }) => {
    test.setTimeout(45_000);
    await page.goto('/woody-perfumes');
    const search = await reachForSearch(page);
    await search.getByLabel('Search perfumes').fill('Tobacco Teak');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(page.getByRole('heading', { name: 'Tobacco Teak' })).toBeInViewport();

    // A note from a description: only the card (a list item) holds it.
    await search.getByLabel('Search perfumes').fill('BIRCH TAR');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(page.getByRole('heading', { name: 'Birch Legend' })).toBeInViewport();

    // Searching again moves on to the next match; text only screen readers hear is not searched.
    const hit = page.locator('.search-hit');
    await search.getByLabel('Search perfumes').fill('add to cart');
    await search.getByLabel('Search perfumes').press('Enter');
    const first = await hit.getByRole('heading').textContent();
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(hit.getByRole('heading')).not.toHaveText(first!);
    await expect(hit).toBeInViewport();
    await search.getByLabel('Search perfumes').fill('was rs.');
    await search.getByLabel('Search perfumes').press('Enter');
    await expect(search.getByRole('status', { includeHidden: true })).toHaveText(
      'No matching content found. Try another search.',
    );

    await search.getByLabel('Search perfumes').fill('xylophone');
    await search.getByLabel('Search perfumes').press('Enter');
    const message = search.getByRole('status', { includeHidden: true });
    await expect(message).toHaveText('No matching content found. Try another search.');
    await page.waitForTimeout(4_500);
    await expect(message).toHaveText('No matching content found. Try another search.');
    await expect(message).toHaveText('', { timeout: 7_000 });
  });
});

test.describe('category pages', () => {
  test('list their products in the HTML itself, with sale badges and JSON-LD', async ({ page, request }) => {
    const html = await (await request.get('/oud-perfumes')).text();
    expect(html).toContain('Sir al Shams');
    expect(html).toContain('Rs. 1,599/-');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd.itemListElement).toHaveLength(17);
    expect(jsonLd.itemListElement[0].item).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'PKR' } });

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
    const user = await registerUser(page);
    await logIn(page, user);
    await page.goto('/aquatic-perfumes');
    await hydrated(page, 'CategoryProducts');
    await page.getByRole('button', { name: 'Add to Cart Blue Mist' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Blue Mist')).toBeVisible();
  });

  test("a tap on Add to Cart before the grid's script has loaded is held, then carried out", async ({ page }) => {
    const user = await registerUser(page);
    const token = await logIn(page, user);
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

test.describe('contact and footer', () => {
  test('the quote form stores a request and thanks the shopper', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByText('We will get back to you in 24 hours')).toBeVisible();
    const form = page.getByRole('region', { name: 'Get a quote' });
    const marker = `Quote ${Date.now()}`;
    await form.getByLabel('First name').fill('Sana');
    await form.getByLabel('Last name').fill(marker);
    await form.getByLabel('Email').fill('sana@example.pk');
    await form.getByLabel('Phone number').fill('0321-7654321');
    await form.getByLabel('Message').fill('Sana here: 20 tester kits for an office Eid party, please.');

    await form.getByLabel('Phone number').fill('12345');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Please enter a valid 11-digit phone number')).toBeVisible();

    await form.getByLabel('Phone number').fill('+92 321 7654321');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Thank you! We will get back to you in 24 hours.')).toBeVisible();
    await expect(form.getByLabel('Last name')).toHaveValue('');

    const admin = await registerUser(page);
    await makeAdmin(admin.email);
    const token = await logInViaApi(page, admin);
    const list = await (
      await page.request.get('/api/quotes', { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(list.quotes[0]).toMatchObject({
      firstName: 'Sana',
      lastName: marker,
      phone: '03217654321',
      email: 'sana@example.pk',
    });
  });

  test('the newsletter refuses a bad email and thanks a good one', async ({ page }) => {
    await page.goto('/about-us');
    const box = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' });
    // The box hydrates when the shopper reaches for it: its field taking the focus.
    await box.getByLabel('Email address').focus();
    await hydrated(page, 'NewsletterForm');
    await box.getByLabel('Email address').fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Please enter a valid email')).toBeVisible();
    await box.getByLabel('Email address').fill(`reader-${Date.now()}@example.pk`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText(/Thank you for subscribing/)).toBeVisible();
  });

  test('the map loads only when asked, and the chat button opens WhatsApp to the shop', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('iframe[title="Map showing our shop"]')).toHaveAttribute(
      'src',
      /google\.com\/maps.*output=embed/,
    );
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/923001234567\?text=/);
  });
});

test('search engines get a sitemap of the public pages and every perfume, and a robots.txt that points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https:\/\/mehakperfumes\.pk\/([^<]*)<\/loc>/g)].map((match) => match[1]);
  const policies = ['shipping-and-delivery', 'returns-and-exchanges', 'faq', 'privacy-policy', 'terms-and-conditions'];
  const categories = CATEGORIES.map((category) => paths.category(category).slice(1));
  expect(categories).toHaveLength(19);
  for (const page of ['home', 'about-us', 'contact-us', 'whole-sale', 'track-order', ...categories, ...policies]) {
    expect(listed, page).toContain(page);
  }
  // Every address once; no private page (the cart, checkout, orders, the account) and no API.
  expect(new Set(listed).size).toBe(listed.length);
  for (const page of listed) expect(page).not.toMatch(/^(cart|checkout|orders|my-orders|account|login-signup|api)\b/);
  // And every perfume of the seed has its page there.
  for (const perfume of PRODUCTS) expect(listed, perfume.id).toContain(`perfumes/${perfume.id}`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://mehakperfumes.pk/sitemap.xml');
});

test.describe('small screens', () => {
  test('no public page scrolls sideways on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/home', '/woody-perfumes', '/about-us', '/contact-us', '/whole-sale', '/login-signup']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });

  test('below 1024 px the links fold into a menu that the button and Escape open and close', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    const links = header.getByRole('navigation', { name: 'Main' });
    const toggle = header.getByRole('button', { name: 'Menu' });
    await expect(links).toBeHidden();
    expect((await header.boundingBox())!.height).toBeLessThan(70);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(links.getByRole('link', { name: 'Whole Sale' })).toBeVisible();
    await links.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Escape');
    await expect(links).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(toggle).toBeHidden();
    await expect(links.getByRole('link', { name: 'Whole Sale' })).toBeVisible();
  });
});

test('every page has its title, description and link preview; private pages stay out of search results', async ({
  page,
  request,
}) => {
  const pages = [
    {
      path: '/home',
      title: 'Perfumes and Perfume Oils in Pakistan | Mehak Perfumes',
      preview: '/images/previews/home.png',
    },
    {
      path: '/woody-perfumes',
      title: 'Woody Perfumes | Mehak Perfumes',
      preview: '/images/previews/woody-perfumes.png',
    },
    {
      path: '/male-perfumes',
      title: 'Perfumes for Men | Mehak Perfumes',
      preview: '/images/previews/male-perfumes.png',
    },
    { path: '/contact-us', title: /Contact/, preview: '/images/previews/home.png' },
  ];
  for (const { path, title, preview } of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://mehakperfumes.pk${path}`);
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
    expect(image.pathname, path).toBe(preview);
    // WhatsApp and Facebook show PNG previews, not SVG, best at 1200x630: read the PNG header.
    const png = await (await request.get(image.pathname)).body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  // Read as a search engine does: the HTML itself (a guest's browser would be sent on to log in).
  for (const path of ['/cart', '/checkout', '/orders', '/my-orders']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex">');
    expect(html, path).not.toContain('rel="canonical"');
  }
});

test('home, about-us and the footer carry the brand story, promises and contact details', async ({ page }) => {
  await page.goto('/home');
  const badges = page.getByRole('region', { name: 'Why shop with us' });
  await expect(badges.getByRole('heading')).toHaveText(['Quality Guaranteed', 'Fast Delivery', '24/7 Support']);
  const promos = page.getByRole('region', { name: 'Attars, tester kits and gifts' });
  for (const tile of ['Attars', 'Tester Kit', 'Gift Items'])
    await expect(promos.getByRole('img', { name: tile })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fragrance made for Pakistan' })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  // About 20 reviews; the second copy that makes the 30 s loop seamless is hidden from assistive technology.
  await expect(reviews.getByRole('listitem')).toHaveCount(20);
  const loop = await reviews.locator('.belt').evaluate((belt) => getComputedStyle(belt).animationDuration);
  expect(loop).toBe('30s');

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: SHOP.phone })).toHaveAttribute(
    'href',
    `tel:${SHOP.phone.replace(/-/g, '')}`,
  );
  await expect(footer.getByRole('link', { name: SHOP.email })).toHaveAttribute('href', `mailto:${SHOP.email}`);
  await expect(footer).toContainText(SHOP.address);
  for (const [name, href] of [
    ['Facebook', SHOP.social.facebook],
    ['Instagram', SHOP.social.instagram],
    ['TikTok', SHOP.social.tiktok],
  ] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: `About ${SHOP.name}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Why shoppers choose us' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(6);
  const card = page.getByRole('region', { name: 'Our business card' });
  await expect(card).toContainText(SHOP.address);
  await expect(card.getByRole('link', { name: SHOP.email })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Why shop with us' })).toBeVisible();
});

test('a shopper on the keyboard alone skips to the content, opens a sidebar section and adds a perfume', async ({
  page,
}) => {
  const user = await registerUser(page);
  await logIn(page, user);
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
