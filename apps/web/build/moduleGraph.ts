/**
 * A module graph in which an import through a barrel (`export { X } from './X.ts'`, as in
 * `@planmywalk/ui`'s index) leads to the modules that define the imported names, not to
 * every module the barrel re-exports. The bundler's own graph has the latter: the entry
 * imports a few components from the ui barrel, and by that graph it would need all of them.
 */

/** What one module's import and export statements say, with every source resolved to a module id. */
export interface ModuleFacts {
  /** `import … from source`: the names imported, '*' for a namespace, [] for a bare `import 'source'`. */
  imports: { source: string; names: string[] | '*' }[];
  /** `export { name } from source` and `export * as name from source`, by exported name. */
  reexports: Map<string, { source: string; name: string | '*' }>;
  /** `export * from source`. */
  starSources: string[];
  /** True when the module is nothing but re-exports: importing it runs no code of its own. */
  isBarrel: boolean;
  /** The names the module itself defines and exports. */
  ownExports: string[];
}

export interface ResolvedGraph {
  staticImports(id: string): readonly string[];
}

/** The modules that define `name` as `barrel` exports it; all it re-exports when unknown. */
function definersOf(facts: ReadonlyMap<string, ModuleFacts>, barrel: string, name: string | '*', seen = new Set<string>()): string[] {
  const key = `${barrel}\0${name}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const module = facts.get(barrel);
  if (!module) return [barrel];
  if (!module.isBarrel) return [barrel];
  const follow = (source: string, inner: string | '*') => (facts.get(source)?.isBarrel ? definersOf(facts, source, inner, seen) : [source]);
  if (name === '*') {
    return [...module.reexports.values(), ...module.starSources.map((source) => ({ source, name: '*' as const }))].flatMap((re) => follow(re.source, re.name));
  }
  const named = module.reexports.get(name);
  if (named) return follow(named.source, named.name);
  const fromStars = module.starSources.flatMap((source) => {
    const target = facts.get(source);
    if (target?.isBarrel) return definersOf(facts, source, name, seen);
    return target?.ownExports.includes(name) ? [source] : [];
  });
  return fromStars.length > 0 ? fromStars : definersOf(facts, barrel, '*', seen);
}

export function resolveBarrels(facts: ReadonlyMap<string, ModuleFacts>): ResolvedGraph {
  const edges = new Map<string, string[]>();
  for (const [id, module] of facts) {
    const targets = new Set<string>();
    for (const { source, names } of module.imports) {
      if (!facts.get(source)?.isBarrel) targets.add(source);
      else if (names === '*') for (const definer of definersOf(facts, source, '*')) targets.add(definer);
      else for (const name of names) for (const definer of definersOf(facts, source, name)) targets.add(definer);
    }
    // A module that re-exports beside its own code hands on whatever it re-exports.
    if (!module.isBarrel) {
      for (const { source, name } of module.reexports.values()) for (const definer of definersOf(facts, source, name)) targets.add(definer);
      for (const source of module.starSources) for (const definer of definersOf(facts, source, '*')) targets.add(definer);
    }
    edges.set(id, [...targets]);
  }
  return { staticImports: (id) => edges.get(id) ?? [] };
}

interface Node {
  type: string;
  [key: string]: unknown;
}

const nameOf = (node: unknown): string => {
  const n = node as { type: string; name?: string; value?: string } | null | undefined;
  return n?.type === 'Literal' ? String(n.value) : (n?.name ?? '');
};

/**
 * Reads a module's facts from its parsed body (ESTree, as the bundler's `this.parse`
 * gives it); `resolve` turns a specifier into the module id the bundler chose.
 */
export function moduleFacts(body: readonly Node[], resolve: (specifier: string) => string | undefined): ModuleFacts {
  const facts: ModuleFacts = { imports: [], reexports: new Map(), starSources: [], isBarrel: body.length > 0, ownExports: [] };
  for (const statement of body) {
    const source = (statement.source as { value?: string } | null | undefined)?.value;
    const resolved = source === undefined ? undefined : resolve(source);
    switch (statement.type) {
      case 'ImportDeclaration': {
        facts.isBarrel = false;
        if (!resolved) break;
        const specifiers = statement.specifiers as Node[];
        const namespace = specifiers.some((s) => s.type === 'ImportNamespaceSpecifier');
        const names = specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported)));
        facts.imports.push({ source: resolved, names: namespace ? '*' : names });
        break;
      }
      case 'ExportNamedDeclaration': {
        if (resolved) {
          for (const s of statement.specifiers as Node[]) facts.reexports.set(nameOf(s.exported), { source: resolved, name: nameOf(s.local) });
        } else {
          facts.isBarrel = false;
          for (const s of (statement.specifiers as Node[] | undefined) ?? []) facts.ownExports.push(nameOf(s.exported));
          const declaration = statement.declaration as Node | null;
          if (declaration?.type === 'VariableDeclaration') {
            for (const d of declaration.declarations as Node[]) facts.ownExports.push(nameOf(d.id));
          } else if (declaration) facts.ownExports.push(nameOf(declaration.id));
        }
        break;
      }
      case 'ExportAllDeclaration': {
        if (!resolved) break;
        if (statement.exported) facts.reexports.set(nameOf(statement.exported), { source: resolved, name: '*' });
        else facts.starSources.push(resolved);
        break;
      }
      case 'ExportDefaultDeclaration':
        facts.isBarrel = false;
        facts.ownExports.push('default');
        break;
      default:
        facts.isBarrel = false;
    }
  }
  return facts;
}
