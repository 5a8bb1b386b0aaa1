import { describe, expect, it } from 'vitest';
import { chunkCycle, firstLoadGroups, type ModuleGraph } from './firstLoadChunks.ts';

/** A graph from `id: [static imports]` and `id: [dynamic imports]`. */
function graphOf(entries: string[], imports: Record<string, string[]>, lazy: Record<string, string[]>): ModuleGraph {
  return { entries, staticImports: (id) => imports[id] ?? [], dynamicImports: (id) => lazy[id] ?? [] };
}

// The entry (main, with the shell) loads six pages lazily. Tracks and Location are the
// first-load pages; the others share some of their code.
const GRAPH = graphOf(
  ['/main'],
  {
    '/main': ['/shell'],
    '/src/pages/TracksPage.tsx': ['/searchBox', '/tile', '/container', '/shell'],
    '/src/pages/LocationPage.tsx': ['/details', '/tile', '/container', '/reviewCard'],
    '/src/pages/MyReviewsPage.tsx': ['/reviewCard', '/container'],
    '/src/pages/PlanPage.tsx': ['/container', '/planForm'],
    '/src/pages/HelpPage.tsx': ['/container'],
    '/src/pages/GearPage.tsx': ['/container'],
    '/tile': ['/facts'],
    '/details': ['/facts', '/detailsHtml'],
  },
  {
    '/main': ['/src/pages/TracksPage.tsx', '/src/pages/LocationPage.tsx', '/src/pages/MyReviewsPage.tsx', '/src/pages/PlanPage.tsx', '/src/pages/HelpPage.tsx', '/src/pages/GearPage.tsx'],
    '/src/pages/LocationPage.tsx': ['/map'],
  },
);
const OPTIONS = { pages: ['tracks', 'location'], commonFrom: 5 };

describe('firstLoadGroups', () => {
  const groups = firstLoadGroups(GRAPH, OPTIONS);

  it('puts what both first-load pages need, and only they, in one chunk', () => {
    expect(groups.get('/tile')).toBe('shared-tracks-location');
    expect(groups.get('/facts')).toBe('shared-tracks-location');
  });

  it('puts what one of them shares with a few other pages in a chunk named for it', () => {
    expect(groups.get('/reviewCard')).toBe('shared-location-plus');
  });

  it('puts what nearly every page needs in the common chunk', () => {
    expect(groups.get('/container')).toBe('shared-common');
  });

  it("leaves a page's own modules, the pages themselves, lazy modules and the entry's modules to the bundler", () => {
    for (const id of ['/searchBox', '/details', '/detailsHtml', '/src/pages/LocationPage.tsx', '/map', '/shell', '/planForm']) expect(groups.has(id)).toBe(false);
  });

  it('puts a module in the common chunk from as many users as it is told', () => {
    const fewer = firstLoadGroups(GRAPH, { ...OPTIONS, commonFrom: 2 });
    expect(fewer.get('/reviewCard')).toBe('shared-common');
    expect(fewer.get('/tile')).toBe('shared-common');
  });

  it('fails the build when a first-load page is not loaded lazily', () => {
    expect(() => firstLoadGroups(GRAPH, { ...OPTIONS, pages: ['no-such'] })).toThrow(/NoSuchPage/);
  });
});

describe('chunkCycle', () => {
  const chunk = (fileName: string, imports: string[]) => ({ fileName, imports });

  it('finds none in chunks that import in one direction', () => {
    expect(chunkCycle([chunk('index', ['runtime']), chunk('page', ['shared', 'index']), chunk('shared', ['runtime']), chunk('runtime', [])])).toBeUndefined();
  });

  it('names the chunks of a loop', () => {
    expect(chunkCycle([chunk('page', ['a']), chunk('a', ['b']), chunk('b', ['a'])])).toEqual(['a', 'b', 'a']);
  });
});
