/**
 * Bundles the server for production (decision 008): src/server.ts and the contract package's TypeScript
 * into dist/server.mjs (plus chunks for what the code imports dynamically), with every npm dependency
 * left external (loaded from node_modules as usual). Runs in well under a second; `npm start` runs it before starting the server.
 * The curated tracks are data (decision 012): the Markdown under content/tracks is read and validated here
 * and written to dist/content.json, which the bundle reads at start instead of the Markdown.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { CONTENT_ROOT } from '../src/ai/offline/curricula/content-root';
import { loadMarkdownTracks } from '../src/ai/offline/curricula/load-markdown';

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
mkdirSync(path.join(root, 'dist'), { recursive: true });
writeFileSync(path.join(root, 'dist/content.json'), JSON.stringify(tracks));

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
  entryPoints: [path.join(root, 'src/server.ts')],
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
// source-bundled.ts finds content.json next to the module it is in: that must be dist/server.mjs, not a chunk.
const inServer = outputs.some(
  ([file, output]) =>
    file.endsWith('dist/server.mjs') && path.relative(process.cwd(), bundledSource) in output.inputs,
);
if (!inServer)
  throw new Error('src/ai/offline/curricula/source-bundled.ts must be bundled into dist/server.mjs');
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
console.log(
  `api: ${tracks.length} tracks in dist/content.json, ${outputs.map(([file, output]) => `${path.relative(root, file)} ${megabytes(output.bytes)}`).join(', ')}`,
);
