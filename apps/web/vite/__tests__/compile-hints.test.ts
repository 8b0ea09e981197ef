import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, staticGraph } from '../compile-hints';

const mapDeps = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);';

function chunk(fileName: string, name: string, code: string, imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, name, code, imports, isEntry, map: null };
}
const mapOf = (mappings: string) => ({
  type: 'asset',
  source: JSON.stringify({ version: 3, sources: ['x.ts'], mappings }),
});

/** A build with the app's entry, a screen, and the landing page's entry sharing the renderer with them. */
function build() {
  return {
    'assets/index.js': chunk(
      'assets/index.js',
      'index',
      `${mapDeps}\nimport"./react-dom.js";`,
      ['assets/react-dom.js'],
      true,
    ),
    'assets/index.js.map': mapOf(';AAAA,CAAC'),
    'assets/tutor.js': chunk('assets/tutor.js', 'tutor', 'import"./react-dom.js";export const t=1;', [
      'assets/react-dom.js',
    ]),
    'assets/react-dom.js': chunk('assets/react-dom.js', 'react-dom', 'export const h=1;'),
    'assets/landing.js': chunk(
      'assets/landing.js',
      'landing',
      'import"./landing-page.js";',
      ['assets/landing-page.js'],
      true,
    ),
    'assets/landing-page.js': chunk('assets/landing-page.js', 'landing-page', 'import"./react-dom.js";', [
      'assets/react-dom.js',
    ]),
    'assets/index.css': { type: 'asset', source: '.a{color:red}' },
  } as unknown as Rolldown.OutputBundle;
}

function runPlugin(bundle: Rolldown.OutputBundle, skipEntry = 'landing') {
  const generateBundle = compileHints({ skipEntry }).generateBundle as {
    order: string;
    handler: (
      this: { error: (message: string) => never },
      options: object,
      bundle: Rolldown.OutputBundle,
    ) => void;
  };
  // After Vite's own step, which writes the table of preloaded files at the top of a chunk.
  expect(generateBundle.order).toBe('post');
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  generateBundle.handler.call(context, {}, bundle);
}

const codeOf = (bundle: Rolldown.OutputBundle, fileName: string) => {
  const file = bundle[fileName];
  return file?.type === 'chunk' ? file.code : '';
};

describe('the compile hint', () => {
  it("finds an entry's static graph, shared chunks included", () => {
    expect([...staticGraph(build(), 'landing')].sort()).toEqual([
      'assets/landing-page.js',
      'assets/landing.js',
      'assets/react-dom.js',
    ]);
  });

  it("puts the hint on the first line of the app's chunks, above Vite's table of preloaded files", () => {
    const bundle = build();
    runPlugin(bundle);
    expect(codeOf(bundle, 'assets/index.js')).toBe(`${COMPILE_HINT}\n${mapDeps}\nimport"./react-dom.js";`);
    expect(codeOf(bundle, 'assets/tutor.js').split('\n')[0]).toBe(COMPILE_HINT);
  });

  it('moves the source map down by the line it adds, so each mapping keeps its code', () => {
    const bundle = build();
    runPlugin(bundle);
    const map = bundle['assets/index.js.map'];
    expect(map?.type === 'asset' && JSON.parse(String(map.source))).toEqual({
      version: 3,
      sources: ['x.ts'],
      mappings: ';;AAAA,CAAC',
    });
  });

  it("leaves the landing page's graph and the stylesheet as they were", () => {
    const bundle = build();
    const before = build();
    runPlugin(bundle);
    for (const fileName of ['assets/landing.js', 'assets/landing-page.js', 'assets/react-dom.js'])
      expect(codeOf(bundle, fileName)).toBe(codeOf(before, fileName));
    expect(bundle['assets/index.css']).toEqual(before['assets/index.css']);
  });

  it('adds the hint once, however often the step runs', () => {
    const bundle = build();
    runPlugin(bundle);
    runPlugin(bundle);
    expect(codeOf(bundle, 'assets/tutor.js')).toBe(
      `${COMPILE_HINT}\nimport"./react-dom.js";export const t=1;`,
    );
  });

  it('stops the build when the entry to leave alone is not in it, rather than hint its graph', () => {
    expect(() => {
      runPlugin(build(), 'home');
    }).toThrow('compile hints: the build has no entry named "home".');
  });
});
