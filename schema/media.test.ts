import { describe, expect, it } from 'vitest';
import { thumbnailKey, thumbnailUrl } from './media';

const hash = 'a'.repeat(64);

describe('thumbnails of photos', () => {
  it('keeps a thumbnail beside each uploaded photo, always WebP', () => {
    expect(thumbnailKey(`${hash}.jpg`)).toBe(`${hash}-thumb.webp`);
    expect(thumbnailUrl(`/media/${hash}.png`)).toBe(`/media/${hash}-thumb.webp`);
    expect(thumbnailUrl(`/media/${hash}.webp`)).toBe(`/media/${hash}-thumb.webp`);
  });

  it('leaves the seed artwork and anything else not uploaded as it is', () => {
    expect(thumbnailUrl('/images/products/miraj.svg')).toBe('/images/products/miraj.svg');
    expect(thumbnailUrl('/media/not-a-key.jpg')).toBe('/media/not-a-key.jpg');
    expect(thumbnailUrl(`/media/${hash}-thumb.webp`)).toBe(`/media/${hash}-thumb.webp`);
  });
});
