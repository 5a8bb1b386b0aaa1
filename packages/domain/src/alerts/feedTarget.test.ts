import { describe, expect, it } from 'vitest';
import { feedTargetKey, feedTargetOf } from './feedTarget.ts';

describe('feedTargetOf', () => {
  it.each([
    [{ id: 1, type: 'Track', slug: 'kepler-track' }, { routeType: 'track', slug: 'kepler-track' }, 'track/kepler-track'],
    [{ id: 2, type: 'Hut', slug: 'luxmore-hut' }, { routeType: 'hut', slug: 'luxmore-hut' }, 'hut/luxmore-hut'],
    [{ id: 3, type: 'Campsite', slug: 'brod-bay' }, { routeType: 'campsite', slug: 'brod-bay' }, 'campsite/brod-bay'],
    [{ id: 12, type: 'Custom Track', slug: null }, { customTrackId: 12 }, 'custom-track/12'],
  ] as const)('given a %o, asks for %o', (location, target, key) => {
    const found = feedTargetOf(location);
    expect(found).toEqual(target);
    expect(feedTargetKey(found!)).toBe(key);
  });

  it('given a DOC location without a slug, there is nothing to ask for', () => {
    expect(feedTargetOf({ id: 4, type: 'Track', slug: null })).toBeNull();
  });
});
