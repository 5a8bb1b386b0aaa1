import { describe, expect, it } from 'vitest';
import { shellLayout, type ShellLayout } from './shellLayout.ts';
import { ROUTE_NAMES, type RouteName } from './routeNames.ts';

describe('shellLayout', () => {
  const cases: Array<[RouteName, boolean, ShellLayout]> = [
    ['sign-up', true, { header: 'none', footer: false }],
    ['sign-in', false, { header: 'none', footer: false }],
    ['password-recovery', true, { header: 'none', footer: false }],
    ['lost-password', true, { header: 'none', footer: false }],
    ['profile-setup', false, { header: 'none', footer: false }],
    ['home', true, { header: 'default', footer: true }],
    ['home', false, { header: 'none', footer: true }],
    ['activation', false, { header: 'none', footer: true }],
    ['activation', true, { header: 'default', footer: true }],
    ['tracks', true, { header: 'default', footer: true }],
    ['tracks', false, { header: 'default', footer: false }],
    ['track', false, { header: 'default', footer: true }],
    ['plan', true, { header: 'plan', footer: true }],
    ['plan-complete', false, { header: 'plan', footer: true }],
    ['plan-readonly', true, { header: 'plan', footer: true }],
    ['plan-alerts', true, { header: 'plan', footer: true }],
    ['plan-weather', true, { header: 'plan', footer: true }],
    ['alerts', true, { header: 'plan', footer: true }],
    ['gear', true, { header: 'plan', footer: true }],
    ['privacy', false, { header: 'default', footer: true }],
    ['not-found', true, { header: 'default', footer: true }],
  ];

  it.each(cases)('given route %s on desktop=%s, shows %o', (route, isDesktop, expected) => {
    expect(shellLayout(route, isDesktop)).toEqual(expected);
  });

  it('given any route, never shows a footer without a header on desktop except the bare account flows', () => {
    for (const route of ROUTE_NAMES) {
      const layout = shellLayout(route, true);
      if (layout.header === 'none') expect(layout.footer).toBe(false);
    }
  });
});
