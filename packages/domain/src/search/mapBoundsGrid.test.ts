import { describe, expect, it } from 'vitest';
import type { MapBounds } from '@planmywalk/contracts';
import { isInsideBounds, widenToGrid } from './mapBoundsGrid.ts';

describe('widenToGrid', () => {
  it('widens a view outward to a grid of about a sixteenth of its size, a power of two of degrees', () => {
    // 1.6° wide: 1.6 / 16 = 0.1, so the step is 2^-4 = 0.0625°.
    expect(widenToGrid([[167.86, -45.43], [169.46, -44.63]])).toEqual([[167.8125, -45.4375], [169.5, -44.625]]);
  });

  it('gives neighbouring views of one size the same bounds, so they ask the same question', () => {
    const a = widenToGrid([[168.601, -45.19], [169.001, -45.01]]);
    const b = widenToGrid([[168.605, -45.189], [169.004, -45.012]]);
    expect(a).toEqual(b);
  });

  it('always contains the view it widens', () => {
    const views: MapBounds[] = [
      [[172.13, -41.31], [173.77, -40.49]],
      [[174.7712, -41.2905], [174.7788, -41.2862]],
      [[165, -48], [179, -34]],
    ];
    for (const view of views) {
      const [[w, s], [e, n]] = widenToGrid(view);
      expect(w).toBeLessThanOrEqual(view[0][0]);
      expect(s).toBeLessThanOrEqual(view[0][1]);
      expect(e).toBeGreaterThanOrEqual(view[1][0]);
      expect(n).toBeGreaterThanOrEqual(view[1][1]);
      // At most one step (a sixteenth of the view, or less) more on each side.
      expect(e - w).toBeLessThanOrEqual((view[1][0] - view[0][0]) * 1.25);
    }
  });

  it('keeps a view across 180° crossing it, and stays within the world', () => {
    expect(widenToGrid([[179.3, -44.5], [-176.2, -43.5]])).toEqual([[179.25, -44.5], [-176, -43.5]]);
    expect(widenToGrid([[-180, -90], [180, 90]])).toEqual([[-180, -90], [180, 90]]);
  });

  it('given a view of no size, widens it to a tiny step rather than failing', () => {
    const [[w, s], [e, n]] = widenToGrid([[168.5, -45], [168.5, -45]]);
    expect([w, s, e, n].every(Number.isFinite)).toBe(true);
    expect(w).toBeLessThanOrEqual(168.5);
    expect(e).toBeGreaterThanOrEqual(168.5);
  });
});

describe('isInsideBounds', () => {
  const view: MapBounds = [[168, -45], [169, -44]];

  it('holds places inside and on the edges, not outside', () => {
    expect(isInsideBounds({ lng: 168.5, lat: -44.5 }, view)).toBe(true);
    expect(isInsideBounds({ lng: 168, lat: -45 }, view)).toBe(true);
    expect(isInsideBounds({ lng: 169.01, lat: -44.5 }, view)).toBe(false);
    expect(isInsideBounds({ lng: 168.5, lat: -43.99 }, view)).toBe(false);
  });

  it('given bounds across 180°, holds places either side of it', () => {
    const chathams: MapBounds = [[179, -45], [-175, -43]];
    expect(isInsideBounds({ lng: -176.5, lat: -44 }, chathams)).toBe(true);
    expect(isInsideBounds({ lng: 179.5, lat: -44 }, chathams)).toBe(true);
    expect(isInsideBounds({ lng: 170, lat: -44 }, chathams)).toBe(false);
  });
});
