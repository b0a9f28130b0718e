/**
 * A long page's lower parts (the home page's sections, a grid's cards, the footer) are drawn only as they near the
 * screen: right after the page loads the browser has not drawn them, and a shopper who scrolls to them finds them
 * whole, by role, with nothing on the screen moving as they are drawn.
 */
import { expect, test, type Locator, type Page } from './support/test';

test.use({ viewport: { width: 360, height: 800 } });

/** Whether the browser has drawn the element, or still skips it as off screen (content-visibility: auto). */
const drawn = (element: Locator) => element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

async function drawnWhenScrolledTo(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(element)).toBe(true);
  await expect(element).toBeVisible();
}

/** The layout shifts seen while scrolling the whole page down and back up, a third of a screen at a time. */
const shiftWhileScrolling = (page: Page) =>
  page.evaluate(async () => {
    let total = 0;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => (total += (entry as PerformanceEntry & { value: number }).value)),
    ).observe({ type: 'layout-shift' });
    const frame = () => new Promise(requestAnimationFrame);
    const step = Math.round(innerHeight / 3);
    const bottom = () => document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; y < bottom(); y += step) {
      scrollTo(0, y);
      await frame();
      await frame();
    }
    for (let y = bottom(); y > 0; y -= step) {
      scrollTo(0, y);
      await frame();
      await frame();
    }
    return total;
  });

test('the home page draws its story, reviews and footer as the shopper scrolls to them', async ({ page }) => {
  await page.goto('/home');
  const story = page.getByRole('region', { name: 'Fragrance made for Pakistan' });
  const reviews = page.getByRole('region', { name: 'What our customers say' });
  const footer = page.getByRole('contentinfo');
  const parts = [
    story.getByRole('heading', { name: 'Fragrance made for Pakistan' }),
    reviews.getByRole('heading', { name: 'What our customers say' }),
    footer.getByRole('heading', { name: 'Contact' }),
  ];
  for (const part of parts) expect(await drawn(part)).toBe(false);
  await drawnWhenScrolledTo(parts[0]!);
  await expect(story.getByRole('paragraph').first()).toBeVisible();
  await drawnWhenScrolledTo(parts[1]!);
  await expect(reviews.getByRole('region', { name: 'Customer reviews' })).toBeVisible();
  await drawnWhenScrolledTo(parts[2]!);
  await expect(footer.getByRole('link', { name: 'Track your order' })).toBeVisible();
});

test('a category page draws its lower cards as the shopper scrolls to them', async ({ page }) => {
  await page.goto('/woody-perfumes');
  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Add to Cart|Out of stock/ }) });
  const last = cards.last();
  expect(await drawn(last.getByRole('heading'))).toBe(false);
  await drawnWhenScrolledTo(last.getByRole('heading'));
  await expect(last.getByRole('heading').getByRole('link')).toBeVisible();
  await expect(last.getByRole('button', { name: /Add to Cart|Out of stock/ })).toBeVisible();
});

test('nothing on the screen moves while a shopper scrolls a long page down and back up', async ({ page }) => {
  for (const path of ['/home', '/woody-perfumes', '/ur/home']) {
    await page.goto(path);
    expect(await shiftWhileScrolling(page), path).toBe(0);
  }
});
