import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '@planmywalk/domain';
import { pageFileName, pathOf, routeNameAt, ROUTES } from './routeTable.ts';

describe('the route table', () => {
  it('names the module of a kind of page', () => {
    expect(pageFileName('location')).toBe('LocationPage.tsx');
    expect(pageFileName('plan-readonly')).toBe('PlanReadonlyPage.tsx');
    expect(pageFileName('admin-review-photos')).toBe('AdminReviewPhotosPage.tsx');
  });


  it('registers every route name of spec part 2 §2 exactly once', () => {
    const names = ROUTES.map((route) => route.name).sort();
    expect(names).toEqual([...ROUTE_NAMES].sort());
  });

  it('gives every route its own path', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['/home', 'home'],
    ['/tracks/:track', 'track'],
    ['/tracks/:track/map', 'track-map'],
    ['/huts/:hut/alerts', 'hut-alerts'],
    ['/campsites/:campsite/plan', 'campsite-plan'],
    ['/custom-tracks/:track_id/weather', 'custom-track-weather'],
    ['/plan/:guid/alerts', 'plan-alerts'],
    ['/select-date', 'select-dates'],
    ['/account/password-recovery', 'password-recovery'],
    ['/account/confirm-email', 'confirm-email'],
    ['/account/undo-email-change', 'undo-email-change'],
    ['/404', 'not-found'],
  ])('maps %s to %s', (path, name) => {
    expect(ROUTES.find((route) => route.path === path)?.name).toBe(name);
  });
});

describe('the plan’s pages', () => {
  it.each([
    ['/plan', 'plan'],
    ['/tracks/:track/plan', 'plan'],
    ['/huts/:hut/plan', 'plan'],
    ['/campsites/:campsite/plan', 'plan'],
    ['/custom-tracks/:track_id/plan', 'plan'],
    ['/custom-tracks/:track_id', 'custom-track'],
    ['/custom-track-editor/:id?', 'custom-track-editor'],
    ['/plan-complete', 'plan-complete'],
    ['/plan/:guid', 'plan-readonly'],
    ['/select-date', 'select-dates'],
    ['/account/my-walks', 'my-walks'],
    ['/account/my-contacts', 'my-contacts'],
  ])('%s is the %s page', (path, page) => {
    expect(ROUTES.find((route) => route.path === path)?.page).toBe(page);
  });
});

describe('personal areas', () => {
  it('need a session', () => {
    const names = ROUTES.filter((route) => route.private).map((route) => route.name);
    expect(names).toEqual(
      expect.arrayContaining(['my-walks', 'my-custom-tracks', 'my-contacts', 'my-wishlist', 'my-gear-lists', 'my-reviews']),
    );
  });
});

describe('pathOf', () => {
  it.each([
    ['privacy', '/privacy'],
    ['account', '/account'],
    ['my-gear-lists', '/account/my-gear-lists'],
    ['custom-track-editor', '/custom-track-editor'],
  ] as const)('the %s route is at %s', (name, path) => {
    expect(pathOf(name)).toBe(path);
  });

  it('refuses a route that needs a parameter', () => {
    expect(() => pathOf('track')).toThrow('needs parameters');
  });
});

describe('routeNameAt', () => {
  it.each([
    ['/tracks/kepler-track/plan', 'track-plan'],
    ['/tracks/kepler-track', 'track'],
    ['/plan', 'plan'],
    ['/plan/6f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f', 'plan-readonly'],
    ['/plan-complete', 'plan-complete'],
    ['/account/my-walks', 'my-walks'],
    ['/account/my-gear-lists/12', 'my-gear-lists'],
    ['/no/such/page', null],
  ])('%s is %s', (path, name) => {
    expect(routeNameAt(path)).toBe(name);
  });
});
