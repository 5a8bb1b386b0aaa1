import { describe, expect, it } from 'vitest';
import type { TrackHeaderLocation } from './TrackHeader.tsx';
import { trackHeaderSlides, wrapIndex } from './trackHeaderSlides.ts';

const base: TrackHeaderLocation = {
  title: 'Mueller Hut',
  type: 'Hut',
  is_closed: false,
  locations: [],
  regions: [],
  image: null,
  image_alt: null,
  gallery: [],
  photo_credit: null,
};
const photo = (n: number, title: string | null = `Photo ${n}`) => ({
  lg: `https://example.nz/${n}-lg.jpg`,
  sm: `https://example.nz/${n}-sm.jpg`,
  title,
  credit: `Credit ${n}`,
});

describe('trackHeaderSlides', () => {
  it.each([
    ['no image and no gallery: none', base, []],
    [
      'the header image alone, with its alt text and credit',
      { ...base, image: 'https://example.nz/h.jpg', image_alt: 'The hut', photo_credit: 'DOC' },
      [{ src: 'https://example.nz/h.jpg', alt: 'The hut', credit: 'DOC' }],
    ],
    [
      'a header image without alt text: named after the location',
      { ...base, image: 'https://example.nz/h.jpg' },
      [{ src: 'https://example.nz/h.jpg', alt: 'Mueller Hut', credit: null }],
    ],
    [
      'a header image and one gallery photo: the header image',
      { ...base, image: 'https://example.nz/h.jpg', gallery: [photo(1)] },
      [{ src: 'https://example.nz/h.jpg', alt: 'Mueller Hut', credit: null }],
    ],
    [
      'one gallery photo and no header image: that photo',
      { ...base, gallery: [photo(1, null)] },
      [{ src: 'https://example.nz/1-lg.jpg', alt: 'Mueller Hut', credit: 'Credit 1' }],
    ],
    [
      'two gallery photos: the gallery, large size',
      { ...base, image: 'https://example.nz/h.jpg', gallery: [photo(1), photo(2)] },
      [
        { src: 'https://example.nz/1-lg.jpg', alt: 'Photo 1', credit: 'Credit 1' },
        { src: 'https://example.nz/2-lg.jpg', alt: 'Photo 2', credit: 'Credit 2' },
      ],
    ],
  ])('%s', (_scenario, location, expected) => {
    expect(trackHeaderSlides(location)).toEqual(expected);
  });
});

describe('wrapIndex', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 0],
    [-1, 3, 2],
  ])('position %i of %i photos shows photo %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});
