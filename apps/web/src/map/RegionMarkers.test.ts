import { describe, expect, it } from 'vitest';
import { regionCircleDiameter, regionNames } from './RegionMarkers.ts';

describe('region markers', () => {
  it.each([
    [[], ''],
    [['Otago'], 'Otago'],
    [['Otago', 'Southland'], 'Otago and Southland'],
    [['Northland', 'Auckland', 'Waikato'], 'Northland, Auckland and Waikato'],
  ])('names %j as %s', (titles, expected) => {
    expect(regionNames(titles)).toBe(expected);
  });

  it.each([
    [1, 36],
    [100, 54],
    [1000, 60],
  ])('a circle of %i tracks is %i px across (34 to 60)', (count, size) => {
    expect(regionCircleDiameter(count)).toBe(size);
  });
});
