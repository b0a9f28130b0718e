/**
 * Asking for testers with a budget, on a 360 px phone: the budget is the tester's, and the results show the tester's
 * size and price, which Add to Cart adds.
 */
import { expect, test, type Page } from './support/test';
import { newShopper } from './support/accounts';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 360, height: 740 } });

const result = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('"tester under 1000" lists the 10 ml testers at their own prices, and Add to Cart adds the tester', async ({
  page,
}) => {
  await newShopper(page);
  await page.goto('/search?q=tester%20under%201000');
  // The seed's three, and any perfume another test has just given a cheap tester.
  await expect(page.getByRole('status')).toHaveText(/^\d+ perfumes match “tester under 1000”$/);
  await expect(result(page, 'Rawayat').getByText('10 ml tester')).toBeVisible();
  // Miraj's bottle is Rs 1,999 in the Eid sale; its tester Rs 599, 479 in it.
  const miraj = result(page, 'Miraj');
  await expect(miraj.getByText('10 ml tester')).toBeVisible();
  await expect(miraj.getByText('Rs. 479/-')).toBeVisible();
  await expect(miraj.getByText('Rs. 1,999/-')).toHaveCount(0);
  await expect(result(page, 'Ghazal').getByText('Rs. 649/-')).toBeVisible();

  await hydrated(page, 'SearchResults');
  await miraj.getByRole('button', { name: 'Add to Cart Miraj' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Miraj 10 ml').first()).toBeVisible();
});
