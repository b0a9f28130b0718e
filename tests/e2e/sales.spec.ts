/**
 * A named sale from the owner's phone: made in the console's Catalog, its badge and price are on a shopper's card
 * at once (no publish), and ending it takes them off.
 */
import { expect, test } from './support/test';
import { openCatalog } from './support/catalog';
import { theOwner } from './support/accounts';
import { addToCartViaApi, shopperWithCart } from './support/cart';
import { csrfHeaders } from './support/csrf';
import { hydrated } from './support/hydration';
import { requestsSent } from './support/requests-sent';
import { sidewaysOverflow } from './support/sideways';

const PHONE = { width: 412, height: 915 };
const local = (offsetMs: number) => {
  const d = new Date(Date.now() + offsetMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test.use({ viewport: PHONE });

test("a named sale's badge and price are on the card while it runs, and gone once it is ended", async ({
  page,
  browser,
}) => {
  const { admin, catalog } = await openCatalog(page);
  await catalog.getByRole('button', { name: 'Sales' }).click();
  await expect(catalog.getByRole('article', { name: /Eid Sale/ })).toContainText('Running until');
  await catalog.getByRole('button', { name: 'New sale' }).click();

  const form = catalog.getByRole('form', { name: 'New sale' });
  await form.getByLabel('Name', { exact: true }).fill('Independence Day Sale');
  await form.getByLabel('Name in Urdu (optional)').fill('یومِ آزادی سیل');
  await form.getByLabel('Badge on the cards').fill('14 AUGUST');
  await form.getByLabel('Starts').fill(local(-60 * 60 * 1000));
  await form.getByLabel('Ends').fill(local(24 * 60 * 60 * 1000));
  await form.getByLabel('Add a perfume').fill('Khas');
  await form.getByRole('button', { name: 'Find' }).click();
  await form.getByRole('button', { name: /^Add Khas/ }).click();
  await form.getByLabel('Sale price of Khas (Rs)').fill('999');
  await form.getByRole('button', { name: 'Start the sale' }).click();
  await expect(catalog.getByText('Independence Day Sale saved.')).toBeVisible();
  const sale = catalog.getByRole('article', { name: /Independence Day Sale/ });
  await expect(sale).toContainText('Running until');

  const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await shopper.goto('/woody-perfumes');
  const card = shopper
    .getByRole('listitem')
    .filter({ has: shopper.getByRole('heading', { name: 'Khas', exact: true }) });
  await expect(card.getByText('14 AUGUST')).toBeVisible();
  await expect(card.getByText('Rs. 999/-')).toBeVisible();
  // The Urdu page's card shows the sale's Urdu name as its badge, never the English one.
  const urdu = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await urdu.goto('/ur/woody-perfumes');
  const urduCard = urdu.getByRole('listitem').filter({ has: urdu.getByRole('heading', { name: 'Khas', exact: true }) });
  await expect(urduCard.locator('.sale-badge')).toHaveText('یومِ آزادی سیل');
  await expect(urdu.getByText('14 AUGUST')).toHaveCount(0);
  await urdu.close();

  // A double tap ends it once: the second tap finds the button waiting, not a sale whose version has moved. Nor
  // does a tap just after, where End now stood, delete the sale through the Delete button drawn in its place.
  const changes = requestsSent(page, 'PATCH', '/api/admin/sales/');
  const deletions = requestsSent(page, 'DELETE', '/api/admin/sales/');
  await sale.getByRole('button', { name: 'End now' }).dblclick();
  await expect(catalog.getByText('Independence Day Sale has ended')).toBeVisible();
  const remove = sale.getByRole('button', { name: 'Delete Independence Day Sale' });
  await remove.waitFor();
  const where = (await remove.boundingBox())!;
  await page.mouse.click(where.x + where.width / 2, where.y + where.height / 2);
  await expect(remove).toBeEnabled();
  await expect(sale).toBeVisible();
  expect(deletions).toHaveLength(0);
  await expect(catalog.getByRole('alert')).toHaveCount(0);
  expect(changes).toHaveLength(1);
  await shopper.reload();
  await expect(card.getByRole('button', { name: 'Add to Cart Khas' })).toBeEnabled();
  await expect(card.getByText('14 AUGUST')).toHaveCount(0);
  await expect(card.getByText('Rs. 999/-')).toHaveCount(0);

  // Changed by another owner since this list was read, the ended sale is not deleted unseen: the list shows it as it
  // now is, and the next tap deletes that.
  const asOwner = { authorization: `Bearer ${admin.token}`, ...(await csrfHeaders(page.request)) };
  const { sales } = (await (await page.request.get('/api/admin/sales', { headers: asOwner })).json()) as {
    sales: { _id: string; name: string; version: number }[];
  };
  const ended = sales.find((one) => one.name === 'Independence Day Sale')!;
  const rebadged = await page.request.patch(`/api/admin/sales/${ended._id}`, {
    headers: asOwner,
    data: { version: ended.version, badge: 'AZADI' },
  });
  expect(rebadged.status()).toBe(200);
  await sale.getByRole('button', { name: 'Delete Independence Day Sale' }).click();
  await expect(catalog.getByRole('alert')).toContainText('changed by someone else');
  await expect(sale).toContainText('AZADI');
  await sale.getByRole('button', { name: 'Delete Independence Day Sale' }).click();
  await expect(catalog.getByText('Independence Day Sale deleted.')).toBeVisible();
  await expect(sale).toHaveCount(0);
});

test('the sale form shows each refusal beside the input it is about', async ({ page }) => {
  const { catalog } = await openCatalog(page);
  await catalog.getByRole('button', { name: 'Sales' }).click();
  await catalog.getByRole('button', { name: 'New sale' }).click();
  const form = catalog.getByRole('form', { name: 'New sale' });
  await form.getByLabel('Name', { exact: true }).fill('White Friday');
  await form.getByLabel('Badge on the cards').fill('WHITE FRIDAY');
  await form.getByLabel('Starts').fill(local(60 * 60 * 1000));
  await form.getByLabel('Ends').fill(local(48 * 60 * 60 * 1000));
  await form.getByLabel('Add a perfume').fill('Khas');
  await form.getByRole('button', { name: 'Find' }).click();
  await form.getByRole('button', { name: /^Add Khas/ }).click();
  const price = form.getByLabel('Sale price of Khas (Rs)');
  await price.fill('99999');
  await form.getByRole('button', { name: 'Start the sale' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription(/^The sale price of Khas must be below its price, Rs [\d,]+\.$/);
  await expect(form.getByRole('list', { name: 'Perfumes in the sale' }).getByRole('listitem')).toContainText(
    'must be below its price',
  );

  await price.fill('999');
  await form.getByLabel('Ends').fill(local(-60 * 60 * 1000));
  await form.getByRole('button', { name: 'Start the sale' }).click();
  const ends = form.getByLabel('Ends');
  await expect(ends).toHaveAccessibleDescription('The sale must end after it starts.');
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the home page's sale keeps the name most of its perfumes are sold under when one is in a sale of its own", async ({
    page,
  }) => {
    const owner = theOwner();
    const asOwner = async () => ({ authorization: `Bearer ${owner.token}`, ...(await csrfHeaders(page.request)) });
    const hour = 60 * 60 * 1000;
    const made = await page.request.post('/api/admin/sales', {
      headers: await asOwner(),
      data: {
        name: 'Flash Friday',
        badge: 'FLASH',
        startsAt: new Date(Date.now() - hour).toISOString(),
        endsAt: new Date(Date.now() + hour).toISOString(),
        items: [{ productId: 'blue-mist', salePrice: 999 }],
      },
    });
    expect(made.status()).toBe(201);
    const sale = ((await made.json()) as { sale: { _id: string } }).sale;
    try {
      await page.waitForTimeout(1_100); // the API's listing cache is at most a second old
      await page.goto('/home');
      const section = page.locator('#eid-sale');
      await section.scrollIntoViewIfNeeded();
      await hydrated(page, 'SaleProducts');
      const blueMist = section
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Blue Mist', exact: true }) });
      await expect(blueMist).toContainText('FLASH');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Eid Sale');
    } finally {
      await page.request.delete(`/api/admin/sales/${sale._id}`, { headers: await asOwner() });
    }
  });

  test('a cart filled during a sale says, once it has ended, what the perfume costs now and cost then', async ({
    page,
  }) => {
    const owner = theOwner();
    const asOwner = async () => ({
      authorization: `Bearer ${owner.token}`,
      ...(await csrfHeaders(page.request)),
    });
    const priceOf = async (slug: string) =>
      ((await (await page.request.get(`/api/products/${slug}`)).json()) as { product: { price: number } }).product
        .price;
    const price = await priceOf('khas');
    const deodarPrice = await priceOf('deodar');
    const hour = 60 * 60 * 1000;
    // Basant Sale has an Urdu name; Flash Friday has none, so an Urdu page says سیل of it.
    const start = async (name: string, nameUr: string | undefined, productId: string, salePrice: number) => {
      const made = await page.request.post('/api/admin/sales', {
        headers: await asOwner(),
        data: {
          name,
          ...(nameUr ? { nameUr } : {}),
          badge: name.toUpperCase(),
          startsAt: new Date(Date.now() - hour).toISOString(),
          endsAt: new Date(Date.now() + hour).toISOString(),
          items: [{ productId, salePrice }],
        },
      });
      expect(made.status()).toBe(201);
      return ((await made.json()) as { sale: { _id: string; version: number } }).sale;
    };
    const sales = [
      await start('Basant Sale', 'بسنت سیل', 'khas', price - 400),
      await start('Flash Friday', undefined, 'deodar', deodarPrice - 300),
    ];
    try {
      const { token } = await shopperWithCart(page, 'khas');
      await addToCartViaApi(page, token, 'deodar');
      for (const sale of sales) {
        const ended = await page.request.patch(`/api/admin/sales/${sale._id}`, {
          headers: await asOwner(),
          data: {
            version: sale.version,
            startsAt: new Date(Date.now() - hour).toISOString(),
            endsAt: new Date(Date.now() - 1000).toISOString(),
          },
        });
        expect(ended.status()).toBe(200);
      }

      const money = (rupees: number) => `Rs ${rupees.toLocaleString('en-PK')}`;
      const lineOf = (name: string) =>
        page
          .getByRole('region', { name: /^(Cart items|کارٹ کی چیزیں)$/ })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await page.goto('/cart');
      await expect(lineOf('Khas')).toContainText(
        `The Basant Sale on Khas has ended; its price is now ${money(price)} (it was ${money(price - 400)} when you added it).`,
      );
      await expect(lineOf('Deodar')).toContainText('The Flash Friday on Deodar has ended');
      expect(await sidewaysOverflow(page)).toBe(0);

      // The Urdu cart names the sale by its Urdu name, or says سیل: never the English name. As drawn before React
      // loads, and again once it has.
      await page.goto('/ur/cart');
      const saidInUrdu = async () => {
        await expect(lineOf('Khas')).toContainText('Khas پر بسنت سیل ختم ہو گئی ہے');
        await expect(lineOf('Deodar')).toContainText('Deodar پر سیل ختم ہو گئی ہے');
        await expect(page.locator('main')).not.toContainText(/Basant Sale|Flash Friday/);
      };
      await saidInUrdu();
      await hydrated(page, 'CartPage');
      await saidInUrdu();
      expect(await sidewaysOverflow(page)).toBe(0);
    } finally {
      for (const sale of sales) await page.request.delete(`/api/admin/sales/${sale._id}`, { headers: await asOwner() });
    }
  });
});

test("the seed's Eid sale shows as عید سیل on an Urdu category page, its English name nowhere", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/ur/male-perfumes');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Blue Mist', exact: true }) });
  await expect(card.locator('.sale-badge')).toHaveText('عید سیل');
  await expect(page.locator('main')).not.toContainText(/EID SALE|Eid Sale/i);
  expect(await sidewaysOverflow(page)).toBe(0);
});
