/**
 * A product page's buy bar on a 360 px phone: once the page's own Add to Cart has scrolled away, the price and Add to
 * Cart stay at the screen's bottom edge with the chat button beside them, in English and in Urdu; its Add to Cart is
 * the page's own (the stepper's quantity, the login wall, sold out), and no WhatsApp link ever lies over an Add to
 * Cart while the page scrolls. A laptop has no bar.
 */
import { expect, test, type Page } from './support/test';
import { newShopper } from './support/accounts';
import { cartOf } from './support/cart';
import { catalogSettled, runSql } from './support/database';
import { headerModuleRan, hydrated } from './support/hydration';

const PHONE = { width: 360, height: 740 };
/** The bar's height with its button on one line: the chat button's 52 px and half a rem above and below. */
const BAR_HEIGHT = 52 + 16;

const LANGS = [
  {
    lang: 'en',
    prefix: '',
    bar: 'Price and Add to Cart',
    add: /^Add to Cart/,
    chat: 'Chat with us on WhatsApp',
    quantity: 'Increase quantity',
  },
  {
    lang: 'ur',
    prefix: '/ur',
    bar: 'قیمت اور کارٹ میں شامل کریں',
    add: /^کارٹ میں شامل کریں/,
    chat: 'واٹس ایپ پر ہم سے بات کریں',
    quantity: 'تعداد بڑھائیں',
  },
] as const;

/** Scrolls to `y` and waits until the bar and the chat button have settled for that place. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Where a WhatsApp link lies over the part of an Add to Cart the screen shows: '' when nowhere. A hidden one (the bar
 * before it shows, the chat button stepped aside) covers nothing, and what scrolls under the bar (a related
 * perfume's button) is shown only above the bar's top edge.
 */
function overlaps(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getBoundingClientRect().bottom > 0 &&
      element.getBoundingClientRect().top < window.innerHeight;
    const bar = document.querySelector('.buy-bar');
    const floor = bar && shown(bar) ? bar.getBoundingClientRect().top : window.innerHeight;
    const adds = [...document.querySelectorAll('button.add-to-cart')].filter(shown);
    const chats = [...document.querySelectorAll('a[href^="https://wa.me/"]')].filter(shown);
    const found: string[] = [];
    for (const add of adds) {
      const a = add.getBoundingClientRect();
      const bottom = bar?.contains(add) ? a.bottom : Math.min(a.bottom, floor);
      for (const chat of chats) {
        const b = chat.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < bottom)
          found.push(`${chat.className || 'a link'} over ${add.textContent}`);
      }
    }
    return found.join('; ');
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  for (const words of LANGS) {
    test(`in ${words.lang}, the bar appears once Add to Cart scrolls away, and adds what the page would`, async ({
      page,
    }) => {
      await newShopper(page);
      await page.goto(`${words.prefix}/perfumes/khas`);
      await headerModuleRan(page);
      const offer = page.locator('.offer-actions');
      const bar = page.getByRole('region', { name: words.bar });
      await expect(offer.getByRole('button', { name: words.add })).toBeVisible();
      await expect(bar).toBeHidden();

      // Down the page in steps: once the page's button is gone above, the bar is there; WhatsApp never covers either.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height; y += 200) {
        await scrollTo(page, y);
        expect(await overlaps(page), `at ${y} px`).toBe('');
        const above = await offer
          .getByRole('button', { name: words.add })
          .evaluate((button) => button.getBoundingClientRect().bottom < 0);
        if (above) await expect(bar, `at ${y} px`).toBeVisible();
        else await expect(bar, `at ${y} px`).toBeHidden();
      }
      await scrollTo(page, height);
      await expect(bar).toBeVisible();

      // The bar sits on the bottom edge, the whole width, its price the offer's.
      const box = (await bar.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBe(PHONE.width);
      expect(box.y + box.height).toBe(PHONE.height);
      await expect(bar.getByText('Rs. 1,399/-')).toBeVisible();
      await expect(page.locator('.offer-price')).toHaveText('Rs. 1,399/-');
      // The chat button has settled into the bar, beside its Add to Cart at the end of the line: the right end left to
      // right, the left end right to left.
      const chat = (await page.getByRole('link', { name: words.chat }).boundingBox())!;
      const add = (await bar.getByRole('button', { name: words.add }).boundingBox())!;
      expect(chat.y).toBeGreaterThanOrEqual(box.y);
      expect(words.lang === 'en' ? chat.x >= add.x + add.width : chat.x + chat.width <= add.x).toBe(true);
      await expect(page.getByRole('link', { name: words.chat })).toBeVisible();
      // Its words fit the button on one line, inside its padding (Urdu's broke in two and doubled the bar's height).
      expect(box.height).toBeLessThanOrEqual(BAR_HEIGHT);
      expect(
        await bar.getByRole('button').evaluate((button) => {
          const words = document.createRange();
          words.selectNodeContents(button);
          const style = getComputedStyle(button);
          const inside = button.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
          return button.scrollWidth <= button.clientWidth && words.getBoundingClientRect().width <= inside;
        }),
      ).toBe(true);

      // The quantity set on the page's stepper is the one the bar adds.
      await scrollTo(page, 0);
      await hydrated(page, 'ProductOffer');
      await page.getByRole('button', { name: words.quantity }).click();
      await scrollTo(page, height);
      await bar.getByRole('button', { name: words.add }).click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/cart$`));
      expect(await cartOf(page)).toEqual([['Khas', 2]]);

      // Back up, the page's own button is there again and the bar is gone.
      await page.goBack();
      await scrollTo(page, 0);
      await expect(bar).toBeHidden();
    });
  }

  test("the bar's Add to Cart sends a guest to log in first, as the page's does", async ({ page }) => {
    await page.goto('/perfumes/khas');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await scrollTo(page, height);
    const bar = page.getByRole('region', { name: 'Price and Add to Cart' });
    // A tap before the island has its script is held and replayed once it has (held-taps.js).
    await bar.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page).toHaveURL(/\/login-signup\?/);
  });

  test('a perfume sold out since the build shows Out of stock in the bar too, never a button that adds', async ({
    page,
  }) => {
    await runSql("UPDATE products SET stock = 0 WHERE slug = 'khas'");
    await catalogSettled();
    try {
      // The page's offer says sold out once it has today's stock, and the bar says what the offer says.
      await page.goto('/ur/perfumes/khas');
      await headerModuleRan(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await scrollTo(page, height);
      const bar = page.getByRole('region', { name: 'قیمت اور کارٹ میں شامل کریں' });
      await expect(bar.getByRole('button', { name: 'اسٹاک ختم' })).toBeDisabled();
      expect(await overlaps(page)).toBe('');
    } finally {
      await runSql("UPDATE products SET stock = 55 WHERE slug = 'khas'");
      await catalogSettled();
    }
  });
});

test('a laptop shows no bar, however far the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/perfumes/khas');
  await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
  await expect(page.getByRole('region', { name: 'Price and Add to Cart' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
});
