/**
 * The sale editor on a 360 px phone when the shop refuses a save. Another admin saved the sale first: the refusal
 * offers Reload, which reads the sale as they left it, says what they changed and keeps what was typed here, and the
 * next save goes through. In the Urdu console a refusal is said in Urdu beside the field it is about, never in the
 * server's English, and a sale that ends before it starts is stopped before anything is sent.
 */
import { expect, test } from './support/test';
import { openCatalog } from './support/catalog';
import { logInWithToken, theOwner } from './support/accounts';
import { csrfHeaders } from './support/csrf';

test.use({ viewport: { width: 360, height: 740 } });

const DAY = 24 * 60 * 60 * 1000;

test('a sale changed by someone else meanwhile is reloaded with what was typed kept, then saved', async ({ page }) => {
  const headers = { authorization: `Bearer ${theOwner().token}`, ...(await csrfHeaders(page.request)) };
  const name = `Azadi ${Date.now().toString(36)}`;
  // A sale a month away: no card's price changes for the other journeys on this shop.
  const made = await page.request.post('/api/admin/sales', {
    headers,
    data: {
      name,
      badge: 'AZADI',
      startsAt: new Date(Date.now() + 30 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 31 * DAY).toISOString(),
      items: [{ productId: 'khas', salePrice: 999 }],
    },
  });
  expect(made.status()).toBe(201);
  const { sale } = (await made.json()) as { sale: { _id: string; version: number } };
  try {
    const { catalog } = await openCatalog(page);
    await catalog.getByRole('button', { name: 'Sales' }).click();
    await catalog
      .getByRole('article', { name: new RegExp(name) })
      .getByRole('button', { name: 'Edit' })
      .click();
    const form = catalog.getByRole('form', { name: `Edit ${name}` });
    await form.getByLabel('Name', { exact: true }).fill(`${name} Typed`);

    const theirs = await page.request.patch(`/api/admin/sales/${sale._id}`, {
      headers,
      data: { version: sale.version, badge: 'AZADI 14' },
    });
    expect(theirs.ok()).toBe(true);
    await form.getByRole('button', { name: 'Save sale' }).click();
    await expect(form.getByRole('alert')).toHaveText('This sale was changed by someone else. Reload it and try again.');
    await form.getByRole('button', { name: 'Reload' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Someone else changed Badge on the cards. Your changes are still here: saving puts them over theirs.',
    );
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(`${name} Typed`);
    await form.getByRole('button', { name: 'Save sale' }).click();
    await expect(catalog.getByText(`${name} Typed saved.`)).toBeVisible();
  } finally {
    await page.request.delete(`/api/admin/sales/${sale._id}`, { headers, data: {} });
  }
});

test('the Urdu sale editor says a refusal in Urdu beside its field, and checks the dates itself', async ({ page }) => {
  await logInWithToken(page, theOwner().token);
  await page.goto('/ur/orders#catalog');
  await page.getByRole('button', { name: 'سیل', exact: true }).click();
  await page.getByRole('button', { name: 'نئی سیل' }).click();
  const form = page.getByRole('form', { name: 'نئی سیل' });
  await form.getByLabel('نام (انگریزی میں)').fill(`Azadi ${Date.now().toString(36)}`);
  await form.getByLabel('کارڈز پر بیج (انگریزی میں)').fill('AZADI');
  const local = (offsetMs: number) => new Date(Date.now() + offsetMs - new Date().getTimezoneOffset() * 60_000);
  const at = (offsetMs: number) => local(offsetMs).toISOString().slice(0, 16);
  await form.getByLabel('شروع').fill(at(31 * DAY));
  await form.getByLabel('ختم').fill(at(30 * DAY));
  await form.getByLabel('پرفیوم شامل کریں').fill('Khas');
  await form.getByRole('button', { name: 'تلاش کریں' }).click();
  await form.getByRole('button', { name: /^Khas شامل کریں/ }).click();
  const price = form.getByLabel('Khas کی سیل قیمت (روپے)');
  await price.fill('999999');

  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && sent.push(new URL(request.url()).pathname));
  await form.getByRole('button', { name: 'سیل شروع کریں' }).click();
  await expect(form.getByLabel('ختم')).toHaveAccessibleDescription('سیل شروع ہونے کے بعد ختم ہونی چاہیے۔');
  expect(sent).toEqual([]);

  await form.getByLabel('ختم').fill(at(32 * DAY));
  await form.getByRole('button', { name: 'سیل شروع کریں' }).click();
  await expect(price).toHaveAccessibleDescription('سیل قیمت اس پرفیوم کی اپنی قیمت سے کم ہونی چاہیے۔');
  await expect(price).toHaveValue('999999');
});
