// Measures the JavaScript the landing page (/) needs before it is interactive. / is prerendered HTML
// (apps/web/dist/landing.html) hydrated by its own entry: that entry and every module it imports statically,
// read from Vite's build manifest (apps/web/dist/.vite/manifest.json, build.manifest in vite.config.ts), plus
// the page's inline scripts. The page must reference exactly those modules, or the measure would not be what a
// browser loads. Used by bench/bundle-size.ts and by the budget test in e2e/tests/landing.spec.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** The landing page's first-load JavaScript, gzip, in kB (1 kB = 1000 bytes, as Vite prints): the target. */
export const LANDING_JS_BUDGET_KB = 90;

const LANDING_ENTRY = 'src/app/landing-entry/client.tsx';
export const LANDING_PAGE = 'landing.html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface LandingBundle {
  /** Biggest first: the entry's static imports and the inline scripts. */
  chunks: ChunkSize[];
  total: Omit<ChunkSize, 'file'>;
  /** Fetched after the first render, not needed to show the page (the help widget on first open). */
  lazy: ChunkSize[];
  css: ChunkSize[];
  /** The prerendered page itself. */
  html: ChunkSize;
}

const compressed = (file: string, source: Buffer): ChunkSize => ({
  file,
  raw: source.length,
  gzip: gzipSync(source, { level: 9 }).length,
  brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

const sizeOf = (distDir: string, file: string) => compressed(file, readFileSync(path.join(distDir, file)));

const sum = (chunks: ChunkSize[]) =>
  chunks.reduce(
    (total, c) => ({ raw: total.raw + c.raw, gzip: total.gzip + c.gzip, brotli: total.brotli + c.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** The scripts and stylesheets the page asks for, by URL, and its inline scripts' code. */
function pageReferences(html: string) {
  const urls = (pattern: RegExp, text = html) =>
    [...text.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
  return {
    // In <script>/<link> tags, or in the list of the inline loader that asks for them after the first paint.
    modules: [
      ...urls(/<(?:script type="module"[^>]*\bsrc|link rel="modulepreload"[^>]*\bhref)="([^"]+)"/g),
      ...[...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].flatMap(([, code = '']) =>
        urls(/"(\/assets\/[^"]+\.js)"/g, code),
      ),
    ],
    // Once each: the deferred link and its <noscript> fallback name the same file (decision 021).
    stylesheets: [...new Set(urls(/<link rel="stylesheet"[^>]*\bhref="([^"]+)"/g))],
    inline: [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? ''),
  };
}

export function measureLandingBundle(distDir = webDist): LandingBundle {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const pageFile = path.join(distDir, LANDING_PAGE);
  if (!existsSync(manifestFile) || !existsSync(pageFile))
    throw new Error(`No build in ${distDir}: run "npm run build -w @pathwise/web" first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  const initial = new Set<string>();
  const lazyKeys: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no "${key}".`);
    if (initial.has(chunk.file)) return;
    initial.add(chunk.file);
    lazyKeys.push(...(chunk.dynamicImports ?? []));
    chunk.imports?.forEach(visit);
  };
  visit(LANDING_ENTRY);

  const lazyFiles = new Set<string>();
  const visitLazy = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file) || lazyFiles.has(chunk.file)) return;
    lazyFiles.add(chunk.file);
    chunk.imports?.forEach(visitLazy);
  };
  lazyKeys.forEach(visitLazy);

  const html = readFileSync(pageFile, 'utf8');
  const page = pageReferences(html);
  const referenced = [...page.modules].sort().join(', ');
  if (referenced !== [...initial].sort().join(', '))
    throw new Error(
      `${LANDING_PAGE} loads ${referenced}, the manifest says ${[...initial].sort().join(', ')}.`,
    );

  const inline = page.inline.map((code, index) =>
    compressed(`${LANDING_PAGE} inline script ${String(index + 1)}`, Buffer.from(code)),
  );
  const chunks = [...[...initial].map((file) => sizeOf(distDir, file)), ...inline].sort(
    (a, b) => b.gzip - a.gzip,
  );
  const lazy = [...lazyFiles].map((file) => sizeOf(distDir, file)).sort((a, b) => b.gzip - a.gzip);
  const css = page.stylesheets.map((file) => sizeOf(distDir, file));
  return { chunks, total: sum(chunks), lazy, css, html: sizeOf(distDir, LANDING_PAGE) };
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Which package a source file of the bundle belongs to ("react-dom", "@tanstack/query-core", "app code"). */
function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at === -1) return 'app code (src/)';
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? source);
}

/**
 * Minified bytes of a chunk per package, from its source map (each mapped segment runs to the next one):
 * where the entry chunk's weight comes from.
 */
export function chunkComposition(file: string, distDir = webDist): { name: string; bytes: number }[] {
  const code = readFileSync(path.join(distDir, file), 'utf8').split('\n');
  const map = JSON.parse(readFileSync(path.join(distDir, `${file}.map`), 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const bytes = new Map<string, number>();
  const add = (sourceIndex: number, length: number) => {
    const name = packageOf(map.sources[sourceIndex] ?? '');
    bytes.set(name, (bytes.get(name) ?? 0) + length);
  };
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    let previous: [column: number, source: number] | null = null;
    for (const segment of line.split(',').filter(Boolean)) {
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length > 1) source += values[1] ?? 0;
      if (previous) add(previous[1], column - previous[0]);
      previous = [column, source];
    }
    if (previous) add(previous[1], (code[lineIndex]?.length ?? 0) - previous[0]);
  });
  return [...bytes].map(([name, size]) => ({ name, bytes: size })).sort((a, b) => b.bytes - a.bytes);
}
