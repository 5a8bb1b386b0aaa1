import { describe, expect, it } from 'vitest';
import {
  boundsForView,
  clampBounds,
  clickAction,
  continuousLng,
  flyToZoomFor,
  mapLayerVisibility,
  mapMaxBounds,
  NZ_BOUNDS,
} from './mapRules.ts';

describe('mapLayerVisibility', () => {
  it.each([
    [5, false, { regionCircles: true, clusters: false, trackLines: false }],
    [7.9, false, { regionCircles: true, clusters: false, trackLines: false }],
    [8, false, { regionCircles: false, clusters: true, trackLines: false }],
    [10, false, { regionCircles: false, clusters: true, trackLines: true }],
    [3, true, { regionCircles: false, clusters: true, trackLines: false }],
    [12, true, { regionCircles: false, clusters: true, trackLines: true }],
  ])('at zoom %d with results shown=%s draws %o', (zoom, showingResults, expected) => {
    expect(mapLayerVisibility(zoom, showingResults)).toEqual(expected);
  });
});

describe('clickAction', () => {
  it('opens popups from zoom 10 and zooms in below it', () => {
    expect(clickAction(9.99)).toBe('zoom-in');
    expect(clickAction(10)).toBe('popup');
  });
});

describe('flyToZoomFor', () => {
  it('flies to zoom 13 for huts and campsites only', () => {
    expect(flyToZoomFor('Hut')).toBe(13);
    expect(flyToZoomFor('Campsite')).toBe(13);
    expect(flyToZoomFor('Track')).toBeNull();
  });
});

describe('clampBounds', () => {
  it('keeps a view of the whole world inside New Zealand', () => {
    expect(
      clampBounds([
        [-180, -85],
        [180, 85],
      ]),
    ).toEqual([
      [165, -49],
      [180, -33],
    ]);
  });

  it('leaves bounds inside New Zealand alone', () => {
    const otago: [[number, number], [number, number]] = [
      [168.1, -45.9],
      [170.9, -44.2],
    ];
    expect(clampBounds(otago)).toEqual(otago);
  });
});

describe('mapMaxBounds', () => {
  it('bounds the map to New Zealand as the spec does: lng 165 to 180, lat -49 to -33', () => {
    expect(mapMaxBounds(null)).toEqual([
      [165, -49],
      [180, -33],
    ]);
  });

  it.each([
    ['Stewart Island (Rakiura Track)', { lng: 168.1, lat: -46.9 }],
    ['Cape Reinga', { lng: 172.68, lat: -34.43 }],
    ['East Cape', { lng: 178.55, lat: -37.69 }],
  ])('%s needs no widening', (_place, focus) => {
    expect(mapMaxBounds(focus)).toEqual(mapMaxBounds(null));
  });

  it('a Chatham Islands walk widens its own map east past 180° to take it in', () => {
    expect(mapMaxBounds({ lng: -176.5, lat: -43.9 })).toEqual([
      [165, -49],
      [184.5, -33],
    ]);
  });
});

describe('continuousLng', () => {
  it.each([
    [172.5, 172.5],
    [180, 180],
    [-176.5, 183.5],
  ])('%d° reads %d° on the map', (lng, expected) => {
    expect(continuousLng(lng)).toBe(expected);
  });
});

describe('boundsForView', () => {
  const mercatorHeight = ([[, south], [, north]]: [[number, number], [number, number]]) => {
    const y = (lat: number) => (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 180) / Math.PI;
    return y(north) - y(south);
  };
  const aspect = (bounds: [[number, number], [number, number]]) => (bounds[1][0] - bounds[0][0]) / mercatorHeight(bounds);

  it.each([
    ['a wide desktop map', 1344, 1016],
    ['the desktop tracks map', 704, 736],
    ['a tall phone', 390, 780],
    ['a small phone', 360, 576],
  ])('on %s (%i × %i px): takes the shape of the screen, holds all of New Zealand, and widens one side only', (_screen, width, height) => {
    const bounds = boundsForView(NZ_BOUNDS, width, height);
    expect(aspect(bounds)).toBeCloseTo(width / height, 6);
    const [[west, south], [east, north]] = bounds;
    expect(west).toBeLessThanOrEqual(165);
    expect(east).toBeGreaterThanOrEqual(180);
    expect(south).toBeLessThanOrEqual(-49);
    expect(north).toBeGreaterThanOrEqual(-33);
    const widened = [west < 165 - 1e-9, south < -49 - 1e-9];
    expect(widened.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(west + east).toBeCloseTo(165 + 180, 6);
  });

  it('leaves room for the padding the map fits with', () => {
    const tight = boundsForView(NZ_BOUNDS, 704, 736);
    const padded = boundsForView(NZ_BOUNDS, 704, 736, 16);
    expect(padded[1][0] - padded[0][0]).toBeGreaterThan(tight[1][0] - tight[0][0]);
  });

  it('gives the box back for a map with no size yet', () => {
    expect(boundsForView(NZ_BOUNDS, 0, 0)).toEqual(NZ_BOUNDS);
  });
});
