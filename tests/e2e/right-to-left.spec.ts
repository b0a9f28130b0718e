/**
 * An Urdu page at 360 px is the English one mirrored: the floating chat button sits where a line ends (the left in
 * Urdu, clear of where every Urdu line starts with its label or price), and the search box's rounded corners are
 * its outer ends, the field's at the line's start and the button's at its end.
 */
import { expect, test, type Locator } from './support/test';

test.use({ viewport: { width: 360, height: 740 } });

/** The element's four corner radii in px, the physical ones the browser draws: top left, top right, and so on. */
const corners = (element: Locator) =>
  element.evaluate((e) => {
    const style = getComputedStyle(e);
    return {
      topLeft: parseFloat(style.borderTopLeftRadius),
      topRight: parseFloat(style.borderTopRightRadius),
      bottomLeft: parseFloat(style.borderBottomLeftRadius),
      bottomRight: parseFloat(style.borderBottomRightRadius),
    };
  });

for (const words of [
  {
    lang: 'en',
    path: '/home',
    chat: 'Chat with us on WhatsApp',
    search: 'Perfumes and this page',
    field: 'Search perfumes',
    submit: 'Search',
  },
  {
    lang: 'ur',
    path: '/ur/home',
    chat: 'واٹس ایپ پر ہم سے بات کریں',
    search: 'پرفیوم اور یہ صفحہ',
    field: 'پرفیوم تلاش کریں',
    submit: 'تلاش',
  },
]) {
  test(`in ${words.lang}, the chat button and the search box's corners sit at the ends of a line`, async ({ page }) => {
    await page.goto(words.path);
    const rtl = words.lang === 'ur';

    // At the end of a line: the right edge in English, the left in Urdu.
    const chat = (await page.getByRole('link', { name: words.chat, includeHidden: true }).boundingBox())!;
    const middle = chat.x + chat.width / 2;
    expect(rtl ? middle < 360 / 2 : middle > 360 / 2).toBe(true);
    expect(rtl ? chat.x : 360 - chat.x - chat.width).toBeLessThanOrEqual(16);

    const search = page.getByRole('search', { name: words.search }).first();
    const field = await corners(search.getByRole('combobox', { name: words.field }));
    const button = await corners(search.getByRole('button', { name: words.submit }));
    // The field is rounded where the line starts, square where the button meets it; the button the other way.
    const [start, end] = rtl ? (['Right', 'Left'] as const) : (['Left', 'Right'] as const);
    expect(field[`top${start}`]).toBeGreaterThan(0);
    expect(field[`bottom${start}`]).toBeGreaterThan(0);
    expect([field[`top${end}`], field[`bottom${end}`]]).toEqual([0, 0]);
    expect(button[`top${end}`]).toBeGreaterThan(0);
    expect(button[`bottom${end}`]).toBeGreaterThan(0);
    expect([button[`top${start}`], button[`bottom${start}`]]).toEqual([0, 0]);
  });
}

test('the breadcrumb arrow points the way the trail reads: a mirrored ›, drawn ‹ right to left', async ({ page }) => {
  const arrow = async (path: string) => {
    await page.goto(path);
    const second = page
      .getByRole('navigation', { name: /^(Breadcrumb|آپ یہاں ہیں)$/ })
      .getByRole('listitem')
      .nth(1);
    return second.evaluate((item) => ({
      content: getComputedStyle(item, '::before').content,
      direction: getComputedStyle(item).direction,
    }));
  };
  // U+203A is mirrored by the Unicode bidi rules: the browser draws it ‹ in a right-to-left line. A ‹ there would
  // be mirrored too, and point back to the start of the trail.
  expect(await arrow('/perfumes/chambeli')).toEqual({ content: '"›"', direction: 'ltr' });
  expect(await arrow('/ur/perfumes/chambeli')).toEqual({ content: '"›"', direction: 'rtl' });
});
