import type { Plugin, Rollup } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../../packages/contracts/src/routePreloads.ts';
import { pageFileName } from '../src/routes/routeTable.ts';
import { reachable } from './reachable.ts';

interface PageRoute {
  path: string;
  page: string;
}

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'imports'>;

/**
 * For each route, the chunks its page needs beyond the entry's: the page's own chunk and
 * everything it imports statically (what `lazy` would fetch one round trip after the
 * entry had run). Throws when a routed page has no chunk of its own, so a renamed page
 * fails the build instead of quietly losing its preload; a page in the entry (home) needs
 * none and is left out.
 */
export function routePreloads(routes: readonly PageRoute[], chunks: readonly Chunk[], entryPages: readonly string[]): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const importsOf = (file: string) => byFile.get(file)?.imports ?? [];
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('routePreloads: the bundle has no entry chunk');
  const entryFiles = reachable([entry.fileName], importsOf);

  const preloads: RoutePreload[] = [];
  for (const route of routes) {
    if (entryPages.includes(route.page)) continue;
    const fileName = `/src/pages/${pageFileName(route.page)}`;
    const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(fileName));
    if (!page) throw new Error(`routePreloads: route ${route.path} shows page '${route.page}', but no chunk is built from ${fileName}`);
    const files = [...reachable([page.fileName], importsOf)].filter((file) => !entryFiles.has(file));
    preloads.push({ path: route.path, files: files.map((file) => `/${file}`) });
  }
  return preloads;
}

export interface RoutePreloadOptions {
  routes: readonly PageRoute[];
  /** Pages that ship in the entry chunk. */
  entryPages: readonly string[];
  /** The font files the first screen's text uses, by their emitted names. */
  fonts: RegExp;
}

/**
 * Writes `route-preloads.json` for the server, and has index.html preload the first
 * screen's font, which the browser would otherwise ask for only once the script had
 * drawn text in it (docs/adr/055).
 */
export function routePreloadsPlugin(options: RoutePreloadOptions): Plugin {
  return {
    name: 'planmywalk:route-preloads',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const source = `${JSON.stringify(routePreloads(options.routes, chunks, options.entryPages), null, 1)}\n`;
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.values(context.bundle ?? {}).filter((file) => file.type === 'asset' && options.fonts.test(file.fileName));
        if (fonts.length === 0) throw new Error(`routePreloads: no emitted font matches ${String(options.fonts)}`);
        return fonts.map((font) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font.fileName}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
