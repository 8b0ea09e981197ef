/**
 * Every node reachable from `start` through `importsOf`, `start` first, each once (a chunk and its static imports,
 * all the way down). `importsOf` may throw for a node it does not know.
 */
export function importClosure(
  start: string,
  importsOf: (node: string) => readonly string[] | undefined,
): Set<string> {
  const seen = new Set<string>();
  const visit = (node: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    importsOf(node)?.forEach(visit);
  };
  visit(start);
  return seen;
}
