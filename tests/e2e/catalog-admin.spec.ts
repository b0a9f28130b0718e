import { expect, test, type Page } from './support/test';
import { MAX_DESCRIPTION, MAX_NAME } from '#schema/catalog/limits';
import { openCatalog, PHOTO } from './support/catalog';

test.use({ viewport: { width: 412, height: 915 } });

/** The sum of the page's layout shifts so far that no input caused, as Cumulative Layout Shift counts them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

test('the owner adds a perfume with a photo, reprices and restocks it, and shoppers see it until it is archived', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Zafar ${Date.now().toString(36)}`;
  const { catalog } = await openCatalog(page);
  await catalog.getByRole('button', { name: 'Add a perfume' }).click();
  const form = catalog.getByRole('form', { name: 'New perfume' });
  // The boxes take as long a name and description as the shop keeps, not shorter ones of their own.
  const longestName = name.padEnd(MAX_NAME, ' Oud');
  await form.getByLabel('Name').fill(longestName);
  await expect(form.getByLabel('Name')).toHaveValue(longestName);
  await form.getByLabel('Name').fill(name);
  const longest = 'Cedar and smoke for winter evenings.'.padEnd(MAX_DESCRIPTION, ' Oud and amber.');
  await form.getByLabel('Description').fill(longest);
  await expect(form.getByLabel('Description')).toHaveValue(longest);
  await form.getByLabel('Description').fill('Cedar and smoke for winter evenings.');
  await form.getByLabel('Top notes').fill('Bergamot, Pink Pepper');
  await form.getByLabel('Heart notes').fill('Cedar');
  await form.getByLabel('Base notes').fill('Oud, Smoke');
  await form.getByLabel('Price (Rs)').fill('2500');
  await form.getByLabel('Scent type').selectOption('woody');
  await form.getByRole('checkbox', { name: 'Men', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Winter' }).check();

  // The 1600 x 1200 camera JPEG goes up as WebP at 1200 px, then its 400 px thumbnail.
  const large = page.waitForRequest(
    (request) => request.url().endsWith('/api/admin/images') && request.method() === 'POST',
  );
  const thumbnail = page.waitForRequest((request) => request.url().includes('/api/admin/images?thumbnailOf='));
  const preview = page.waitForRequest((request) => request.url().includes('/api/admin/images?previewOf='));
  await form.getByLabel('Add photos').setInputFiles(PHOTO);
  expect((await large).headers()['content-type']).toBe('image/webp');
  expect((await thumbnail).headers()['content-type']).toBe('image/webp');
  expect((await preview).headers()['content-type']).toBe('image/jpeg');
  const photo = form.getByRole('img', { name: 'Photo 1, the main one' });
  await expect(photo).toBeVisible();
  const src = (await photo.getAttribute('src'))!;
  expect(src).toMatch(/^\/media\/[0-9a-f]{64}-thumb\.webp$/);
  const sizes = await page.evaluate(async (thumb) => {
    const load = async (url: string) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    };
    return { large: await load(thumb.replace('-thumb.webp', '.webp')), thumbnail: await load(thumb) };
  }, src);
  expect(sizes).toEqual({ large: [1200, 900], thumbnail: [400, 300] });

  await form.getByRole('button', { name: 'Add perfume' }).click();
  await expect(catalog.getByText('Perfume added.')).toBeVisible();
  const edit = catalog.getByRole('form', { name: `Edit ${name}` });
  await edit.getByLabel('Price (Rs)').fill('2200');
  await edit.getByLabel('Price before the sale (Rs)').fill('2500');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(catalog.getByText('Changes saved.')).toBeVisible();

  const stock = catalog.getByRole('form', { name: 'Adjust stock' });
  await stock.getByLabel('Quantity').fill('12');
  await stock.getByLabel('Reason').selectOption({ label: 'Restock' });
  await stock.getByLabel('Note (optional)').fill('First delivery from Lahore');
  await stock.getByRole('button', { name: 'Add to stock' }).click();
  await expect(stock.getByText('Stock is now 12.')).toBeVisible();
  const ledger = catalog.getByRole('list', { name: 'Stock history' });
  await expect(ledger.getByRole('listitem').first()).toContainText('+12 Restock, stock after: 12');
  await expect(ledger.getByRole('listitem').first()).toContainText('First delivery from Lahore');

  // A shopper's phone, without a rebuild: the new perfume joins the end of the grid, the built cards stay put.
  const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await shopper.goto('/woody-perfumes');
  const card = shopper.getByRole('listitem').filter({ has: shopper.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Rs. 2,200/-')).toBeVisible();
  await expect(card.getByText('Rs. 2,500/-')).toBeVisible();
  // A price before, without a named sale: struck through, and no sale's badge.
  await expect(card.getByText('EID SALE')).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Add to Cart ${name}` })).toBeEnabled();
  // The photo sits in a link beside the name's, so it has no name of its own.
  await expect(card.locator('img')).toHaveAttribute(
    'src',
    new RegExp(src.slice('/media/'.length, -'-thumb.webp'.length)),
  );
  expect(await layoutShift(shopper)).toBe(0);

  // Its card links to its page, which the Worker fills from D1 until the next publish writes it.
  await card.getByRole('link', { name }).click();
  await expect(shopper).toHaveURL(/\/perfumes\/zafar-[a-z0-9]+$/);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  const offer = shopper.locator('.offer');
  await expect(offer.getByText('Rs. 2,200/-')).toBeVisible();
  await expect(offer.getByText('Rs. 2,500/-')).toBeVisible();
  await expect(offer.getByText('EID SALE')).toHaveCount(0);
  await expect(offer.getByText('In stock')).toBeVisible();
  await expect(shopper.getByText('Bergamot, Pink Pepper')).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Woody Perfumes' }).first()).toBeVisible();
  await expect(shopper.getByRole('button', { name: `Add to Cart ${name}` })).toBeEnabled();
  await expect(shopper.getByRole('button', { name: /^Zoom in/ })).toBeVisible();
  await expect(shopper.locator('.gallery-main img')).toHaveAttribute('src', new RegExp(src.slice(7, -11)));
  // Its link preview is the 1200x630 JPEG the console made from the photo when it was uploaded.
  const og = await shopper.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(og!).pathname).toBe(src.replace('-thumb.webp', '-preview.jpg'));
  const previewImage = await shopper.request.get(new URL(og!).pathname);
  expect(previewImage.headers()['content-type']).toBe('image/jpeg');
  const previewSize = await shopper.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, new URL(og!).pathname);
  expect(previewSize).toEqual([1200, 630]);
  await shopper.goBack();

  // Sold, not 'on sale': the console's Sales are something else.
  await expect(catalog.getByRole('heading', { name: 'Sold in the shop' })).toBeVisible();
  await catalog.getByRole('button', { name: 'Archive' }).click();
  await expect(catalog.getByText('Archived: shoppers no longer see it.')).toBeVisible();
  await expect(async () => {
    await shopper.reload();
    await expect(shopper.getByRole('heading', { name: 'Rawayat' })).toBeVisible();
    await expect(shopper.getByRole('heading', { name })).toHaveCount(0);
  }).toPass({ timeout: 15_000 });

  await catalog.getByRole('button', { name: '← Back to products' }).click();
  await catalog.getByLabel('Show').selectOption('Archived');
  await catalog.getByRole('button', { name: 'Show perfumes' }).click();
  await expect(catalog.getByRole('list', { name: 'Archived perfumes' }).getByRole('heading', { name })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the perfume list's first view says it shows every perfume in the shop, in a sale or not, in both languages", async ({
    page,
  }) => {
    const { catalog } = await openCatalog(page);
    const show = catalog.getByLabel('Show');
    await expect(show.locator('option:checked')).toHaveText('All in the shop');
    // Aab-e-Hayat is in no sale, and listed.
    await expect(
      catalog.getByRole('list', { name: 'Perfumes' }).getByRole('article', { name: 'Aab-e-Hayat' }),
    ).toBeVisible();
    expect(await show.locator('option').allTextContents()).not.toContainEqual(expect.stringMatching(/sale/i));

    await page.goto('/ur/orders#catalog');
    const urdu = page.getByRole('region', { name: 'کیٹلاگ' });
    await expect(urdu.getByLabel('دکھائیں').locator('option:checked')).toHaveText('دکان میں سب');
  });
});
