/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz beside every text file of the build: the server sends them as they are
 * (@fastify/static preCompressed), so nothing is compressed per request and the best ratio is used.
 */
function precompress(): Plugin {
  return {
    name: 'pathwise:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? 'dist', fileName);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Most first visits land on /, whose screen is a lazy chunk: a modulepreload hint fetches it alongside the
 * entry instead of after it (one round trip less before the hero paints). Other routes only pay a
 * download of ~13 kB gzip on a cold cache, and nothing is executed for them.
 */
function preloadLandingRoute(): Plugin {
  return {
    name: 'pathwise:preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const landing = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/app/routes/landing.tsx'),
        );
        if (landing?.type !== 'chunk') return [];
        const already = new Set([entry.fileName, ...entry.imports]);
        return [landing.fileName, ...landing.imports]
          .filter((file) => !already.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLandingRoute(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // dist/.vite/manifest.json: the landing page's bundle budget is measured from it (bench/bundle-size.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Stable, readable vendor chunks that are fetched only by the screens that need them.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            { name: 'contract', test: /[\\/]packages[\\/]contract[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
    // Screens are lazy chunks transformed on first import; shared CI machines can be slow.
    testTimeout: 20_000,
  },
});
