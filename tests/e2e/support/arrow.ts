/**
 * Which way an arrow drawn as a glyph ('‹', '›') points on the screen, read from its pixels as a person sees it: the
 * text the button holds may be turned round by the browser in a right-to-left page. A chevron's point is its narrow
 * end: its ink spans fewer rows at the side it points to than at its open side.
 */
import type { Locator } from '@playwright/test';

export async function arrowPointsTo(arrow: Locator): Promise<'left' | 'right'> {
  const png = (await arrow.screenshot()).toString('base64');
  const probe = await arrow.page().context().newPage();
  try {
    return await probe.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data: pixels, width, height } = context.getImageData(0, 0, image.width, image.height);
      // Ink: the glyph's dark pixels, leaving out the button's pale borders at its sides.
      const inked: [number, number][] = [];
      for (let y = 0; y < height; y++)
        for (let x = 4; x < width - 4; x++) {
          const at = (y * width + x) * 4;
          if (pixels[at]! + pixels[at + 1]! + pixels[at + 2]! < 450) inked.push([x, y]);
        }
      const xs = inked.map(([x]) => x);
      const [left, right] = [Math.min(...xs), Math.max(...xs)];
      const quarter = (right - left) / 4;
      const rowsSpanned = (from: number, to: number) => {
        const ys = inked.filter(([x]) => x >= from && x <= to).map(([, y]) => y);
        return Math.max(...ys) - Math.min(...ys);
      };
      return rowsSpanned(left, left + quarter) < rowsSpanned(right - quarter, right) ? 'left' : 'right';
    }, png);
  } finally {
    await probe.close();
  }
}
