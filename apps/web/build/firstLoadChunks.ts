import type { Plugin } from 'vite';
import { moduleFacts, resolveBarrels, type ModuleFacts } from './moduleGraph.ts';
import { reachable } from './reachable.ts';
import { pageFileName } from '../src/routes/routeTable.ts';

/** The static and dynamic imports between the bundle's modules, as the bundler resolved them. */
export interface ModuleGraph {
  /** The modules index.html loads. */
  entries: readonly string[];
  staticImports(id: string): readonly string[];
  dynamicImports(id: string): readonly string[];
}

export interface FirstLoadChunkOptions {
  /** The kinds of page a visitor most often opens the app on: `tracks` (its module is `/src/pages/TracksPage.tsx`). */
  pages: readonly string[];
  /**
   * A module these pages need that this many lazily loaded modules or more need (a page
   * container, a skeleton, date helpers) goes in one chunk shared by all.
   */
  commonFrom: number;
}

/**
 * Which chunk each module goes in, for those the first-load pages need beyond the entry:
 * `shared-<pages>` for the modules a set of those pages needs (`-plus` when some other
 * pages need them too), `shared-common` for the ones nearly every page needs. Modules
 * only one of those pages needs, and the pages themselves, are left out: the bundler puts
 * them in the page's own chunk.
 *
 * Left alone, the bundler makes a chunk for every distinct set of lazy modules that share
 * code, and a place's page came in 16 files of 0.2–4.5 KiB. A phone on HTTP/1.1 fetches
 * six at a time, so each file past the sixth costs a round trip before the first paint
 * (docs/adr/056). Grouping cannot create a cycle between chunks: a module's imports are
 * needed by every page that needs it, so they sit in the same group, a wider one, or the
 * entry.
 */
export function firstLoadGroups(graph: ModuleGraph, options: FirstLoadChunkOptions): Map<string, string> {
  const entry = reachable(graph.entries, graph.staticImports);
  // Every module loaded lazily, and what it needs beyond the entry.
  const lazy = new Set([...reachable(graph.entries, (id) => [...graph.staticImports(id), ...graph.dynamicImports(id)])].flatMap(graph.dynamicImports));
  const needs = new Map([...lazy].map((id) => [id, [...reachable([id], graph.staticImports)].filter((m) => !entry.has(m))]));
  const users = new Map<string, number>();
  for (const modules of needs.values()) for (const m of modules) users.set(m, (users.get(m) ?? 0) + 1);

  const pages = options.pages.map((name) => {
    const end = `/src/pages/${pageFileName(name)}`;
    const id = [...lazy].find((candidate) => candidate.endsWith(end));
    if (!id) throw new Error(`firstLoadChunks: no lazily loaded module ends with ${end}`);
    return { id, name, needs: new Set(needs.get(id)) };
  });

  const groups = new Map<string, string>();
  for (const m of new Set(pages.flatMap((page) => [...page.needs]))) {
    if (lazy.has(m)) continue;
    const needers = pages.filter((page) => page.needs.has(m));
    const others = (users.get(m) ?? 0) - needers.length;
    if ((users.get(m) ?? 0) >= options.commonFrom) groups.set(m, 'shared-common');
    else if (others === 0 && needers.length > 1) groups.set(m, `shared-${needers.map((page) => page.name).join('-')}`);
    else if (others > 0) groups.set(m, `shared-${needers.map((page) => page.name).join('-')}-plus`);
  }
  return groups;
}

/**
 * Puts the code the first-load pages need beyond the entry in a few chunks instead of
 * many (see firstLoadGroups). The bundler asks for each module's chunk while it writes
 * the bundle, after the module graph is complete.
 */
export function firstLoadChunksPlugin(options: FirstLoadChunkOptions): Plugin {
  let groups = new Map<string, string>();
  return {
    name: 'planmywalk:first-load-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A group's own imports are placed by the groups too, or sit in the entry:
              // pulling them in would drag the entry's modules into a lazy chunk.
              includeDependenciesRecursively: false,
              groups: [{ name: (id: string) => groups.get(id) ?? null, debugName: 'first-load pages' }],
            },
          },
        },
      },
    }),
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const facts = new Map<string, ModuleFacts>();
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info?.code) continue;
        let body: Parameters<typeof moduleFacts>[0];
        try {
          body = this.parse(info.code, { lang: 'js' }).body as unknown as typeof body;
        } catch {
          continue; // Not JavaScript the parser reads: its imports are taken as the bundler lists them.
        }
        const resolved = new Map<string, string | undefined>();
        for (const statement of body) {
          const specifier = (statement.source as { value?: string } | null | undefined)?.value;
          if (specifier !== undefined && !resolved.has(specifier)) resolved.set(specifier, (await this.resolve(specifier, id))?.id);
        }
        facts.set(id, moduleFacts(body, (specifier) => resolved.get(specifier)));
      }
      const graph = resolveBarrels(facts);
      groups = firstLoadGroups(
        {
          entries: ids.filter((id) => this.getModuleInfo(id)?.isEntry),
          staticImports: (id) => (facts.has(id) ? graph.staticImports(id) : (this.getModuleInfo(id)?.importedIds ?? [])),
          dynamicImports: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        },
        options,
      );
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const cycle = chunkCycle(chunks);
      if (cycle) throw new Error(`firstLoadChunks: these chunks import each other, so their modules could run out of order: ${cycle.join(' → ')}`);
    },
  };
}

/**
 * A loop of static imports between chunks, if there is one. The groups are built so that
 * there is none (see firstLoadGroups); a graph read wrongly could make one, and then a
 * module could run before one it imports: the build stops instead.
 */
export function chunkCycle(chunks: readonly { fileName: string; imports: readonly string[] }[]): string[] | undefined {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const imported of imports.get(file) ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}
