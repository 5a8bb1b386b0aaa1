import { describe, expect, it } from 'vitest';
import { fitLine, niceScale } from './route-map.ts';

const box = { x: 50, y: 100, width: 400, height: 200 };

describe('fitLine', () => {
  it('keeps the line to scale inside the box, north up, centred', () => {
    // About 11 km east-west along 45°S (0.1° of longitude is ~7.9 km there) and ~11 km north.
    const fitted = fitLine({ type: 'LineString', coordinates: [[170.0, -45.0], [170.1, -45.0], [170.1, -44.9]] }, box, 10);
    const [a, b, c] = fitted?.parts[0] ?? [];
    expect(a?.[1]).toBeCloseTo(b?.[1] ?? NaN, 6); // west to east is level
    expect(c?.[1]).toBeLessThan(b?.[1] ?? NaN); // north is up the page
    for (const [x, y] of fitted?.parts.flat() ?? []) {
      expect(x).toBeGreaterThanOrEqual(box.x + 10 - 1e-9);
      expect(x).toBeLessThanOrEqual(box.x + box.width - 10 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(box.y + 10 - 1e-9);
      expect(y).toBeLessThanOrEqual(box.y + box.height - 10 + 1e-9);
    }
    // East-west is shorter than north-south here (cos 45°), and the picture says so.
    const dx = (b?.[0] ?? 0) - (a?.[0] ?? 0);
    const dy = (b?.[1] ?? 0) - (c?.[1] ?? 0);
    expect(dx / dy).toBeCloseTo(Math.cos((44.95 * Math.PI) / 180), 2);
    expect(fitted?.pointsPerKm).toBeCloseTo(180 / 11.132, 1);
  });

  it('drops points that would draw on top of each other, never the ends', () => {
    const coordinates = Array.from({ length: 1001 }, (_, i) => [170 + i * 1e-6, -45] as [number, number]);
    coordinates.push([170.1, -45]);
    const part = fitLine({ type: 'LineString', coordinates }, box)?.parts[0] ?? [];
    expect(part.length).toBeLessThan(50);
    expect(part[0]?.[0]).toBeCloseTo(box.x + 16, 6);
  });

  it('answers null for a line of one point', () => {
    expect(fitLine({ type: 'LineString', coordinates: [[170, -45]] }, box)).toBeNull();
  });
});

describe('niceScale', () => {
  it.each([
    [10, 100, 10, '10 km'],
    [10, 45, 2, '2 km'],
    [100, 60, 0.5, '500 m'],
    [1, 300, 200, '200 km'],
  ])('at %d points a km and at most %d points, a bar of %d km (%s)', (pointsPerKm, max, km, label) => {
    const scale = niceScale(pointsPerKm, max);
    expect(scale).toEqual({ km, points: km * pointsPerKm, label });
    expect(scale.points).toBeLessThanOrEqual(max);
  });
});
