/**
 * An order's card in the Urdu console says its sizes and where it goes in Urdu, on a 360 px phone, as the Urdu receipt
 * and the card's WhatsApp text do: '50 ملی لیٹر', and the city, province and country by their Urdu names after the
 * shopper's own address, with the Urdu comma. The English card keeps them in English.
 */
import { expect, test } from './support/test';
import { logInWithToken, someShopper, theOwner } from './support/accounts';
import { placeOrderViaApi } from './support/orders';
import { findOrderIn } from './support/console-orders';

test.use({ viewport: { width: 360, height: 740 } });

test('the Urdu order card says the size and the city, province and country in Urdu', async ({ page }) => {
  const shopper = await someShopper(page.request);
  const surname = `Card${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Ayesha',
    lastName: surname,
    address: 'مکان 12، گلی 4، ماڈل ٹاؤن',
    city: 'Lahore',
    province: 'Punjab',
  });
  await logInWithToken(page, theOwner().token);

  const card = await findOrderIn(page, 'ur', surname, order.displayOrderId);
  await expect(card.getByRole('row', { name: /^Khas/ }).getByRole('cell').nth(1)).toHaveText('50 ملی لیٹر');
  await expect(card.getByRole('definition').filter({ hasText: 'مکان 12' })).toHaveText(
    'مکان 12، گلی 4، ماڈل ٹاؤن، لاہور، پنجاب، پاکستان',
  );

  const englishCard = await findOrderIn(page, 'en', surname, order.displayOrderId);
  await expect(englishCard.getByRole('row', { name: /^Khas/ }).getByRole('cell').nth(1)).toHaveText('50ml');
  await expect(englishCard.getByRole('definition').filter({ hasText: 'مکان 12' })).toHaveText(
    'مکان 12، گلی 4، ماڈل ٹاؤن, Lahore, Punjab, Pakistan',
  );
});
