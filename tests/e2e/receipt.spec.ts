/** The receipt names the shop and says what happens next, on a 360 px phone and on paper. */
import { expect, test } from './support/test';
import { CONFIRMATION_TIME, DELIVERY_TIME, SHOP } from '#schema/shop';
import { newShopper } from './support/accounts';
import { placeOrderViaApi } from './support/orders';
import { sidewaysOverflow } from './support/sideways';

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

test('a receipt of long lines fits a 360 px phone in English and Urdu: names and prices each wrap', async ({
  page,
}) => {
  const { token } = await newShopper(page);
  const lines: Array<[string, number]> = [
    ['chambeli', 3],
    ['oud-noor', 2],
    ['orange-blossom-of-sargodha-groves', 2],
  ];
  const order = await placeOrderViaApi(page.request, token, lines, { firstName: 'Sana', lastName: 'Iqbal' });
  for (const [prefix, title, price, each] of [
    ['', 'Thank you for your order!', 'Price', '(Rs 1,399 each)'],
    ['/ur', 'آپ کے آرڈر کا شکریہ!', 'قیمت', '(فی بوتل Rs 1,399)'],
  ] as const) {
    await page.goto(`${prefix}/order-confirmation/${order._id}`);
    const receipt = page.getByRole('article', { name: title });
    const items = receipt.getByRole('table');
    await expect(items.getByRole('row', { name: /^Chambeli/ })).toContainText(each);
    expect(await sidewaysOverflow(page)).toBe(0);
    // The table stays inside its card, and the Price column is whole on the screen, not cut off at its edge.
    const card = (await receipt.boundingBox())!;
    const table = (await items.boundingBox())!;
    expect(table.x).toBeGreaterThanOrEqual(card.x);
    expect(table.x + table.width).toBeLessThanOrEqual(card.x + card.width);
    const column = (await items.getByRole('columnheader', { name: price }).boundingBox())!;
    expect(column.x).toBeGreaterThanOrEqual(0);
    expect(column.x + column.width).toBeLessThanOrEqual(360);
  }
});

test('a receipt of a long email and an unbroken address fits a 360 px phone in English and Urdu', async ({ page }) => {
  const { token } = await newShopper(page);
  const email = 'muhammad.abdulrehman.siddiqui.official1987@gmail.com';
  const address = 'House#1234-B,StreetNo.45,BlockC,GulshanIqbal,NearMasjidTooba,Karachi';
  const order = await placeOrderViaApi(page.request, token, [['deodar', 1]], {
    firstName: 'Abdul',
    lastName: 'Siddiqui',
    email,
    address,
  });
  for (const [prefix, title, customer, shipping] of [
    ['', 'Thank you for your order!', 'Customer', 'Shipping address'],
    ['/ur', 'آپ کے آرڈر کا شکریہ!', 'خریدار', 'ڈیلیوری کا پتا'],
  ] as const) {
    await page.goto(`${prefix}/order-confirmation/${order._id}`);
    const receipt = page.getByRole('article', { name: title });
    await expect(receipt.getByRole('region', { name: customer })).toContainText(email);
    await expect(receipt.getByRole('region', { name: shipping })).toContainText(address);
    expect(await sidewaysOverflow(page)).toBe(0);
  }
});

test('the receipt shows the landmark, the delivery notes and the province given at checkout, in English and Urdu', async ({
  page,
}) => {
  const { token } = await newShopper(page);
  const order = await placeOrderViaApi(page.request, token, [['deodar', 1]], {
    firstName: 'Ayesha',
    lastName: 'Malik',
    city: 'Sahiwal',
    province: 'Punjab',
    landmark: 'Opposite the Jamia Masjid',
    deliveryNotes: 'Call before coming',
  });
  for (const [prefix, shipping, landmark, notes, province] of [
    ['', 'Shipping address', 'Landmark: ', 'Delivery notes: ', 'Punjab'],
    ['/ur', 'ڈیلیوری کا پتا', 'قریبی نشانی: ', 'ڈیلیوری کے لیے ہدایات: ', 'پنجاب'],
  ] as const) {
    await page.goto(`${prefix}/order-confirmation/${order._id}`);
    const address = page.getByRole('region', { name: shipping });
    await expect(address).toContainText(province);
    await expect(address).toContainText(`${landmark}Opposite the Jamia Masjid`);
    await expect(address).toContainText(`${notes}Call before coming`);
    expect(await sidewaysOverflow(page)).toBe(0);
  }

  // Only when given: a receipt without them names neither.
  const plain = await placeOrderViaApi(page.request, token, [['deodar', 1]], { firstName: 'Omar', lastName: 'Aziz' });
  await page.goto(`/order-confirmation/${plain._id}`);
  const address = page.getByRole('region', { name: 'Shipping address' });
  await expect(address).toContainText('Lahore');
  await expect(address).not.toContainText('Landmark');
  await expect(address).not.toContainText('Delivery notes');
});
