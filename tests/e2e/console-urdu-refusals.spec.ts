/**
 * A refusal in the Urdu console's sections is worded in Urdu, never the server's English sentence: the catalog's
 * Publish, on a shop with no deploy hook set up, on a 360 px phone.
 */
import { expect, test } from './support/test';
import { logInWithToken, theOwner } from './support/accounts';
import { latinWordsIn } from './support/urdu';

test.use({ viewport: { width: 360, height: 740 } });

test("the Urdu console says in Urdu that publishing is not set up, not the server's English", async ({ page }) => {
  await logInWithToken(page, theOwner().token);
  await page.goto('/ur/orders#catalog');
  await page.getByRole('button', { name: 'شائع کریں', exact: true }).click();
  await page.getByRole('button', { name: 'دکان شائع کریں' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(alert).toHaveText(
    'دکان کو شائع کرنے کا بندوبست ابھی نہیں ہوا۔ اسے جوڑنے کے لیے دکان بنانے والے سے کہیں۔',
  );
  expect(await latinWordsIn(alert, [])).toEqual([]);
});
