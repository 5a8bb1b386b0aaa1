import { describe, expect, it } from 'vitest';
import { checkPublicSiteUrl, DEFAULT_PUBLIC_SITE_URL, publicSiteUrl } from './publicSiteUrl.ts';

describe('the public site address the store apps use', () => {
  it.each([
    [undefined, 'https://planmywalk.nz'],
    ['', 'https://planmywalk.nz'],
    ['  ', 'https://planmywalk.nz'],
    ['https://staging.planmywalk.nz/', 'https://staging.planmywalk.nz'],
    ['https://planmywalk.nz/app/path?x=1', 'https://planmywalk.nz'],
    ['http://10.0.2.2:8080', 'http://10.0.2.2:8080'],
  ])('given %j, is %s (as the build checks it and as the app reads it)', (configured, expected) => {
    expect(checkPublicSiteUrl(configured)).toBe(expected);
    expect(publicSiteUrl(configured)).toBe(expected);
  });

  it('defaults to the production site', () => {
    expect(DEFAULT_PUBLIC_SITE_URL).toBe('https://planmywalk.nz');
  });

  it.each([
    ['planmywalk.nz', 'must be the site'],
    ['capacitor://localhost', 'must be an http(s) address'],
    ['ftp://planmywalk.nz', 'must be an http(s) address'],
  ])('fails the build given %s, naming the setting', (configured, message) => {
    expect(() => checkPublicSiteUrl(configured)).toThrow(message);
    expect(() => checkPublicSiteUrl(configured)).toThrow('VITE_PUBLIC_SITE_URL');
  });
});
