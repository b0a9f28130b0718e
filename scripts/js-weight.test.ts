import { describe, expect, it } from 'vitest';
import { scriptsOf } from './js-weight';

describe('scriptsOf', () => {
  it('counts module scripts and islands that hydrate by themselves before any interaction', () => {
    const html = `<script type="module" src="/_astro/page.js"></script>
      <astro-island uid="a" component-url="/_astro/Grid.js" renderer-url="/_astro/client.js" ssr client="idle">
      <astro-island uid="b" component-url="/_astro/Footer.js" renderer-url="/_astro/client.js" ssr client="visible">
      <astro-island uid="c" component-url="/_astro/Search.js" renderer-url="/_astro/client.js" ssr client="interaction">
      <script>inline()</script>`;
    expect(scriptsOf(html)).toEqual({
      before: ['/_astro/page.js', '/_astro/Grid.js', '/_astro/client.js', '/_astro/Footer.js', '/_astro/client.js'],
      onReach: ['/_astro/Search.js', '/_astro/client.js'],
    });
  });

  it('counts the module scripts a page starts after its first paint', () => {
    const html = `<script type="application/json" id="page-modules">["/_astro/Header.js","/_astro/Carousel.js"]</script>`;
    expect(scriptsOf(html).before).toEqual(['/_astro/Header.js', '/_astro/Carousel.js']);
  });
});
