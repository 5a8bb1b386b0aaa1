import { describe, expect, it } from 'vitest';
import { lineBounds } from './lineBounds.ts';

describe('lineBounds', () => {
  it('boxes a line', () => {
    expect(
      lineBounds({
        type: 'LineString',
        coordinates: [
          [168.1, -44.9],
          [168.3, -44.7],
          [168.2, -45.0],
        ],
      }),
    ).toEqual([
      [168.1, -45.0],
      [168.3, -44.7],
    ]);
  });

  it('boxes every part of a multi-part line', () => {
    expect(
      lineBounds({
        type: 'MultiLineString',
        coordinates: [
          [[172.8, -40.9]],
          [
            [172.9, -41.0],
            [173.0, -40.8],
          ],
        ],
      }),
    ).toEqual([
      [172.8, -41.0],
      [173.0, -40.8],
    ]);
  });

  it('boxes a Chatham Islands line east of 180°, beside New Zealand', () => {
    expect(
      lineBounds({
        type: 'LineString',
        coordinates: [
          [-176.6, -43.9],
          [-176.5, -43.8],
        ],
      }),
    ).toEqual([
      [183.4, -43.9],
      [183.5, -43.8],
    ]);
  });

  it('gives nothing for an empty line', () => {
    expect(lineBounds({ type: 'LineString', coordinates: [] })).toBeNull();
  });
});
