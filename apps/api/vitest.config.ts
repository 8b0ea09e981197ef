import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The integration suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;
const shared = {
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  setupFiles: ['test/helpers/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // In CI a failing test runs once more and is reported as retried: a test
  // that fails twice still fails the run.
  retry: process.env.CI ? 1 : 0,
  // Files share their worker process: the app's modules are imported and the offline engine's content indexed
  // once per worker, not once per file (about 6 s of a core each). Every file builds its own app on its own
  // database, and the setup file restores mocks and timers after each test. This took the suite from 848 s to
  // 396 s on 2 cores (docs/benchmarks.md). A test about a fresh process starts one (test/ai/meaning.test.ts).
  isolate: false,
};

/**
 * Test files that never open a database: no test helper or support module (which build the app or a
 * database), no database URL. They run once, in the PGlite project; the PostgreSQL project would only
 * repeat them.
 */
const DATABASE_USE = /\/(helpers|support)\/|TEST_DATABASE_URL|openDatabase|createTestDatabase|pglite/;
const withoutDatabase = ['test', 'src'].flatMap((folder) =>
  readdirSync(new URL(folder, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file}`)
    .filter((file) => !DATABASE_USE.test(readFileSync(new URL(file, import.meta.url), 'utf8'))),
);

/**
 * Test files that open a database but are about something else: the embedded database's own folder and
 * memory (they clear TEST_DATABASE_URL and run PGlite whatever the project), and the AI engine's thread and
 * provider path, where the database only stores what the engine answered with the queries every other file
 * runs on PostgreSQL. They too run once, in the PGlite project.
 */
const notAboutTheDatabase = [
  'test/system/embedded-memory.test.ts',
  'test/system/data-dir-lock.test.ts',
  'test/ai/engine-worker.test.ts',
  'test/ai/provider-path.test.ts',
  'test/ai/provider.test.ts',
  'test/ai/gateway.test.ts',
];

export default defineConfig({
  test: {
    pool: 'forks',
    // One worker per core: each holds its own database, so more workers than cores only add waiting.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DATABASE_URL: '' } } },
      ...(postgresUrl
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                exclude: [...withoutDatabase, ...notAboutTheDatabase],
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
