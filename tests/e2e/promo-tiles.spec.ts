/**
 * The home page's three promo tiles at 360 px, in English and in Urdu: each tile's name and where it leads are the
 * page's own text, in its language, laid over the tile's drawing, which carries no words of its own.
 */
import { expect, test } from './support/test';

test.use({ viewport: { width: 360, height: 740 } });

for (const words of [
  {
    lang: 'en',
    path: '/home',
    region: 'Attars, tester kits and gifts',
    tiles: [
      ['Attars', 'Shop perfume oils →'],
      ['Tester Kit', 'Ask for a tester kit →'],
      ['Gift Items', 'Browse party and gift perfumes →'],
    ] as [string, string][],
  },
  {
    lang: 'ur',
    path: '/ur/home',
    region: 'عطر، ٹیسٹر کٹ اور تحفے',
    tiles: [
      ['عطر', 'عطر خریدیں ←'],
      ['ٹیسٹر کٹ', 'ٹیسٹر کٹ منگوائیں ←'],
      ['تحفے', 'تقریبات اور تحفوں کے پرفیوم دیکھیں ←'],
    ] as [string, string][],
  },
]) {
  test(`in ${words.lang}, each promo tile's words are text over its drawing`, async ({ page, request }) => {
    await page.goto(words.path);
    const promos = page.getByRole('region', { name: words.region });
    for (const [title, line] of words.tiles) {
      const tile = promos.getByRole('link', { name: `${title} ${line}`, exact: true });
      await tile.scrollIntoViewIfNeeded();
      // Both are text, each whole inside the drawing's box, once the page has laid the tile out: measured again
      // until it has, since the section is drawn as it nears the screen and its words may move for a moment after.
      await expect(async () => {
        const art = (await tile.locator('img').boundingBox())!;
        for (const part of [title, line]) {
          const text = tile.getByText(part, { exact: true });
          await expect(text).toBeVisible();
          const box = (await text.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(art.x);
          expect(box.x + box.width).toBeLessThanOrEqual(art.x + art.width);
          expect(box.y).toBeGreaterThanOrEqual(art.y);
          expect(box.y + box.height).toBeLessThanOrEqual(art.y + art.height);
        }
      }).toPass({ timeout: 5_000 });
      // The drawing itself says nothing: its words would be English on the Urdu page.
      const drawing = await request.get((await tile.locator('img').getAttribute('src'))!);
      expect(await drawing.text()).not.toContain('<text');
    }
  });
}
