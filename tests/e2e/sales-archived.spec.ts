/**
 * A perfume archived while in a running sale, on the owner's phone: the list of sales counts it apart from the
 * perfumes on sale, the sale's editor says on its line that it is no longer sold (English and Urdu console), the
 * sale's other changes save with it still in, and the owner can take it out.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInWithToken, theOwner } from './support/accounts';
import { changeProductViaApi, createProductViaApi } from './support/catalog';
import { csrfHeaders } from './support/csrf';
import { sidewaysOverflow } from './support/sideways';

test.use({ viewport: { width: 412, height: 915 } });

const HOUR = 60 * 60 * 1000;

/** A running sale of two new perfumes, the second archived since. */
async function saleWithArchived(page: Page) {
  const { token } = theOwner();
  const stamp = Date.now().toString(36);
  const kept = await createProductViaApi(page.request, token, { name: `Sabza ${stamp}`, price: 3000 });
  const gone = await createProductViaApi(page.request, token, { name: `Khizan ${stamp}`, price: 2000 });
  const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(page.request)) };
  const made = await page.request.post('/api/admin/sales', {
    headers,
    data: {
      name: `Basant ${stamp}`,
      badge: 'BASANT',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      items: [
        { productId: kept._id, salePrice: 2500 },
        { productId: gone._id, salePrice: 1500 },
      ],
    },
  });
  expect(made.status()).toBe(201);
  const sale = ((await made.json()) as { sale: { _id: string; name: string } }).sale;
  await changeProductViaApi(page.request, token, gone._id, { version: gone.version, archived: true });
  await logInWithToken(page, token);
  const remove = async () => {
    await page.request.delete(`/api/admin/sales/${sale._id}`, {
      headers: { authorization: `Bearer ${token}`, ...(await csrfHeaders(page.request)) },
    });
  };
  return { sale, kept, gone, remove };
}

test('the sale editor says a perfume is no longer sold, saves the sale with it, and takes it out', async ({ page }) => {
  const { sale, kept, gone, remove } = await saleWithArchived(page);
  try {
    await page.goto('/orders#catalog');
    const catalog = page.getByRole('region', { name: 'Catalog' });
    await catalog.getByRole('button', { name: 'Sales', exact: true }).click();
    const row = catalog.getByRole('article', { name: new RegExp(sale.name) });
    await expect(row).toContainText('1 perfume · 1 no longer sold');

    await row.getByRole('button', { name: `Edit ${sale.name}` }).click();
    const form = catalog.getByRole('form', { name: `Edit ${sale.name}` });
    const line = form.getByRole('list', { name: 'Perfumes in the sale' }).getByRole('listitem').filter({
      hasText: gone.name,
    });
    await expect(line).toContainText('No longer sold: it is archived, so shoppers do not see it.');
    await expect(line).toContainText('Rs 1,500');
    await expect(form.getByLabel(`Sale price of ${gone.name} (Rs)`)).toHaveCount(0);
    await expect(line.getByRole('button', { name: `Remove ${gone.name}` })).toHaveAccessibleDescription(
      /^No longer sold/,
    );
    expect(await sidewaysOverflow(page)).toBe(0);

    // The sale's other changes save with the archived perfume still in it.
    await form.getByLabel(`Sale price of ${kept.name} (Rs)`).fill('2400');
    await form.getByRole('button', { name: 'Save sale' }).click();
    await expect(catalog.getByText(`${sale.name} saved.`)).toBeVisible();
    await expect(row).toContainText('1 perfume · 1 no longer sold');

    // Taken out, the sale no longer counts it.
    await row.getByRole('button', { name: `Edit ${sale.name}` }).click();
    await form.getByRole('button', { name: `Remove ${gone.name}` }).click();
    await expect(form.getByText(gone.name)).toHaveCount(0);
    await form.getByRole('button', { name: 'Save sale' }).click();
    await expect(catalog.getByText(`${sale.name} saved.`)).toBeVisible();
    await expect(row).toContainText('1 perfume');
    await expect(row).not.toContainText('no longer sold');
  } finally {
    await remove();
  }
});

test('the Urdu sale editor says in Urdu that a perfume is no longer sold, and saves the sale with it', async ({
  page,
}) => {
  const { sale, gone, remove } = await saleWithArchived(page);
  try {
    await page.goto('/ur/orders#catalog');
    const catalog = page.getByRole('region', { name: 'کیٹلاگ' });
    await catalog.getByRole('button', { name: 'سیل', exact: true }).click();
    const row = catalog.getByRole('article', { name: new RegExp(sale.name) });
    await expect(row).toContainText('اب نہیں بکتے');

    await row.getByRole('button', { name: `بدلیں ${sale.name}` }).click();
    const form = catalog.getByRole('form', { name: `${sale.name} بدلیں` });
    const line = form.getByRole('list', { name: 'سیل میں شامل پرفیوم' }).getByRole('listitem').filter({
      hasText: gone.name,
    });
    await expect(line).toContainText('اب نہیں بکتا: یہ آرکائیو ہے، اس لیے خریدار اسے نہیں دیکھتے۔');
    await expect(line.getByRole('button', { name: `ہٹائیں ${gone.name}` })).toHaveAccessibleDescription(
      /^اب نہیں بکتا/,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    await form.getByRole('button', { name: 'سیل محفوظ کریں' }).click();
    await expect(catalog.getByText(`${sale.name} محفوظ ہو گئی۔`)).toBeVisible();
    await expect(catalog.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  } finally {
    await remove();
  }
});
