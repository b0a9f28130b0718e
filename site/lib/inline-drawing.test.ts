import { describe, expect, it } from 'vitest';
import { inlinedIfDrawing, svgDataUrl } from './inline-drawing';

describe('svgDataUrl', () => {
  it('escapes what a URL cannot carry and turns double quotes into single ones', () => {
    expect(svgDataUrl('<svg fill="#fff">\n  <title>50% off</title>\n</svg>\n')).toBe(
      "data:image/svg+xml,%3Csvg%20fill='%23fff'%3E%20%3Ctitle%3E50%25%20off%3C/title%3E%20%3C/svg%3E",
    );
  });

  it('gives back the same drawing once the URL is decoded', () => {
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#bc7a4e" opacity=".3"/></svg>`;
    const url = svgDataUrl(drawing);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(drawing.replace(/"/g, "'"));
  });
});

describe('inlinedIfDrawing', () => {
  it("inlines the shop's drawings and leaves uploaded photos as addresses", () => {
    expect(inlinedIfDrawing('/images/banners/male-perfumes.svg')).toMatch(
      /^data:image\/svg\+xml,%3Csvg%20.*%3Ctitle%3EMen%3C\/title%3E/,
    );
    expect(inlinedIfDrawing('/media/3f9a.webp')).toBe('/media/3f9a.webp');
  });
});
