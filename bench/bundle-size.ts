// The landing page's first-load JavaScript (its own entry + static imports + the page's inline scripts), raw,
// gzip -9 and brotli 11, from the production build's manifest, against its budget.
// Run from the repository root after building the web app:
//   npm run build -w @pathwise/web && npx tsx bench/bundle-size.ts
// Writes its figures into docs/benchmarks.md under "## Landing page bundle".
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chunkComposition,
  kB,
  LANDING_JS_BUDGET_KB,
  measureLandingBundle,
  type ChunkSize,
} from './landing-bundle';

const bundle = measureLandingBundle();
const largest = bundle.chunks[0]!;
const composition = chunkComposition(largest.file);
const row = (c: ChunkSize) => `| ${c.file} | ${kB(c.raw)} | ${kB(c.gzip)} | ${kB(c.brotli)} |`;
const met = bundle.total.gzip / 1000 <= LANDING_JS_BUDGET_KB;

const lines = [
  '## Landing page bundle',
  '',
  '`/` is prerendered HTML (`apps/web/dist/landing.html`, written by the build) that its own small entry hydrates',
  '(the renderer only, no router, no query cache, no zod; [decision 007](decisions/007-prerendered-landing-entry.md)). JavaScript it needs before it is',
  'interactive: that entry and its static imports, from `apps/web/dist/.vite/manifest.json`, and the inline script in',
  "the page's head. Sizes in kB (1000 bytes); gzip at level 9 and brotli at quality 11, which is what the server sends",
  '(the build writes `.gz`/`.br` files beside each asset).',
  '',
  '| chunk | raw | gzip | brotli |',
  '| --- | --- | --- | --- |',
  ...bundle.chunks.map(row),
  `| **total first load** | **${kB(bundle.total.raw)}** | **${kB(bundle.total.gzip)}** | **${kB(bundle.total.brotli)}** |`,
  '',
  `Budget (the issue's target), enforced by \`e2e/tests/landing.spec.ts\` (runs after the build in \`npm test\`):`,
  `${String(LANDING_JS_BUDGET_KB)} kB gzip, **${met ? 'met' : 'not met'}**. The same spec checks that a browser opening \`/\` fetches no script outside this list.`,
  'Chunks shared with the SPA (the header, footer, links, API client) are named by the bundler after one of their modules.',
  '',
  `Where the largest chunk (${largest.file}) comes from, in minified bytes by package (from its source map; gzip shrinks`,
  'them roughly alike):',
  '',
  '| package | minified | share |',
  '| --- | --- | --- |',
  ...composition
    .filter((part) => part.bytes / largest.raw >= 0.005)
    .map(
      (part) => `| ${part.name} | ${kB(part.bytes)} kB | ${((part.bytes / largest.raw) * 100).toFixed(0)}% |`,
    ),
  '',
  'Fetched after the first render, not counted above (the help widget, on first hover, focus or open):',
  '',
  '| chunk | raw | gzip | brotli |',
  '| --- | --- | --- | --- |',
  ...bundle.lazy.map(row),
  '',
  `The page itself: ${kB(bundle.html.raw)} kB, ${kB(bundle.html.gzip)} kB gzip, ${kB(bundle.html.brotli)} kB brotli, its critical CSS inline. The stylesheet (loaded without`,
  `blocking the first paint, one file shared with the other pages): ${bundle.css.map((c) => `${kB(c.gzip)} kB gzip`).join(', ')}.`,
  '',
  `Command: \`npm run build -w @pathwise/web && npx tsx bench/bundle-size.ts\` (from the repository root). Machine:`,
  `${String(os.cpus().length)} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}; run on ${new Date().toISOString().slice(0, 10)}.`,
];

console.log(lines.join('\n'));

const docs = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
const current = existsSync(docs) ? readFileSync(docs, 'utf8') : '# Benchmarks\n';
const heading = '## Landing page bundle';
const start = current.indexOf(heading);
const section = `${lines.join('\n')}\n`;
let next: string;
if (start === -1) next = `${current.trimEnd()}\n\n${section}`;
else {
  // Replace this section only, up to the next "## " heading; other benchmarks' sections stay as they are.
  const after = current.indexOf('\n## ', start + heading.length);
  next =
    current.slice(0, start) + section + (after === -1 ? '' : current.slice(after + 1).replace(/^/, '\n'));
}
writeFileSync(docs, next);
console.log(`\nWrote ${path.relative(process.cwd(), docs)}`);
