/**
 * A phone number never breaks across two lines on a 360 px phone: at its hyphen '0300-' / '1234567' it reads as two
 * numbers. The receipt's shop numbers and the shopper's own, in both languages, and the pages that give the shop's.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInWithToken, someShopper } from './support/accounts';
import { placeOrderViaApi } from './support/orders';

test.use({ viewport: { width: 360, height: 740 } });

/** Each phone number the page's main part shows, with the lines it takes (one when it is whole). */
function phonesOn(page: Page): Promise<[string, number][]> {
  return page.getByRole('main').evaluate((main) => {
    const phones = [...main.querySelectorAll('bdi, a[href^="tel:"]')].filter((element) =>
      /^\s*0\d{3}-\d{7}\s*$/.test(element.textContent ?? ''),
    );
    return phones.map((phone) => {
      const range = document.createRange();
      range.selectNodeContents(phone);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return [phone.textContent!.trim(), lines.size] as [string, number];
    });
  });
}

test('the receipt keeps each phone number on one line, in Urdu and in English', async ({ page }) => {
  const shopper = await someShopper(page.request);
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Sana',
    lastName: 'Phone',
    phone: '0321-4567890',
  });
  await logInWithToken(page, shopper.token);
  for (const [path, next] of [
    [`/ur/order-confirmation/${order._id}`, 'آگے کیا ہوگا'],
    [`/order-confirmation/${order._id}`, 'What happens next'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: next })).toBeVisible();
    const phones = await phonesOn(page);
    expect(phones.map(([number]) => number)).toEqual(expect.arrayContaining(['0300-1234567', '0321-4567890']));
    expect(phones.filter(([, lines]) => lines > 1)).toEqual([]);
  }
});

test('the pages that give the shop’s number keep it on one line', async ({ page }) => {
  for (const path of ['/ur/contact-us', '/contact-us', '/ur/about-us', '/about-us', '/ur/shipping-and-delivery']) {
    await page.goto(path);
    const phones = await phonesOn(page);
    expect(phones.length, path).toBeGreaterThan(0);
    expect(
      phones.filter(([, lines]) => lines > 1),
      path,
    ).toEqual([]);
  }
});
