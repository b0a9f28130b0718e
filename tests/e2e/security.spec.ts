/**
 * Every page runs under its Content-Security-Policy: each is opened as a shopper or the owner would, every island
 * hydrates, and any policy violation or console error fails the test. The headers of pages, files and API answers
 * are checked as a browser receives them from the running shop.
 */
import { expect, test, type Page } from './support/test';
import { headerProblems, pagePolicyProblems } from '../../scripts/security-headers';
import { logIn, makeAdmin, newShopper } from './support/accounts';
import { addToCartViaApi } from './support/cart';
import { headerModuleRan } from './support/hydration';
import { inTabs } from './support/many-pages';
import { placeOrderViaApi } from './support/orders';

const watched = new WeakMap<Page, string[]>();

/** The tab's policy violations and console errors, collected from the first time it is asked for on. */
function problemsOf(page: Page): string[] {
  let problems = watched.get(page);
  if (!problems) {
    const found: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') found.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => found.push(`page error: ${error.message}`));
    watched.set(page, (problems = found));
  }
  return problems;
}

async function visit(page: Page, path: string) {
  const problems = problemsOf(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Islands that hydrate when visible get their chance: each is brought into view; those that hydrate on the
  // shopper's first interaction (the search box, a product's photos and share) are pointed at.
  // Element handles, not positional locators: an island that hydrates drops out of `[ssr]` and would shift them.
  for (const island of await page.locator('astro-island[ssr]').elementHandles())
    await island.scrollIntoViewIfNeeded().catch(() => {});
  // A touch starts such an island only once the header's module has run, later in a tab the browser paints last.
  const reachedFor = await page.locator('astro-island[ssr][client="interaction"]').elementHandles();
  if (reachedFor.length) await headerModuleRan(page);
  for (const island of reachedFor) await island.dispatchEvent('focusin');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  expect(problems, path).toEqual([]);
}

test('every page loads under its Content-Security-Policy with no violation or console error', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = problemsOf(page);
  // Every tab of the context reports a violation as a console error.
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  const publicPages = [
    '/home',
    '/woody',
    '/perfumes/miraj',
    '/ur/perfumes/miraj',
    '/search?q=oud',
    '/about-us',
    '/whole-sale',
    '/login-signup',
  ];
  await inTabs(page, publicPages, visit);

  await visit(page, '/contact-us');
  const map = page.waitForEvent('requestfinished', (request) =>
    request.url().startsWith('https://www.google.com/maps'),
  );
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByTitle('Map showing our shop')).toBeVisible();
  // Offline machines cannot load the map itself; a frame the policy blocked would be a violation either way.
  await Promise.race([map, page.waitForTimeout(1500)]);
  expect(
    problems.filter((problem) => problem.includes('CSP')),
    'the map frame',
  ).toEqual([]);
  problems.length = 0;

  const shopper = await newShopper(page);
  const { token } = shopper;
  const order = await placeOrderViaApi(page.request, token, [['blue-mist', 1]], {
    firstName: 'Sana',
    lastName: 'Khan',
  });
  await addToCartViaApi(page, token, 'miraj');
  const privatePages = ['/cart', '/checkout', `/order-confirmation/${order._id}`, '/my-orders', '/account'];
  await inTabs(page, [...privatePages, order.confirmUrl], visit);

  await makeAdmin(shopper);
  await logIn(page, shopper);
  await visit(page, '/orders');
});

test('pages, files and API answers carry the security headers', async ({ page, request }) => {
  await page.goto('/home');
  const chunk = await page.locator('astro-island[component-url^="/_astro/"]').first().getAttribute('component-url');
  const image = await page.locator('img[src^="/images/"]').first().getAttribute('src');
  for (const path of ['/home', chunk!, image!, '/api/oils', '/order-confirmation/anything']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(headerProblems(new Headers(response.headers())), path).toEqual([]);
  }
  const policyProblems = async (path: string) => {
    const response = await request.get(path);
    return pagePolicyProblems(await response.text(), new Headers(response.headers()));
  };
  const home = await (await request.get('/home')).text();
  const none = new Headers();
  expect(pagePolicyProblems(home, none)).toEqual([]);
  // A private page's style for browsers without JavaScript and the Urdu pages' typeface are inline styles too; a page
  // drawn on demand carries its policy, with its hashes, in its header.
  for (const path of ['/cart', '/ur/home', '/perfumes/miraj', '/ur/search?q=oud'])
    expect(await policyProblems(path), path).toEqual([]);
  // The check itself can fail: a page without hashes' guard, with an unsafe script source or an unnamed style is caught.
  expect(pagePolicyProblems(home.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"), none)).not.toEqual(
    [],
  );
  expect(pagePolicyProblems(home.replace('</head>', '<style>main{color:red}</style></head>'), none)).not.toEqual([]);
  expect(headerProblems(new Headers({ 'x-content-type-options': 'nosniff' }))).toHaveLength(5);
});
