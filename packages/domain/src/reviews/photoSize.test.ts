import { describe, expect, it } from 'vitest';
import { needsResize, resizedPhotoSize } from './photoSize.ts';

describe('the size a review photo is sent at', () => {
  it.each([
    ['a 4000×3000 landscape photo', { width: 4000, height: 3000 }, { width: 960, height: 720 }],
    ['a 6000×3376 (16:9) photo', { width: 6000, height: 3376 }, { width: 1280, height: 720 }],
    ['a 3000×4000 portrait photo', { width: 3000, height: 4000 }, { width: 720, height: 960 }],
    ['a 4032×4032 square photo', { width: 4032, height: 4032 }, { width: 720, height: 720 }],
    ['a 5000×1000 panorama', { width: 5000, height: 1000 }, { width: 1280, height: 256 }],
    ['a 1000×600 photo (already small): never upscaled', { width: 1000, height: 600 }, { width: 1000, height: 600 }],
    ['a 1280×720 photo', { width: 1280, height: 720 }, { width: 1280, height: 720 }],
    ['a 20000×2 sliver', { width: 20000, height: 2 }, { width: 1280, height: 1 }],
  ])('sends %s at %o', (_name, photo, size) => {
    expect(resizedPhotoSize(photo)).toEqual(size);
  });

  it.each([
    [{ width: 4000, height: 3000 }, true],
    [{ width: 1280, height: 720 }, false],
    [{ width: 720, height: 1280 }, false],
    [{ width: 640, height: 480 }, false],
  ])('says whether %o must be made smaller: %s', (photo, must) => {
    expect(needsResize(photo)).toBe(must);
  });
});
