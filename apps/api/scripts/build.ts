/**
 * Bundles the server for production (decision 008): src/server.ts and the contract package's TypeScript
 * into dist/server.mjs (plus chunks for what the code imports dynamically), with every npm dependency
 * left external (loaded from node_modules as usual). Runs in well under a second; `npm start` runs it before starting the server.
 * The curated tracks are data (decision 012): the Markdown under content/tracks is read and validated here
 * and written to dist/content.json, which the bundle reads at start instead of the Markdown; the generic
 * plan's template (content/generic, `{goal}` unfilled) is written the same way, to dist/generic.json.
 * The offline engine runs on worker threads (decision 019): src/ai/offline/worker.ts is its own entry,
 * dist/offline-worker.mjs, and only it loads the curated content; the server's request thread does not.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { CONTENT_ROOT, GENERIC_ROOT } from '../src/ai/offline/curricula/content-root';
import { loadMarkdownTemplate, loadMarkdownTracks } from '../src/ai/offline/curricula/load-markdown';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
// Workspace packages ship TypeScript source, so they are bundled; everything else stays a package import.
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@pathwise/'))
  .flatMap((name) => [name, `${name}/*`]);

// A broken track stops the build with the files named, as it would stop the dev server.
const tracks = loadMarkdownTracks(CONTENT_ROOT);
const genericTemplate = loadMarkdownTemplate(GENERIC_ROOT);
mkdirSync(path.join(root, 'dist'), { recursive: true });
writeFileSync(path.join(root, 'dist/content.json'), JSON.stringify(tracks));
writeFileSync(path.join(root, 'dist/generic.json'), JSON.stringify(genericTemplate));

const curricula = path.join(root, 'src/ai/offline/curricula');
const bundledSource = path.join(curricula, 'source-bundled.ts');
// The curricula read dist/content.json in the bundle, so no Markdown parser is bundled or loaded.
const contentAsData: Plugin = {
  name: 'content-as-data',
  setup(context) {
    context.onResolve({ filter: /^\.\/source$/ }, (args) =>
      args.resolveDir === curricula ? { path: bundledSource } : undefined,
    );
  },
};

const result = await build({
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    'offline-worker': path.join(root, 'src/ai/offline/worker.ts'),
  },
  outdir: path.join(root, 'dist'),
  outExtension: { '.js': '.mjs' },
  // Modules the code imports dynamically (the AI provider client) become chunks loaded on first use.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
  plugins: [contentAsData],
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
const contentInput = path.relative(process.cwd(), bundledSource);
const holdsContent = (file: string) => contentInput in (result.metafile.outputs[file]?.inputs ?? {});
/** An entry and every chunk it imports statically: the modules a thread loads at start. */
const loadedBy = (entry: string): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of result.metafile.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return [...seen];
};
const serverFile = outputs.find(([file]) => file.endsWith('dist/server.mjs'))?.[0];
const workerFile = outputs.find(([file]) => file.endsWith('dist/offline-worker.mjs'))?.[0];
if (!serverFile || !workerFile)
  throw new Error('the build wrote no dist/server.mjs or dist/offline-worker.mjs');
if (!loadedBy(workerFile).some(holdsContent))
  throw new Error('src/ai/offline/curricula/source-bundled.ts must be loaded by dist/offline-worker.mjs');
// The engine's content and indexes belong to its threads: the request thread loading them too doubles their memory.
if (loadedBy(serverFile).some(holdsContent))
  console.warn(
    'api: warning: dist/server.mjs loads the curated content too (an import of src/ai/offline/ outside the worker); ask the offline engine (src/ai/offline-engine.ts) instead',
  );
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
console.log(
  `api: ${tracks.length} tracks in dist/content.json and the generic plan in dist/generic.json, ${outputs.map(([file, output]) => `${path.relative(root, file)} ${megabytes(output.bytes)}`).join(', ')}`,
);
