import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { moduleFacts, resolveBarrels, type ModuleFacts } from './moduleGraph.ts';

/** Module sources by id; a specifier './x' resolves to the id '/x' (bare names stay as they are). */
function graphOf(sources: Record<string, string>) {
  const facts = new Map<string, ModuleFacts>();
  for (const [id, code] of Object.entries(sources)) {
    const body = parseSync(`${id}.js`, code).program.body as unknown as Parameters<typeof moduleFacts>[0];
    facts.set(id, moduleFacts(body, (specifier) => (specifier.startsWith('./') ? specifier.slice(1) : specifier)));
  }
  return { facts, graph: resolveBarrels(facts) };
}

const UI = {
  '/ui': `export { Button } from './button'; export { Card, cardBox } from './card'; export * from './icons'; export * as theme from './theme';`,
  '/button': `import { theme } from './theme-values'; export function Button() { return theme; }`,
  '/card': `export const Card = 1, cardBox = 2;`,
  '/icons': `export { WalkIcon } from './walk-icon'; export * from './more-icons';`,
  '/walk-icon': `export function WalkIcon() {}`,
  '/more-icons': `export const PlanIcon = 1; export default 3;`,
  '/theme': `export const colours = {};`,
  '/theme-values': `export const theme = {};`,
};

describe('moduleFacts', () => {
  it('reads named, default and namespace imports, re-exports and what the module defines', () => {
    const { facts } = graphOf({
      '/a': `import def, { x, y as z } from './b'; import * as all from './c'; import './styles';
             export { q } from './d'; export * from './e'; export * as ns from './f';
             export const one = 1, two = 2; export function three() {} export default def;`,
    });
    const a = facts.get('/a');
    expect(a?.imports).toEqual([
      { source: '/b', names: ['default', 'x', 'y'] },
      { source: '/c', names: '*' },
      { source: '/styles', names: [] },
    ]);
    expect([...(a?.reexports ?? [])]).toEqual([
      ['q', { source: '/d', name: 'q' }],
      ['ns', { source: '/f', name: '*' }],
    ]);
    expect(a?.starSources).toEqual(['/e']);
    expect(a?.ownExports).toEqual(['one', 'two', 'three', 'default']);
    expect(a?.isBarrel).toBe(false);
  });

  it('calls a module of re-exports alone a barrel, and one with code of its own not', () => {
    const { facts } = graphOf({ ...UI, '/mixed': `export { Button } from './button'; console.log('side effect');` });
    expect(facts.get('/ui')?.isBarrel).toBe(true);
    expect(facts.get('/icons')?.isBarrel).toBe(true);
    expect(facts.get('/mixed')?.isBarrel).toBe(false);
    expect(facts.get('/button')?.isBarrel).toBe(false);
  });

  it('leaves out an import the bundler did not resolve (an external)', () => {
    const facts = moduleFacts(parseSync('a.js', `import x from 'external';`).program.body as never, () => undefined);
    expect(facts.imports).toEqual([]);
  });
});

describe('resolveBarrels', () => {
  it('leads an import through a barrel to the modules that define the imported names, and no others', () => {
    const { graph } = graphOf({ ...UI, '/page': `import { Button, WalkIcon } from './ui';` });
    expect([...graph.staticImports('/page')].sort()).toEqual(['/button', '/walk-icon']);
  });

  it('follows a name through barrels within barrels and `export *`', () => {
    const { graph } = graphOf({ ...UI, '/page': `import { PlanIcon } from './ui';` });
    expect(graph.staticImports('/page')).toEqual(['/more-icons']);
  });

  it('leads a namespace re-export, or a namespace import of a barrel, to everything behind it', () => {
    const { graph } = graphOf({ ...UI, '/page': `import { theme } from './ui';`, '/all': `import * as ui from './ui'; ui;` });
    expect(graph.staticImports('/page')).toEqual(['/theme']);
    expect([...graph.staticImports('/all')].sort()).toEqual(['/button', '/card', '/more-icons', '/theme', '/walk-icon']);
  });

  it('keeps every import of a module with code of its own, and what that module re-exports', () => {
    const { graph } = graphOf({ ...UI, '/mixed': `import { Card } from './card'; export { Button } from './ui'; console.log(Card);` });
    expect([...graph.staticImports('/mixed')].sort()).toEqual(['/button', '/card']);
    expect(graph.staticImports('/button')).toEqual(['/theme-values']);
  });

  it('falls back to the whole barrel for a name it cannot find, so no module is missed', () => {
    const { graph } = graphOf({ ...UI, '/page': `import { Nowhere } from './icons';` });
    expect([...graph.staticImports('/page')].sort()).toEqual(['/more-icons', '/walk-icon']);
  });

  it('survives barrels that re-export each other', () => {
    const { graph } = graphOf({ '/x': `export * from './y';`, '/y': `export * from './x';`, '/page': `import { a } from './x';` });
    expect(graph.staticImports('/page')).toEqual([]);
  });
});
