import { describe, expect, it } from 'vitest';
import { clampBounds, clickAction, flyToZoomFor, mapLayerVisibility } from './mapRules.ts';

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
