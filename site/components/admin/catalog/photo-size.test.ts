import { describe, expect, it } from 'vitest';
import { LARGE_SIDE, previewPlacement, scaledSize, THUMBNAIL_SIDE } from './photo-size';

describe('scaledSize', () => {
  it('brings a camera photo’s long side down to the size, keeping its shape', () => {
    expect(scaledSize(4032, 3024, LARGE_SIDE)).toEqual({ width: 1200, height: 900 });
    expect(scaledSize(3024, 4032, LARGE_SIDE)).toEqual({ width: 900, height: 1200 });
    expect(scaledSize(4032, 3024, THUMBNAIL_SIDE)).toEqual({ width: 400, height: 300 });
  });

  it('rounds to whole pixels', () => {
    expect(scaledSize(4000, 2250, THUMBNAIL_SIDE)).toEqual({ width: 400, height: 225 });
    expect(scaledSize(3001, 2000, LARGE_SIDE)).toEqual({ width: 1200, height: 800 });
  });

  it('never enlarges a photo already small enough', () => {
    expect(scaledSize(800, 600, LARGE_SIDE)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(1200, 1200, LARGE_SIDE)).toEqual({ width: 1200, height: 1200 });
  });

  it('keeps at least one pixel of a very thin photo', () => {
    expect(scaledSize(10_000, 3, THUMBNAIL_SIDE)).toEqual({ width: 400, height: 1 });
  });
});

describe('previewPlacement', () => {
  it('fits the whole photo in 1200x630, in the middle', () => {
    expect(previewPlacement(3024, 4032)).toEqual({ width: 473, height: 630, x: 364, y: 0 });
    expect(previewPlacement(4000, 1000)).toEqual({ width: 1200, height: 300, x: 0, y: 165 });
    expect(previewPlacement(1200, 630)).toEqual({ width: 1200, height: 630, x: 0, y: 0 });
  });

  it('enlarges a small photo to the preview’s height', () => {
    expect(previewPlacement(300, 300)).toEqual({ width: 630, height: 630, x: 285, y: 0 });
  });
});
