import { describe, expect, it } from 'vitest';
import { routePreloads } from './routePreloads.ts';

/** A chunk as the bundle holds it; `page` names the page module it is built from. */
const chunk = (fileName: string, imports: string[], { isEntry = false, page }: { isEntry?: boolean; page?: string } = {}) => ({
  fileName,
  imports,
  isEntry,
  isDynamicEntry: page !== undefined,
  facadeModuleId: page ? `/repo/apps/web/src/pages/${page}` : null,
});

const CHUNKS = [
  chunk('assets/index-1.js', ['assets/runtime-1.js', 'assets/shared-1.js'], { isEntry: true }),
  chunk('assets/runtime-1.js', []),
  chunk('assets/shared-1.js', []),
  chunk('assets/LocationPage-1.js', ['assets/shared-1.js', 'assets/placeViews-1.js'], { page: 'LocationPage.tsx' }),
  chunk('assets/placeViews-1.js', ['assets/facts-1.js', 'assets/runtime-1.js']),
  chunk('assets/facts-1.js', ['assets/placeViews-1.js']),
  chunk('assets/PlanReadonlyPage-1.js', ['assets/facts-1.js'], { page: 'PlanReadonlyPage.tsx' }),
];

describe('routePreloads', () => {
  it("lists each route's page chunk and its static imports, transitively and once, without what the entry already loads", () => {
    const routes = [
      { path: '/home', page: 'home' },
      { path: '/tracks/:track', page: 'location' },
      { path: '/plan/:guid', page: 'plan-readonly' },
    ];
    expect(routePreloads(routes, CHUNKS, ['home'])).toEqual([
      { path: '/tracks/:track', files: ['/assets/LocationPage-1.js', '/assets/placeViews-1.js', '/assets/facts-1.js'] },
      { path: '/plan/:guid', files: ['/assets/PlanReadonlyPage-1.js', '/assets/facts-1.js', '/assets/placeViews-1.js'] },
    ]);
  });

  it('fails when a routed page has no chunk of its own, so a renamed page cannot lose its preload quietly', () => {
    expect(() => routePreloads([{ path: '/help', page: 'help' }], CHUNKS, ['home'])).toThrow(/HelpPage\.tsx/);
  });

  it('fails without an entry chunk', () => {
    expect(() => routePreloads([], CHUNKS.slice(1), ['home'])).toThrow(/no entry/);
  });
});
