/**
 * Which perfumes the home page features is part of the home page the shop builds when it publishes: the product
 * form says so beside the choice, in English and Urdu, where the rest of a perfume shows as soon as it is saved.
 */
import { expect, test } from './support/test';
import { openCatalog } from './support/catalog';

test.use({ viewport: { width: 412, height: 915 } });

test('the featured choice says the home page shows it after the next publish, in English and Urdu', async ({
  page,
}) => {
  const { catalog } = await openCatalog(page);
  await catalog.getByRole('button', { name: 'Add a perfume' }).click();
  const form = catalog.getByRole('form', { name: 'New perfume' });
  await expect(form.getByRole('combobox', { name: 'On the home page' })).toHaveAccessibleDescription(
    'The home page shows a change here after the next publish.',
  );

  await page.goto('/ur/orders#catalog');
  await page.getByRole('button', { name: 'پرفیوم شامل کریں' }).first().click();
  await expect(page.getByText('یہاں کی تبدیلی اگلی بار دکان شائع کرنے کے بعد ہوم پیج پر نظر آتی ہے۔')).toBeVisible();
});
