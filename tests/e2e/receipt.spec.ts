/** The receipt names the shop and says what happens next, on a 360 px phone and on paper. */
import { expect, test } from './support/test';
import { CONFIRMATION_TIME, DELIVERY_TIME, SHOP } from '#schema/shop';
import { newShopper } from './support/accounts';
import { placeOrderViaApi } from './support/orders';

test.use({ viewport: { width: 360, height: 740 } });

test('the receipt names the shop, formats phones and says what happens next, in print too', async ({ page }) => {
  const { token } = await newShopper(page);
  const order = await placeOrderViaApi(page.request, token, [['deodar', 2]], {
    firstName: 'Bilal',
    lastName: 'Raza',
    phone: '+92 321 7654321',
  });
  await page.goto(`/order-confirmation/${order._id}`);
  const receipt = page.getByRole('article', { name: 'Thank you for your order!' });

  const shop = receipt.getByRole('region', { name: 'The shop' });
  await expect(shop).toContainText(SHOP.name);
  await expect(shop).toContainText(`${SHOP.address}, ${SHOP.city}`);
  await expect(shop.getByRole('link', { name: SHOP.phone, exact: true })).toHaveAttribute(
    'href',
    `tel:${SHOP.phone.replace(/-/g, '')}`,
  );
  await expect(shop.getByRole('link', { name: 'WhatsApp 0300-1234567' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${SHOP.whatsapp}\\?text=.*${order.displayOrderId}`),
  );
  await expect(receipt).toContainText('Phone: 0321-7654321');

  const next = receipt.getByRole('region', { name: 'What happens next' });
  await expect(next).toContainText(
    `Within ${CONFIRMATION_TIME} we call you or message you on WhatsApp at 0321-7654321`,
  );
  await expect(next).toContainText(`Delivery takes ${DELIVERY_TIME}`);
  await expect(next).toContainText(`Keep Rs ${order.totalPrice.toLocaleString('en-US')} ready in cash`);

  await page.emulateMedia({ media: 'print' });
  await expect(shop).toBeVisible();
  await expect(next).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeHidden();
  // One order on one sheet: nothing hidden around the receipt spills onto a second, blank page.
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});
