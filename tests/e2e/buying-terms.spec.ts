/**
 * Trust where people buy, on a 360 px phone: beside Add to Cart a perfume's page says cash on delivery, how soon it
 * comes by city and the returns rule, with their policies and the WhatsApp question; the chat button floats within
 * a thumb's reach and never covers the page's own buttons.
 */
import { expect, test } from './support/test';

test.use({ viewport: { width: 360, height: 740 } });

test('a perfume page says how it is paid, delivered and returned beside Add to Cart', async ({ page }) => {
  await page.goto('/perfumes/rawayat');
  const terms = page.getByRole('list', { name: 'Buying from us' });
  await expect(terms).toContainText('Cash on delivery: pay when the parcel reaches you.');
  await expect(terms).toContainText('Delivered in 2-5 days: Lahore 2 days, big cities 2-3, other towns 3-5.');
  await expect(terms).toContainText(
    'damaged or wrong, tell us within 48 hours; a sealed perfume exchanges within 7 days',
  );
  await expect(terms.getByRole('link', { name: 'Delivery by city' })).toHaveAttribute('href', '/shipping-and-delivery');
  await expect(terms.getByRole('link', { name: 'Returns policy' })).toHaveAttribute('href', '/returns-and-exchanges');
  await expect(page.getByRole('link', { name: 'Ask about this perfume on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/923001234567\?text=/,
  );
  // Right under the Add to Cart button, on the first screen of a phone.
  const add = await page
    .getByRole('article')
    .getByRole('button', { name: /^Add to Cart/ })
    .boundingBox();
  const box = await terms.boundingBox();
  expect(box!.y).toBeGreaterThan(add!.y);
  expect(box!.y - (add!.y + add!.height)).toBeLessThan(120);
});

test('the chat button floats in thumb reach and rises above the buttons under it', async ({ page }) => {
  await page.goto('/about-us');
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(chat).toBeVisible();
  const corner = (await chat.boundingBox())!;
  expect(corner.x + corner.width).toBeGreaterThan(300);
  expect(corner.y + corner.height).toBeGreaterThan(680);
  expect(corner.y + corner.height).toBeLessThanOrEqual(740);

  await page.goto('/perfumes/rawayat');
  // Scrolled so Add to Cart sits at the bottom edge, under the chat's corner: the chat rises above it, still in
  // sight, and a tap there reaches the button.
  const add = page.getByRole('article').getByRole('button', { name: /^Add to Cart/ });
  await add.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const box = (await add.boundingBox())!;
  await expect.poll(async () => (await chat.boundingBox())!.y + corner.height).toBeLessThanOrEqual(box.y);
  await expect(chat).toBeVisible();
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? '',
    [box.x + box.width - 4, box.y + box.height - 4],
  );
  expect(hit).toMatch(/Add to Cart/);
  // Scrolled on, with no button under it, it is back.
  await page
    .getByRole('heading', { name: 'Description' })
    .evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expect(chat).toBeVisible();
});
