import { describe, expect, it } from 'vitest';
import { needsRefresh, registrationErrorText, routeAfterLogin } from './sessionRules.ts';

describe('needsRefresh', () => {
  const token = { access_token: 'a', refresh_token: 'r', expires_in: 900, created: 1000 };
  it.each([
    [1000 + 839, false],
    [1000 + 840, true],
    [1000 + 2000, true],
  ])('at %i s: %s', (nowSeconds, expected) => {
    expect(needsRefresh(token, nowSeconds * 1000)).toBe(expected);
  });
});

describe('routeAfterLogin', () => {
  const ready = { verified: true, inited: true };
  it.each([
    [{ verified: false, inited: true }, 'tracks', null, { stay: false, to: 'activation' }],
    [{ verified: true, inited: false }, 'tracks', null, { stay: false, to: 'profile-setup' }],
    [ready, 'sign-in', '/plan', { stay: false, to: '/plan' }],
    [ready, 'track-gear', null, { stay: true }],
    [ready, 'home', null, { stay: false, to: 'tracks' }],
    [ready, null, null, { stay: false, to: 'tracks' }],
  ] as const)('given %o on %s with redirect %s → %o', (user, route, redirect, expected) => {
    expect(routeAfterLogin(user, route, redirect)).toEqual(expected);
  });
});

describe('registrationErrorText', () => {
  it('maps the spec catalogue', () => {
    expect(registrationErrorText('user already exists')).toBe('you already have an account');
    expect(registrationErrorText('Email is too long')).toBe('Email is too long');
    expect(registrationErrorText(null)).toBe('something went wrong');
  });
});
