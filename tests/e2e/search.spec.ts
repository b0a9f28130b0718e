import { expect, test, type Page } from './support/test';
import { PRODUCTS } from '#schema/catalog/products';
import { theOwner } from './support/accounts';
import { changeProductViaApi, createProductViaApi } from './support/catalog';
import { hydrated } from './support/hydration';
import { sidewaysOverflow } from './support/sideways';

/** The search box, hydrated: it hydrates when the shopper first reaches for it. */
async function searchBox(page: Page, lang: 'en' | 'ur' = 'en') {
  const box = page.getByRole('combobox', { name: lang === 'ur' ? 'پرفیوم تلاش کریں' : 'Search perfumes' });
  await box.focus();
  await hydrated(page, 'SearchBox');
  return box;
}

const oudPerfumes = PRODUCTS.filter((p) => p.scentType === 'oud' || /\boud/i.test(p.name)).length;

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the suggestions float under the box and over the page, each a finger's width tall", async ({ page }) => {
    // Their style is a sheet of its own, which the box asks for once its script runs: no page carries it.
    await page.goto('/home');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    await (await searchBox(page)).pressSequentially('oud');
    const suggestions = page.getByRole('listbox', { name: 'Suggested perfumes' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await expect(suggestions).toHaveCSS('position', 'absolute');
    expect((await suggestions.getByRole('option').first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await heading.boundingBox()).toEqual(before);
  });

  test("the first letters typed bring suggestions, when they are a word such as 'a' or 'ki' too", async ({ page }) => {
    await page.goto('/home');
    const box = await searchBox(page);
    const suggestions = page.getByRole('listbox', { name: 'Suggested perfumes' });
    for (const [letters, name] of [
      ['an', "Angel's Kiss"],
      ['ki', 'Kinnow'],
      ['u', null],
    ] as const) {
      await box.fill('');
      let typed = '';
      for (const letter of letters) {
        await box.press(letter);
        typed += letter;
        // The suggestions of these letters, not of the ones before: their See all names them.
        await expect(suggestions.getByRole('option', { name: /^See all/ })).toHaveText(
          new RegExp(`^See all \\d+ perfumes? for “${typed}”$`),
        );
      }
      if (name) await expect(suggestions.getByRole('option', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
  });

  test('"khushbu", "perfume" or "سینٹ" alone lists every perfume; names run together and slips are forgiven', async ({
    page,
  }) => {
    for (const word of ['khushbu', 'perfume', 'سینٹ']) {
      await page.goto(`/search?q=${encodeURIComponent(word)}`);
      const status = page.getByRole('status').filter({ hasText: 'match' });
      await expect(status).toHaveText(new RegExp(`^\\d+ perfumes match “${word}”`));
      // Every perfume not archived: other journeys of this run add and archive some.
      const listed = Number(/^\d+/.exec((await status.textContent())!)![0]);
      expect(listed).toBeGreaterThan(PRODUCTS.length / 2);
      // The first page of them, in name order.
      const results = page.getByRole('listitem').filter({ has: page.getByRole('heading') });
      await expect(results.first()).toBeVisible();
      expect(await results.count()).toBeGreaterThan(10);
    }
    for (const [typed, name] of [
      ['bluemist', 'Blue Mist'],
      ['sandle', 'Sandal Noir'],
    ]) {
      await page.goto(`/search?q=${typed}`);
      await expect(page.getByRole('heading', { name }).first()).toBeVisible();
    }
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

for (const [device, viewport] of [
  ['a 360 px phone', { width: 360, height: 740 }],
  ['a laptop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('the search box suggests perfumes as the shopper types, in their own words, from the keyboard', async ({
      page,
    }) => {
      await page.goto('/home');
      const box = await searchBox(page);
      const suggestions = page.getByRole('listbox', { name: 'Suggested perfumes' });
      await box.pressSequentially('GULAB');
      await expect(suggestions.getByRole('option', { name: /^Gulab/ })).toBeVisible();
      await expect(suggestions.getByRole('option', { name: /^Taif Rose Veil/ })).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const count = await suggestions.getByRole('option').count();
      await expect(page.getByText(/^\d+ perfumes? match(es)?\.$/)).toHaveText(/perfume/);

      await box.press('ArrowDown');
      const first = suggestions.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await box.press('ArrowUp');
      const seeAll = suggestions.getByRole('option').nth(count - 1);
      await expect(seeAll).toHaveText(/^See all \d+ perfumes? for “GULAB”$/);
      await expect(seeAll).toHaveAttribute('aria-selected', 'true');

      await box.press('Escape');
      await expect(suggestions).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.press('Escape');
      await expect(box).toHaveValue('');

      // Still typing chameli (jasmine).
      await box.pressSequentially('chame');
      await expect(suggestions.getByRole('option', { name: /^Jasmine Nights in Old Lahore/ })).toBeVisible();
      await expect(suggestions.getByRole('option').last()).toHaveText(/for “chame”$/);
      await box.press('ArrowUp');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=chame$/);
    });

    test('/search lists every match whatever the case and accents, each linked to its page', async ({ page }) => {
      await page.goto('/search?q=%C3%96UD');
      await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
        `${oudPerfumes} perfumes match “ÖUD”`,
      );
      const results = page.getByRole('listitem').filter({ has: page.getByRole('heading') });
      await expect(results).toHaveCount(oudPerfumes);
      const blackOud = results.filter({ has: page.getByRole('heading', { name: 'Black Oud' }) });
      await expect(blackOud.getByRole('link', { name: 'Black Oud' })).toHaveAttribute('href', '/perfumes/black-oud');
      await expect(blackOud.getByRole('button', { name: 'Add to Cart Black Oud' })).toBeEnabled();

      await page.goto('/search?q=xylophone');
      await expect(page.getByRole('status').filter({ hasText: 'xylophone' })).toHaveText(
        /^No perfume matches “xylophone”/,
      );
      await expect(page.getByRole('main').getByRole('link', { name: 'Perfume Oils (Whole Sale)' })).toHaveCount(0);
    });

    test('/search finds the attars by any spelling, and points to the perfume oils', async ({ page }) => {
      for (const word of ['attar', 'itr']) {
        await page.goto(`/search?q=${word}`);
        await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
          new RegExp(`^\\d+ perfumes match “${word}”`),
        );
        await expect(page.getByRole('heading', { name: 'Oud Shahi' })).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: 'Perfume Oils (Whole Sale)' })).toHaveAttribute(
          'href',
          '/whole-sale',
        );
      }
    });

    test('Enter searches the page first, then the catalog', async ({ page }) => {
      await page.goto('/home');
      const box = await searchBox(page);
      await box.fill('what our customers say');
      await box.press('Enter');
      await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeInViewport();
      await expect(page).toHaveURL(/\/home$/);

      // Kohsar is not on the home page, but the catalog has it.
      await box.fill('kohsar');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=kohsar$/);
      await expect(page.getByRole('heading', { name: 'Kohsar' })).toBeVisible();
    });
  });
}

