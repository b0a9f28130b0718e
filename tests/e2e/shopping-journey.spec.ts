import { expect, test } from './support/test';
import { newShopper } from './support/accounts';
import { fillDelivery, orderCount } from './support/cart';
import { hydrated } from './support/hydration';

test('a shopper adds a perfume, changes the quantity, checks out and finds the order', async ({ page }) => {
  const user = await newShopper(page);
  const { token } = user;

  await page.goto('/woody-perfumes');
  // The product grid is an island hydrated when the browser is idle; a click before that does nothing.
  await hydrated(page, 'CategoryProducts');
  await page.getByRole('button', { name: 'Add to Cart Rawayat' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();

  await expect(page.getByRole('button', { name: 'Decrease quantity of Rawayat' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity of Rawayat' }).click();
  await expect(page.getByRole('status', { name: 'Quantity of Rawayat' })).toHaveText('2');
  await expect(page.getByRole('complementary', { name: 'Cart summary' })).toContainText('Rs 3,198');
  await page.getByRole('button', { name: 'Buy it Now' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Rawayat');
  await expect(summary).toContainText('Rs 3,398');
  await expect(page.getByRole('group', { name: 'Shipping Cost' })).toContainText('Standard deliveryRs 200.00');
  await fillDelivery(page, '0300-12345');
  await page.getByLabel('City', { exact: true }).focus();
  await expect(page.getByText('Please enter a valid 11-digit phone number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete order' })).toBeDisabled();
  // The required phone comes before the optional one, and takes the number as autofill writes it.
  await expect(page.getByRole('textbox', { name: /phone/i }).first()).toHaveAccessibleName('Phone');
  await page.getByLabel('Phone', { exact: true }).fill('+92 300 1234567');
  await expect(page.getByText('Please enter a valid 11-digit phone number')).toBeHidden();
  await page.getByRole('button', { name: 'Complete order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/[\w-]{22}$/);
  const receipt = page.getByRole('article', { name: 'Thank you for your order!' });
  await expect(receipt).toContainText(/FS-1\d{4}/);
  await expect(receipt).toContainText('Cash on Delivery');
  await expect(receipt).toContainText('Pending');
  await expect(receipt.getByRole('row', { name: /Total/ })).toContainText('Rs 3,398');
  await expect(receipt).toContainText('Ayesha Malik');
  for (const detail of [user.email, 'Phone: 0300-1234567', '14 Canal View Road', 'Lahore', 'Pakistan', '50ml'])
    await expect(receipt).toContainText(detail);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' }).first()).toBeVisible();
  const displayId = (await receipt.getByText(/FS-1\d{4}/).textContent())!.trim();

  await page.goto('/my-orders');
  await expect(page.getByRole('link', { name: `Order ${displayId}` })).toBeVisible();
  await expect(page.getByText('Total Rs 3,398')).toBeVisible();
  expect(await orderCount(page, token)).toBe(1);
});
