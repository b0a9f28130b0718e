import { describe, expect, it } from 'vitest';
import { islandStyleInHead } from './island-styles';

/** The move works on the page's bytes, as Astro writes them. */
const moved = (html: string) => new TextDecoder().decode(islandStyleInHead(new TextEncoder().encode(html)));

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('the islands’ style', () => {
  it('moves from the body to the end of the head', () => {
    const html = `<html><head><title>x</title></head><body><footer>${STYLE}<p>ہمیشہ</p>${STYLE}<script>1</script><astro-island></astro-island></footer></body></html>`;
    expect(moved(html)).toBe(
      `<html><head><title>x</title>${STYLE}</head><body><footer><p>ہمیشہ</p><script>1</script><astro-island></astro-island></footer></body></html>`,
    );
  });

  it('leaves a page without islands, or with the style already in the head, as it was', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(moved(plain)).toBe(plain);
    const done = `<html><head>${STYLE}</head><body><astro-island></astro-island></body></html>`;
    expect(moved(done)).toBe(done);
  });
});
