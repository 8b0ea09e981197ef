import type { Plugin, Rolldown } from 'vite';
import { importClosure } from './import-closure.ts';

/**
 * V8's explicit compile hint (Chrome 136+): as the file streams in, every function in it is compiled on a background
 * thread, instead of on the main thread the first time each is called. It is read only on a file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks an entry loads before it runs: the entry and its static imports, all the way down. */
export function staticGraph(bundle: Rolldown.OutputBundle, entry: string): Set<string> {
  const start = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.isEntry && file.name === entry,
  );
  if (!start) return new Set();
  return importClosure(start.fileName, (fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? chunk.imports : undefined;
  });
}

/** Puts the hint on the chunk's first line; its source map moves down by the one line added. */
function addHint(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === 'asset') {
    const map = JSON.parse(String(mapFile.source)) as { mappings: string };
    mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
  }
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
}

/**
 * Puts the hint on the chunks of the app's screens. A chunk is fetched when its screen renders (or with the page, for
 * the entry's), so most of its functions run at once; compiling them while the file downloads takes that work off
 * the long tasks of a first load (measured on /Tutor in docs/benchmarks.md). The prerendered landing page's own
 * graph is left as it was: it paints before its scripts and hydrates in one short task, and with the hint its
 * Lighthouse runs spread lower.
 *
 * The line goes in after the file names are hashed, so a name does not tell a chunk with the hint from the same chunk
 * built before this step existed. Either copy runs the same code; every build from now on writes the hint.
 */
export function compileHints({ skipEntry }: { skipEntry: string }): Plugin {
  return {
    name: 'pathwise:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After minification (which would drop a comment) and after Vite writes its table of preloaded files at the top.
      order: 'post',
      handler(_options, bundle) {
        const skipped = staticGraph(bundle, skipEntry);
        // A renamed entry would otherwise hint the landing page's graph without a word.
        if (skipped.size === 0) this.error(`compile hints: the build has no entry named "${skipEntry}".`);
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !skipped.has(file.fileName)) addHint(bundle, file);
        }
      },
    },
  };
}
