/**
 * Bundles the server for production (decision 008): src/server.ts and the contract package's TypeScript
 * into dist/server.mjs (plus chunks for what the code imports dynamically), with every npm dependency
 * left external (loaded from node_modules as usual). Runs in well under a second; `npm start` runs it before starting the server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
// Workspace packages ship TypeScript source, so they are bundled; everything else stays a package import.
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@pathwise/'))
  .flatMap((name) => [name, `${name}/*`]);

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
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
console.log(`api: ${outputs.map(([file, output]) => `${path.relative(root, file)} ${megabytes(output.bytes)}`).join(', ')}`);
