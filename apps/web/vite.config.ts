/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compileHints } from './vite/compile-hints.ts';
import { precompress } from './vite/precompress.ts';
import { prerenderLanding } from './vite/prerender-landing.ts';
import { routeList } from './vite/route-list.ts';
import { serviceWorker } from './vite/service-worker.ts';

/** The landing page's own entry: it hydrates the prerendered / (decision 007). */
const LANDING_ENTRY = 'src/app/landing-entry/client.tsx';

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'];
/** Test files that replace a module with vi.mock. */
const MOCKING_FILES = readdirSync(fileURLToPath(new URL('src', import.meta.url)), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    compileHints({ skipEntry: 'landing' }),
    precompress(),
    routeList(),
    serviceWorker(),
    prerenderLanding({
      clientEntry: LANDING_ENTRY,
      serverEntry: 'src/app/landing-entry/server.tsx',
      fileName: 'landing.html',
    }),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      // The mail outbox page (developer tools, DEV_TOOLS=true) is served by the API outside /api.
      '/dev/outbox': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      // The mail outbox page (developer tools, DEV_TOOLS=true) is served by the API outside /api.
      '/dev/outbox': { target: 'http://localhost:3000', changeOrigin: true },
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
      // The SPA, and the prerendered landing page's entry.
      input: { index: 'index.html', landing: LANDING_ENTRY },
      output: {
        // Stable, readable vendor chunks that are fetched only by the screens that need them.
        codeSplitting: {
          groups: [
            // The renderer changes only with an upgrade: its own file stays cached.
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // zod with its configuration (src/lib/zod-config.ts): the contract's chunk imports this one, so the setting is
            // in place before any schema is built, which an import at the top of the entry cannot promise once bundled.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/ },
            // The product constants and facts on their own: the landing page reads the constants on first load and the
            // facts when the help widget opens, and must load neither the schemas nor zod.
            { name: 'product', test: /[\\/]packages[\\/]contract[\\/]src[\\/]product\.ts$/, priority: 1 },
            {
              name: 'product-facts',
              test: /[\\/]packages[\\/]contract[\\/]src[\\/]product-facts\.ts$/,
              priority: 1,
            },
            // How an operation's path is filled in: the HTTP client (which the landing page shares) needs it, not the schemas.
            { name: 'operation', test: /[\\/]packages[\\/]contract[\\/]src[\\/]operation\.ts$/, priority: 1 },
            // The course title rule is for the finish panel only: it stays in that lazy chunk.
            { name: 'contract', test: /[\\/]packages[\\/]contract[\\/](?!src[\\/]course-title\.ts$)/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // One worker per core (vitest's default leaves one core idle).
    maxWorkers: availableParallelism(),
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
    // Screens are lazy chunks transformed on first import; shared CI machines can be slow.
    testTimeout: 20_000,
    // In CI a failing test runs once more (as the e2e suite does) and is reported as retried: a test
    // that fails twice still fails the run.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: TEST_FILES,
          exclude: MOCKING_FILES,
          // Files share their worker: modules are imported once per worker, not once per file (189 s → 48 s on
          // 2 cores, docs/benchmarks.md). Each test's DOM, storage and timers are reset by the setup file.
          isolate: false,
        },
      },
      // A file that replaces a module (vi.mock) needs a module graph of its own: in a shared worker another
      // file may have imported the real module first.
      { extends: true, test: { name: 'web-mocking', include: MOCKING_FILES, isolate: true } },
    ],
  },
});
