import { describe, expect, it } from 'vitest';
import { photoSources } from './photos';
import { concentrationLabel, stockText } from './stock-state';

describe('stockText', () => {
  it('says sold out, only N left at or below the low-stock level, else in stock', () => {
    expect(stockText(false, null)).toBe('Sold out');
    expect(stockText(true, 3)).toBe('Only 3 left');
    expect(stockText(true, null)).toBe('In stock');
  });
});

describe('concentrationLabel', () => {
  it('capitalises every word but de', () => {
    expect(concentrationLabel('eau de parfum')).toBe('Eau de Parfum');
    expect(concentrationLabel('attar')).toBe('Attar');
  });
});

describe('photoSources', () => {
  const key = 'a'.repeat(64);
  it("offers an upload's thumbnail and large size, and the seed's artwork as it is", () => {
    expect(photoSources(`/media/${key}.jpg`)).toEqual({
      src: `/media/${key}.jpg`,
      srcset: `/media/${key}-thumb.webp 400w, /media/${key}.jpg 1200w`,
    });
    expect(photoSources('/images/products/miraj.svg')).toEqual({ src: '/images/products/miraj.svg' });
  });
});

describe('escapeXml', () => {
  it('escapes markup and drops what XML cannot hold, which would stop sharp and the publish', async () => {
    const { escapeXml } = await import('./link-preview');
    expect(escapeXml('Rose & <Oud> "1" \'2\'')).toBe('Rose &amp; &lt;Oud&gt; &quot;1&quot; &apos;2&apos;');
    expect(escapeXml('Legacy \uFFFF\uFFFE\u0001 Oud \uD800𝒪')).toBe('Legacy  Oud 𝒪');
  });
});
