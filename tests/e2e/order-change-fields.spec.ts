/**
 * The order change form's delivery details on a 360 px phone, in the English and the Urdu console: a required one
 * emptied or a phone that is not a mobile number is marked before anything is sent, and a refusal from the shop
 * naming one of them (an address longer than the shop keeps) is marked on that field, said beside it (and only there)
 * and focused.
 */
import { expect, test } from './support/test';
import { openAdminConsole, someShopper } from './support/accounts';
import { placeOrderViaApi } from './support/orders';
import { createProductViaApi } from './support/catalog';
import { openOrder } from './support/console-orders';

test.use({ viewport: { width: 360, height: 740 } });

const TOO_LONG = 'House 12, Street 4, Gulberg III, '.repeat(8);

test('the order change form marks a wrong delivery detail, its own or the shop’s refusal, in English and Urdu', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shopper = await someShopper(page.request);
  const surname = `Fields${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [['khas', 1]], {
    firstName: 'Hina',
    lastName: surname,
  });
  await openAdminConsole(page);
  await page.getByRole('searchbox', { name: 'Filter' }).fill(surname);
  await page.getByRole('button', { name: 'Filter Orders' }).click();
  const card = await openOrder(page, order.displayOrderId);
  await card.getByRole('button', { name: 'Change order' }).click();
  const form = card.getByRole('form', { name: `Change order ${order.displayOrderId}` });
  const save = form.getByRole('button', { name: 'Save changes' });

  const phone = form.getByRole('textbox', { name: 'Phone', exact: true });
  await phone.fill('123');
  await save.click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Phone is not valid: please check it');
  await expect(phone).toBeFocused();
  await phone.fill('0300-1234567');

  const address = form.getByRole('textbox', { name: 'Address' });
  await address.fill('   ');
  await save.click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription('Address is required');
  await expect(address).toBeFocused();

  // Only the shop knows how long an address it keeps: its refusal goes on the field it names.
  await address.fill(TOO_LONG);
  await save.click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/Address/);
  await expect(address).toBeFocused();
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  // Said once, beside the field: the card's alert does not repeat it.
  await expect(card.getByRole('alert')).toHaveCount(0);

  await page.goto('/ur/orders');
  await page.getByRole('searchbox', { name: 'چھانٹیں', exact: true }).fill(surname);
  await page.getByRole('button', { name: 'آرڈرز چھانٹیں', exact: true }).click();
  await page
    .getByRole('button', { name: new RegExp(order.displayOrderId) })
    .first()
    .click();
  await page.getByRole('button', { name: 'آرڈر بدلیں' }).click();
  const urdu = page.getByRole('form', { name: new RegExp(`${order.displayOrderId}.*بدلیں`) });
  const address2 = urdu.getByRole('textbox', { name: 'پتا' });
  await address2.fill(TOO_LONG);
  await urdu.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }).click();
  await expect(address2).toHaveAttribute('aria-invalid', 'true');
  // The Urdu console names the field the shop refused.
  await expect(address2).toHaveAccessibleDescription('براہِ کرم درست پتا لکھیں۔');
  await expect(address2).toBeFocused();
  const phone2 = urdu.getByRole('textbox', { name: 'فون', exact: true });
  await phone2.fill('123');
  await urdu.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }).click();
  await expect(phone2).toHaveAttribute('aria-invalid', 'true');
  await expect(phone2).toBeFocused();
});

test('the Urdu order change form says in Urdu that an order keeps one perfume, and names one too few are left of', async ({
  page,
}) => {
  const owner = await openAdminConsole(page);
  const name = `Naya Phal ${Date.now().toString(36)}`;
  const perfume = await createProductViaApi(page.request, owner.token, { name, stock: 1 });
  const shopper = await someShopper(page.request);
  const surname = `Lines${Date.now().toString(36)}`;
  const order = await placeOrderViaApi(page.request, shopper.token, [[perfume._id, 1]], {
    firstName: 'Hina',
    lastName: surname,
  });
  await page.goto('/ur/orders');
  await page.getByRole('searchbox', { name: 'چھانٹیں', exact: true }).fill(surname);
  await page.getByRole('button', { name: 'آرڈرز چھانٹیں', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^آرڈر ${order.displayOrderId}`) }).click();
  const card = page.getByRole('article', { name: `آرڈر ${order.displayOrderId}` });
  await card.getByRole('button', { name: 'آرڈر بدلیں' }).click();
  const form = card.getByRole('form', { name: new RegExp(`${order.displayOrderId}.*بدلیں`) });
  const quantity = form.getByRole('spinbutton', { name: `${name} کی تعداد` });
  const save = form.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' });

  await quantity.fill('0');
  await save.click();
  await expect(quantity).toHaveAccessibleDescription(
    'آرڈر میں کم از کم ایک پرفیوم ہونا چاہیے۔ سب نکالنے ہوں تو آرڈر منسوخ کریں۔',
  );

  // The one bottle there was is this order's: a second is refused, naming the perfume.
  await quantity.fill('2');
  await save.click();
  await expect(card.getByRole('alert')).toContainText(`معذرت، \u2066${name}\u2069 کا اسٹاک ختم ہو گیا ہے۔`);
});
