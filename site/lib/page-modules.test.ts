import { describe, expect, it } from 'vitest';
import { modulesAfterPaint, pageModulesBlock } from './page-modules';

/** The step works on the page's bytes, as Astro writes them. */
const stepped = (html: string) => new TextDecoder().decode(modulesAfterPaint(new TextEncoder().encode(html)));

const module = (src: string) => `<script type="module" src="${src}"></script>`;

describe('a page’s module scripts', () => {
  it('move, in their order, into one data block where the first stood', () => {
    const page = `<head><script>held()</script></head><body><header>گلاب</header>${module('/_astro/Header.js')}<main></main>${module('/_astro/Carousel.js')}</body>`;
    expect(stepped(page)).toBe(
      `<head><script>held()</script></head><body><header>گلاب</header>${pageModulesBlock(['/_astro/Header.js', '/_astro/Carousel.js'])}<main></main></body>`,
    );
  });

  it('leave a page without any untouched', () => {
    const page = '<body><script>inline()</script><script type="application/ld+json">{}</script></body>';
    expect(stepped(page)).toBe(page);
  });
});
