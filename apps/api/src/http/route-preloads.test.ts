import { describe, expect, it } from 'vitest';
import { routePathPattern, withModulePreloads } from './route-preloads.ts';

describe('routePathPattern', () => {
  it('matches a path as the web app router does: parameters are one segment, any case, a trailing slash allowed', () => {
    const track = routePathPattern('/tracks/:track');
    for (const url of ['/tracks/kepler-track', '/Tracks/Kepler-Track', '/tracks/kepler-track/']) expect(track.test(url), url).toBe(true);
    for (const url of ['/tracks', '/tracks/', '/tracks/kepler-track/map', '/x/tracks/kepler-track']) expect(track.test(url), url).toBe(false);
  });

  it('makes an optional parameter optional, and reads the static parts literally', () => {
    const lists = routePathPattern('/account/my-gear-lists/:id?');
    expect(['/account/my-gear-lists', '/account/my-gear-lists/12'].every((url) => lists.test(url))).toBe(true);
    expect(lists.test('/account/my-gear-lists/12/edit')).toBe(false);
    expect(routePathPattern('/plan-complete').test('/planXcomplete')).toBe(false);
    expect(routePathPattern('/a.b').test('/axb')).toBe(false);
  });
});

describe('withModulePreloads', () => {
  it("names each file in a modulepreload link at the end of the page's head, its address escaped", () => {
    const html = withModulePreloads('<html><head><title>t</title></head><body></body></html>', ['/assets/a-1.js', '/assets/"b<.js']);
    expect(html).toBe(
      '<html><head><title>t</title><link rel="modulepreload" crossorigin href="/assets/a-1.js"><link rel="modulepreload" crossorigin href="/assets/&quot;b&lt;.js"></head><body></body></html>',
    );
  });
});
