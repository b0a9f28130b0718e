/**
 * A button pressed from the keyboard keeps the focus while what it asked for is under way: busy, it says so
 * (aria-disabled) rather than turning disabled, which would drop the focus to the page's body under the shopper.
 */
import { expect, test } from './support/test';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

test('the newsletter’s Subscribe keeps the focus while it sends, and a second Enter sends nothing more', async ({
  page,
}) => {
  await page.goto('/about-us');
  const email = page.getByLabel('Email address');
  await email.focus();
  await hydrated(page, 'NewsletterForm');
  await email.fill(`keys${Date.now().toString(36)}@example.pk`);
  // The real sign-up, held back a moment so the busy button can be seen.
  let sent = 0;
  await page.route('**/api/newsletter', async (route) => {
    sent += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.keyboard.press('Tab');
  const button = page.getByRole('button', { name: 'Subscribe' });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const busy = page.getByRole('button', { name: 'Sending…' });
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  await expect(busy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeFocused();
  expect(sent).toBe(1);
});
