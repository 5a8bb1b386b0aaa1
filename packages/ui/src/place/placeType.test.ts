import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../Icon/Icon.tsx';
import { placeTypeIcon, type PlaceType } from './placeType.ts';

describe('placeTypeIcon', () => {
  it.each([
    ['Track', 'track'],
    ['Hut', 'hut'],
    ['Campsite', 'campsite'],
  ] as const)('a %s shows the %s icon', (type: PlaceType, icon) => {
    expect(placeTypeIcon(type)).toBe(icon);
  });

  it('every kind of place has an icon the icon set draws', () => {
    for (const type of ['Track', 'Hut', 'Campsite'] as const) expect(ICON_NAMES).toContain(placeTypeIcon(type));
  });
});
