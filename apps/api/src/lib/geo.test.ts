import { describe, expect, it } from 'vitest';
import { distanceKm, distanceToLineKm, expandBox, lineBoundingBox, pointInPolygon, type Position } from './geo.ts';

describe('geo', () => {
  it('measures Queenstown to Wanaka as about 55 km as the crow flies', () => {
    const queenstown: Position = [168.6626, -45.0312];
    const wanaka: Position = [169.1321, -44.7032];
    expect(distanceKm(queenstown, wanaka)).toBeGreaterThan(50);
    expect(distanceKm(queenstown, wanaka)).toBeLessThan(60);
  });

  it('measures a point beside the middle of a segment by its perpendicular, not its ends', () => {
    const line = { type: 'LineString' as const, coordinates: [[170, -45], [170.2, -45]] as Position[] };
    const beside: Position = [170.1, -44.99]; // ~1.1 km north of the midpoint, ~8 km from either end
    expect(distanceToLineKm(beside, line)).toBeCloseTo(1.11, 1);
  });

  it('takes the nearest part of a multi-part line', () => {
    const line = {
      type: 'MultiLineString' as const,
      coordinates: [
        [[170, -45], [170.1, -45]],
        [[171, -45], [171.1, -45]],
      ] as Position[][],
    };
    expect(distanceToLineKm([171.05, -45], line)).toBeCloseTo(0, 5);
    expect(lineBoundingBox(line)).toEqual({ minLng: 170, minLat: -45, maxLng: 171.1, maxLat: -45 });
  });

  it('grows a box by about the asked distance in both directions', () => {
    const box = expandBox({ minLng: 170, minLat: -45, maxLng: 170, maxLat: -45 }, 10);
    expect(distanceKm([box.minLng, -45], [170, -45])).toBeCloseTo(10, 0);
    expect(distanceKm([170, box.maxLat], [170, -45])).toBeCloseTo(10, 0);
  });

  it('finds points inside and outside a polygon with a hole', () => {
    const outer: Position[] = [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]];
    const hole: Position[] = [[4, 4], [6, 4], [6, 6], [4, 6], [4, 4]];
    expect(pointInPolygon([1, 1], [outer, hole])).toBe(true);
    expect(pointInPolygon([5, 5], [outer, hole])).toBe(false);
    expect(pointInPolygon([11, 5], [outer, hole])).toBe(false);
  });
});
