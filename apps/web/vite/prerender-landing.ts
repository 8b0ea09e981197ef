import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, Plugin } from 'vite';
import { inlineCriticalCss } from './critical-css.ts';
import { buildLandingHtml } from './landing-html.ts';
import { writeCompressed } from './precompress.ts';
import { importClosure } from './import-closure.ts';

interface PrerenderLandingOptions {
  /** The landing page's browser entry: an input of the client build, which hydrates the page. */
  clientEntry: string;
  /** Renders the page with react-dom/server: exports renderLanding(): RenderedLanding. */
  serverEntry: string;
  /** The page, written beside index.html (apps/api serves it for GET /). */
  fileName: string;
}

/** What the server entry's renderLanding() returns (app/landing-entry/server.tsx). */
interface RenderedLanding {
  markup: string;
  title: string;
  description: string;
  inlineScript: string;
}

/** The server build is only a means to render the page; it is removed once the page is written. */
const SERVER_OUT_DIR = 'node_modules/.prerender';

/** The entry's file and the files of every module it imports statically (what its first load fetches). */
function staticImports(manifest: Manifest, key: string): { entry: string; imports: string[] } {
  const chunkOf = (id: string) => {
    const chunk = manifest[id];
    if (!chunk) throw new Error(`Prerendering the landing page: the build manifest has no "${id}".`);
    return chunk;
  };
  const ids = importClosure(key, (id) => chunkOf(id).imports);
  const [entry = '', ...imports] = [...ids].map((id) => chunkOf(id).file);
  return { entry, imports };
}

/**
 * `vite build` builds the browser app, then the landing page for Node, renders it once with
 * react-dom/server and writes it as static HTML with its own small entry (decision 007).
 */
export function prerenderLanding({ clientEntry, serverEntry, fileName }: PrerenderLandingOptions): Plugin {
  return {
    name: 'pathwise:prerender-landing',
    apply: 'build',
    config: () => ({
      // Makes `vite build` build every environment through buildApp below.
      builder: {},
      environments: {
        ssr: {
          build: {
            ssr: serverEntry,
            outDir: SERVER_OUT_DIR,
            emptyOutDir: true,
            manifest: false,
            sourcemap: false,
          },
        },
      },
    }),
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr)
        throw new Error('Prerendering the landing page needs the client and ssr environments.');
      await builder.build(client);
      await builder.build(ssr);

      const outDir = path.resolve(client.config.root, client.config.build.outDir);
      const serverDir = path.resolve(ssr.config.root, SERVER_OUT_DIR);
      try {
        const serverFile = path.join(serverDir, `${path.parse(serverEntry).name}.js`);
        const { renderLanding } = (await import(pathToFileURL(serverFile).href)) as {
          renderLanding: () => RenderedLanding;
        };
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        const { entry, imports } = staticImports(manifest, clientEntry);
        const url = (file: string) => `${client.config.base}${file}`;
        const page = buildLandingHtml(readFileSync(path.join(outDir, 'index.html'), 'utf8'), {
          ...renderLanding(),
          entry: url(entry),
          preloads: imports.map(url),
        });
        const html = await inlineCriticalCss(page, outDir);
        const file = path.join(outDir, fileName);
        writeFileSync(file, html);
        writeCompressed(file);
        client.logger.info(
          `prerendered ${path.relative(client.config.root, file)} (${(html.length / 1000).toFixed(1)} kB)`,
        );
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
