/**
 * A named sale from the owner's phone: made in the console's Catalog, its badge and price are on a shopper's card
 * at once (no publish), and ending it takes them off.
 */
import { expect, test } from './support/test';
import { openCatalog } from './support/catalog';

const PHONE = { width: 412, height: 915 };
const local = (offsetMs: number) => {
  const d = new Date(Date.now() + offsetMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test.use({ viewport: PHONE });

test("a named sale's badge and price are on the card while it runs, and gone once it is ended", async ({
  page,
  browser,
}) => {
  const { catalog } = await openCatalog(page);
  await catalog.getByRole('button', { name: 'Sales' }).click();
  await expect(catalog.getByRole('article', { name: /Eid Sale/ })).toContainText('Running until');
  await catalog.getByRole('button', { name: 'New sale' }).click();

  const form = catalog.getByRole('form', { name: 'New sale' });
  await form.getByLabel('Name').fill('Independence Day Sale');
  await form.getByLabel('Badge on the cards').fill('14 AUGUST');
  await form.getByLabel('Starts').fill(local(-60 * 60 * 1000));
  await form.getByLabel('Ends').fill(local(24 * 60 * 60 * 1000));
  await form.getByLabel('Add a perfume').fill('Khas');
  await form.getByRole('button', { name: 'Find' }).click();
  await form.getByRole('button', { name: /^Add Khas/ }).click();
  await form.getByLabel('Sale price of Khas (Rs)').fill('999');
  await form.getByRole('button', { name: 'Start the sale' }).click();
  await expect(catalog.getByText('Independence Day Sale saved.')).toBeVisible();
  const sale = catalog.getByRole('article', { name: /Independence Day Sale/ });
  await expect(sale).toContainText('Running until');

  const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await shopper.goto('/woody-perfumes');
  const card = shopper
    .getByRole('listitem')
    .filter({ has: shopper.getByRole('heading', { name: 'Khas', exact: true }) });
  await expect(card.getByText('14 AUGUST')).toBeVisible();
  await expect(card.getByText('Rs. 999/-')).toBeVisible();

  await sale.getByRole('button', { name: 'End now' }).click();
  await expect(catalog.getByText('Independence Day Sale has ended')).toBeVisible();
  await shopper.reload();
  await expect(card.getByRole('button', { name: 'Add to Cart Khas' })).toBeEnabled();
  await expect(card.getByText('14 AUGUST')).toHaveCount(0);
  await expect(card.getByText('Rs. 999/-')).toHaveCount(0);
});

test('the sale form shows each refusal beside the input it is about', async ({ page }) => {
  const { catalog } = await openCatalog(page);
  await catalog.getByRole('button', { name: 'Sales' }).click();
  await catalog.getByRole('button', { name: 'New sale' }).click();
  const form = catalog.getByRole('form', { name: 'New sale' });
  await form.getByLabel('Name').fill('White Friday');
  await form.getByLabel('Badge on the cards').fill('WHITE FRIDAY');
  await form.getByLabel('Starts').fill(local(60 * 60 * 1000));
  await form.getByLabel('Ends').fill(local(48 * 60 * 60 * 1000));
  await form.getByLabel('Add a perfume').fill('Khas');
  await form.getByRole('button', { name: 'Find' }).click();
  await form.getByRole('button', { name: /^Add Khas/ }).click();
  const price = form.getByLabel('Sale price of Khas (Rs)');
  await price.fill('99999');
  await form.getByRole('button', { name: 'Start the sale' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription(/^The sale price of Khas must be below its price, Rs [\d,]+\.$/);
  await expect(form.getByRole('list', { name: 'Perfumes in the sale' }).getByRole('listitem')).toContainText(
    'must be below its price',
  );

  await price.fill('999');
  await form.getByLabel('Ends').fill(local(-60 * 60 * 1000));
  await form.getByRole('button', { name: 'Start the sale' }).click();
  const ends = form.getByLabel('Ends');
  await expect(ends).toHaveAccessibleDescription('The sale must end after it starts.');
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveCount(0);
});
