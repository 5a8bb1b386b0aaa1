import { describe, expect, it } from 'vitest';
import { placeHref } from './placeHref.ts';

describe('placeHref', () => {
  it.each([
    [{ type: 'Track', slug: 'routeburn-track' }, '/tracks/routeburn-track'],
    [{ type: 'Hut', slug: 'mueller-hut' }, '/huts/mueller-hut'],
    [{ type: 'Campsite', slug: 'totaranui' }, '/campsites/totaranui'],
  ] as const)('links %o to %s', (place, href) => {
    expect(placeHref(place)).toBe(href);
  });
});
