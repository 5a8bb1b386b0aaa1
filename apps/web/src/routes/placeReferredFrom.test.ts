import { describe, expect, it } from 'vitest';
import { placeReferredFrom } from './placeReferredFrom.ts';

const ORIGIN = 'https://planmywalk.nz';

describe('placeReferredFrom', () => {
  it.each([
    ['https://planmywalk.nz/tracks/kepler-track', '/tracks/kepler-track'],
    ['https://planmywalk.nz/tracks/kepler-track/alerts', '/tracks/kepler-track'],
    ['https://planmywalk.nz/huts/mueller-hut/map?x=1', '/huts/mueller-hut'],
    ['https://planmywalk.nz/campsites/lake-tarawera-outlet-campsite/weather', '/campsites/lake-tarawera-outlet-campsite'],
    ['https://planmywalk.nz/custom-tracks/42/gear', '/custom-tracks/42'],
  ])('takes the walker back to the place %s came from', (referrer, place) => {
    expect(placeReferredFrom(referrer, ORIGIN)).toBe(place);
  });

  it.each([
    ['', 'no referrer'],
    ['not a url', 'a referrer that is no address'],
    ['https://example.com/tracks/kepler-track', 'another site'],
    ['https://planmywalk.nz/tracks', 'the list of places'],
    ['https://planmywalk.nz/account/my-walks', 'a page that is not a place'],
    ['https://planmywalk.nz/select-date', 'the dates page itself'],
  ])('gives null for %j (%s)', (referrer) => {
    expect(placeReferredFrom(referrer, ORIGIN)).toBeNull();
  });
});
