/** A 360 px phone: no page scrolls sideways, and the links fold into a menu. */
import { expect, test } from './support/test';
import { sidewaysOverflow } from './support/sideways';

test.describe('small screens', () => {
  test('no public page scrolls sideways on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/home', '/woody-perfumes', '/about-us', '/contact-us', '/whole-sale', '/login-signup']) {
      await page.goto(path);
      expect(await sidewaysOverflow(page), path).toBe(0);
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
