/**
 * A perfume the owner archives and then restores, as a shopper who opened its page in between sees it: sent to its
 * scent type's page while archived, and its own page again once restored, in the same browser.
 */
import { expect, test } from './support/test';
import { theOwner } from './support/accounts';
import { changeProductViaApi, createProductViaApi } from './support/catalog';

test.use({ viewport: { width: 360, height: 740 } });

test('a perfume archived and then restored shows its page again to a shopper who opened it meanwhile', async ({
  page,
}) => {
  const { token } = theOwner();
  const name = `Wapas ${Date.now().toString(36)}`;
  const made = await createProductViaApi(page.request, token, { name });
  const archived = await changeProductViaApi(page.request, token, made._id, { version: made.version, archived: true });

  await page.goto(`/perfumes/${made.slug}`);
  await expect(page).toHaveURL(/\/fruity-perfumes$/);

  await changeProductViaApi(page.request, token, made._id, { version: archived.version, archived: false });
  await page.goto(`/perfumes/${made.slug}`);
  await expect(page).toHaveURL(new RegExp(`/perfumes/${made.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
