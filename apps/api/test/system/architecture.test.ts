import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The two structural rules docs/architecture.md states and ESLint cannot: import-x/no-cycle sees a cycle
 * of files, not two domain modules that import each other through different files; and no-restricted-paths
 * cannot tell building a service from calling a module.
 */
const src = fileURLToPath(new URL('../../src/', import.meta.url));
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }));

/** `modules/<domain>` of a path under src, or null outside the domain modules. */
function domainOf(file: string): string | null {
  const [layer, domain, rest] = file.split(path.sep);
  return layer === 'modules' && domain && rest ? domain : null;
}

type Graph = Map<string, Map<string, string>>;

/** Which domain imports which (type-only imports too: they couple the modules as much), with one import as the example. */
function domainGraph(): Graph {
  const graph: Graph = new Map();
  for (const { file, text } of sources) {
    const from = domainOf(file);
    if (!from) continue;
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = domainOf(path.relative(src, path.resolve(src, path.dirname(file), fileName)));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${file} imports ${fileName}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components of more than one node). */
function cyclesOf(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** A factory that builds a service rather than doing one piece of work (createCheckout is work). */
const SERVICE_FACTORY = /^create\w*(Service|Provider|Store|Engine|Queue|Verifier|Dispatcher|Client|Gateway)$/;

describe('architecture', () => {
  it('has no cycle between the domain modules', () => {
    const graph = domainGraph();
    expect(graph.size).toBeGreaterThan(5);
    const explained = cyclesOf(graph).map((group) =>
      group.flatMap((from) =>
        [...(graph.get(from) ?? [])].filter(([to]) => group.includes(to)).map(([, why]) => why),
      ),
    );
    expect(explained).toEqual([]);
  });

  it('finds a cycle of three modules (the check itself)', () => {
    const graph: Graph = new Map([
      ['plan', new Map([['reminders', '']])],
      ['reminders', new Map([['mail', '']])],
      ['mail', new Map([['plan', '']])],
      ['review', new Map([['plan', '']])],
    ]);
    expect(cyclesOf(graph)).toEqual([['mail', 'plan', 'reminders']]);
  });

  it('builds no service in a route: routes read what the plugins decorate the app with', () => {
    const built: string[] = [];
    for (const { file, text } of sources) {
      if (file.split(path.sep)[0] !== 'routes') continue;
      // What the file imports from the app's own code (its classes and factories).
      const own = [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'\.[^']*'/g)].flatMap(
        (match) =>
          match[1]!.split(',').map((name) =>
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)
              .pop()!,
          ),
      );
      for (const name of own.filter(Boolean)) {
        if (new RegExp(`\\bnew ${name}\\b`).test(text)) built.push(`${file}: new ${name}`);
        if (SERVICE_FACTORY.test(name) && new RegExp(`\\b${name}\\(`).test(text))
          built.push(`${file}: ${name}()`);
      }
    }
    expect(built).toEqual([]);
  });
});
