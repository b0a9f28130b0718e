import { describe, expect, it } from 'vitest';
import { islandStyleInHead } from './island-styles';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('the islands’ style', () => {
  it('moves from the body to the end of the head', () => {
    const html = `<html><head><title>x</title></head><body><footer>${STYLE}<script>1</script><astro-island></astro-island></footer></body></html>`;
    expect(islandStyleInHead(html)).toBe(
      `<html><head><title>x</title>${STYLE}</head><body><footer><script>1</script><astro-island></astro-island></footer></body></html>`,
    );
  });

  it('leaves a page without islands, or with the style already in the head, as it was', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(islandStyleInHead(plain)).toBe(plain);
    const done = `<html><head>${STYLE}</head><body><astro-island></astro-island></body></html>`;
    expect(islandStyleInHead(done)).toBe(done);
  });
});