test.describe('in Urdu script on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('گلاب, چنبیلی, عود and عطر find what gulab, chameli, oud and attar find', async ({ page }) => {
    const status = page.getByRole('status').filter({ hasText: 'match' });
    await page.goto('/search?q=gulab');
    const gulab = await status.textContent();
    await page.goto('/home');
    const box = await searchBox(page);
    const suggestions = page.getByRole('listbox', { name: 'Suggested perfumes' });
    await box.pressSequentially('گلاب');
    await expect(suggestions.getByRole('option', { name: /^Gulab/ })).toBeVisible();
    await expect(suggestions.getByRole('option', { name: /^Taif Rose Veil/ })).toBeVisible();
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('گلاب')}`);
    await expect(status).toHaveText(gulab!.replace('gulab', 'گلاب'));
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.goto(`/search?q=${encodeURIComponent('چنبیلی')}`);
    await expect(page.getByRole('heading', { name: 'Jasmine Nights in Old Lahore' })).toBeVisible();

    await page.goto(`/search?q=${encodeURIComponent('عود')}`);
    await expect(status).toHaveText(`${oudPerfumes} perfumes match “عود”`);

    await page.goto(`/search?q=${encodeURIComponent('عطر')}`);
    await expect(page.getByRole('heading', { name: 'Oud Shahi' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Perfume Oils (Whole Sale)' })).toHaveAttribute(
      'href',
      '/whole-sale',
    );

    // Oil itself (تیل), and a plural (گلابوں, roses), are read as the words the search knows.
    await page.goto(`/ur/search?q=${encodeURIComponent('تیل')}`);
    await expect(page.getByRole('main').getByRole('link', { name: 'عطر (ہول سیل)' })).toHaveAttribute(
      'href',
      '/ur/whole-sale',
    );
    await page.goto(`/search?q=${encodeURIComponent('گلابوں')}`);
    await expect(status).toHaveText(gulab!.replace('gulab', 'گلابوں'));
  });
});

test('a pointer picks a suggestion', async ({ page }) => {
  await page.goto('/woody-perfumes');
  const box = await searchBox(page);
  await box.pressSequentially('tobacco');
  await page.getByRole('option', { name: /^See all/ }).click();
  await expect(page).toHaveURL(/\/search\?q=tobacco$/);
  await expect(page.getByRole('heading', { name: 'Tobacco Teak' })).toBeVisible();
});

test('the search knows a perfume added and renamed since the build, with no request per keystroke', async ({
  page,
}) => {
  const { token } = theOwner();
  const name = `Waqar ${Date.now().toString(36)}`;
  const added = await createProductViaApi(page.request, token, {
    name,
    notes: { top: ['Saffron'], heart: ['Rose'], base: ['Oud'] },
  });

  await page.setViewportSize({ width: 360, height: 740 });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/search-index/')) asked.push(pathname);
  });
  await page.goto('/home');
  const box = await searchBox(page);
  await box.pressSequentially('waqar');
  const suggestions = page.getByRole('listbox', { name: 'Suggested perfumes' });
  await expect(suggestions.getByRole('option', { name: new RegExp(`^${name}`) })).toBeVisible();
  // The manifest, the words under w and the perfumes' file: once each, however many letters were typed.
  expect(asked.filter((path) => path.endsWith('/manifest.json'))).toHaveLength(1);
  expect(asked.filter((path) => path.endsWith('/words-w.json'))).toHaveLength(1);
  expect(new Set(asked).size).toBe(asked.length);

  await suggestions.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/perfumes/${added.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const renamed = `Zohra ${Date.now().toString(36)}`;
  await changeProductViaApi(page.request, token, added._id, { version: added.version, name: renamed });
  await page.goto(`/search?q=${encodeURIComponent(renamed)}`);
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(`No perfume matches “${name}”.`, { exact: false })).toBeVisible();
  // No Urdu spelling of the new name is written anywhere: typed in Urdu script, it is found by its sound.
  await page.goto(`/ur/search?q=${encodeURIComponent('زہرہ')}`);
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  await page.goto('/ur/home');
  await (await searchBox(page, 'ur')).pressSequentially('زہرہ');
  await expect(page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${renamed}`) })).toBeVisible();
  // One perfume found is seen as one, not as "all 1".
  await expect(page.getByRole('listbox').getByRole('option').last()).toHaveText('“زہرہ” سے ملتا پرفیوم دیکھیں');
});
