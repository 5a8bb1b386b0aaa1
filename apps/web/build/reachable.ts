/**
 * Everything reachable from `starts` by following `next`, the starts included; nodes
 * already in `into` are not followed again (a set seeded with what is loaded already
 * stops the walk there). Depth first, in the order `next` gives, as a recursive walk
 * would list them. For chunk and module graphs, which have loops.
 */
export function reachable<T>(starts: Iterable<T>, next: (node: T) => Iterable<T>, into: Set<T> = new Set()): Set<T> {
  const stack = [...starts];
  while (stack.length > 0) {
    const node = stack.pop() as T;
    if (into.has(node)) continue;
    into.add(node);
    stack.push(...[...next(node)].reverse());
  }
  return into;
}
